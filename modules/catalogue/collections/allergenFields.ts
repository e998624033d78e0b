/**
 * The allergen fields of products and of the options of their configurable parts (issue #34, LMIV Art. 9/44, the
 * Austrian letter codes A–R): a multi-select of the 14 and, on products, the explicit "contains none". The rules are
 * domain/allergens.ts; a product that declares neither cannot be active (German message on the field).
 */
import type { Field, Validate } from 'payload'

import { ALLERGEN_MESSAGES, ALLERGENS, allergenDeclarationError, invalidAllergenInput, normalizeAllergens } from '../../../domain'

const OPTIONS = ALLERGENS.map((a) => ({ label: `${a.code} – ${a.name}`, value: a.code }))

/** The whole product's declaration decides (codes, "none", active), so the rule sits on the codes field. */
const declared: Validate<string[] | null | undefined> = (value, { data }) => {
  const product = (data ?? {}) as { isEnabled?: boolean | null; allergenFree?: boolean | null }
  return allergenDeclarationError({ allergens: value ?? [], allergenFree: product.allergenFree, isEnabled: product.isEnabled }) ?? true
}

/**
 * A field's own validate replaces Payload's option check, so this one refuses what is no list of the 14 itself (fuzz
 * seed 691902041: a text gave a 500), then applies the field's further rule.
 */
const listOf14 =
  (rule?: Validate<string[] | null | undefined>): Validate<string[] | null | undefined> =>
  (value, options) =>
    invalidAllergenInput(value) ? ALLERGEN_MESSAGES.invalid : rule ? rule(value, options) : true

export const allergensField = (description: string, rule?: Validate<string[] | null | undefined>): Field => ({
  name: 'allergens',
  label: 'Allergene',
  type: 'select',
  hasMany: true,
  options: OPTIONS,
  admin: { description },
  // stored once each in the legal order A–R, whatever order the editor picked them in; Payload validates after this
  // hook, so an invalid list stays as sent and is refused rather than quietly cut down
  hooks: { beforeChange: [({ value }) => (Array.isArray(value) && !invalidAllergenInput(value) ? normalizeAllergens(value) : value)] },
  validate: listOf14(rule),
})

/** Products: the 14 allergens (A–R) and "Enthält keine deklarationspflichtigen Allergene". */
export const productAllergenFields = (): Field[] => [
  allergensField('Die enthaltenen Hauptallergene (LMIV Anhang II, Buchstabencodes A–R).', declared),
  {
    name: 'allergenFree',
    label: 'Enthält keine deklarationspflichtigen Allergene',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Ein aktives Produkt nennt seine Allergene oder bestätigt, dass es keine enthält.' },
  },
]

/** Options of configurable parts: the allergens the option adds to the product (e.g. Käse: G). */
export const optionAllergensField = (): Field => allergensField('Allergene, die diese Option zum Produkt hinzufügt.')
