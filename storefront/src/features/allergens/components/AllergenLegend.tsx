/**
import '../allergens.css'
 * The legend of the letter codes (LMIV: the letters alone inform no one). On the menu page one tap opens all 14; under
 * the cart and the checkout summary the codes of its items are spelled out.
 */
import { ALLERGENS, allergenLegend } from '@domain'

export function AllergenLegend() {
  return (
    <details className="allergen-legend">
      <summary>Allergene A–R: Legende</summary>
      <dl className="allergen-legend__list">
        {ALLERGENS.map((allergen) => (
          <div key={allergen.code} className="allergen-legend__entry">
            <dt>{allergen.code}</dt>
            <dd>{allergen.name}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

export function UsedAllergenLegend({ codes }: { readonly codes: readonly unknown[] }) {
  const legend = allergenLegend(codes)
  return legend ? <p className="allergen-legend-line">Allergene: {legend}</p> : null
}
