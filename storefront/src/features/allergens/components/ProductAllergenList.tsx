/** /site/allergens without a configured text: every product's allergens (and what its options add), with the legend. */
import { allergenDeclarationText, formatAllergens } from '@domain'
import type { ProductDoc } from '../../../lib/types'
import { AllergenLegend } from './AllergenLegend'

function optionLines(product: ProductDoc): string[] {
  if (product.type !== 'configurable') return []
  return (product.config?.parts ?? []).flatMap((part) =>
    (part.options ?? []).flatMap((option) => {
      const codes = formatAllergens(option.allergens)
      return codes ? [`${part.name} „${option.name}“: + ${codes}`] : []
    }),
  )
}

export function ProductAllergenList({ products }: { readonly products: readonly ProductDoc[] }) {
  const sorted = [...products].sort((a, b) => a.name.localeCompare(b.name, 'de'))
  return (
    <section className="allergen-products" aria-label="Allergene je Produkt">
      <AllergenLegend />
      <table className="allergen-products__table">
        <thead>
          <tr>
            <th scope="col">Produkt</th>
            <th scope="col">Allergene</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((product) => (
            <tr key={product.id}>
              <th scope="row">{product.name}</th>
              <td>
                {allergenDeclarationText(product) ?? '–'}
                {optionLines(product).map((line) => (
                  <span key={line} className="allergen-products__option">
                    {line}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
