/** The allergen codes of a product or item ("Allergene: A, C, G"), each letter with its German name for screen readers and hover. */
import '../allergens.css'
import { allergenName, normalizeAllergens, NO_ALLERGENS_TEXT } from '@domain'

export function AllergenCodes({
  codes,
  allergenFree = false,
  className = 'allergens',
  as: Tag = 'span',
}: {
  readonly codes: readonly unknown[] | null | undefined
  /** Shows "Enthält keine deklarationspflichtigen Allergene" when there are no codes. */
  readonly allergenFree?: boolean
  readonly className?: string
  readonly as?: 'span' | 'p'
}) {
  const list = normalizeAllergens(codes)
  if (list.length === 0) return allergenFree ? <Tag className={`${className} allergens--none`}>{NO_ALLERGENS_TEXT}</Tag> : null
  return (
    <Tag className={className} data-allergens={list.join(',')}>
      Allergene:{' '}
      {list.map((code, index) => (
        <span key={code}>
          <abbr title={allergenName(code)}>{code}</abbr>
          {index < list.length - 1 ? ', ' : ''}
        </span>
      ))}
    </Tag>
  )
}
