/**
 * The 14 allergens of EU Regulation 1169/2011 (LMIV) Annex II with the Austrian letter codes A–R (Allergeninformations-
 * verordnung BGBl. II 175/2014): codes, German names, the parse of old free text, the merge of a product with its chosen
 * options, the "A, C, G" format and the publish rule. Used by the storefront, the server and the admin alike.
 */

export const ALLERGENS = [
  { code: 'A', name: 'Gluten' },
  { code: 'B', name: 'Krebstiere' },
  { code: 'C', name: 'Ei' },
  { code: 'D', name: 'Fisch' },
  { code: 'E', name: 'Erdnuss' },
  { code: 'F', name: 'Soja' },
  { code: 'G', name: 'Milch/Laktose' },
  { code: 'H', name: 'Schalenfrüchte' },
  { code: 'L', name: 'Sellerie' },
  { code: 'M', name: 'Senf' },
  { code: 'N', name: 'Sesam' },
  { code: 'O', name: 'Sulfite' },
  { code: 'P', name: 'Lupinen' },
  { code: 'R', name: 'Weichtiere' },
] as const

export type AllergenCode = (typeof ALLERGENS)[number]['code']

export const ALLERGEN_CODES: readonly AllergenCode[] = ALLERGENS.map((a) => a.code)

/** The text a product shows when it declares that it contains none of the 14. */
export const NO_ALLERGENS_TEXT = 'Enthält keine deklarationspflichtigen Allergene'

export const ALLERGEN_MESSAGES = {
  undeclared:
    'Bitte geben Sie die Allergene an oder bestätigen Sie „Enthält keine deklarationspflichtigen Allergene“, bevor das Produkt aktiv geschaltet wird.',
  contradictory: 'Ein Produkt mit Allergenen kann nicht zugleich „Enthält keine deklarationspflichtigen Allergene“ sein.',
  invalid: 'Bitte wählen Sie die Allergene aus der Liste der 14 Buchstabencodes (A–R).',
} as const

const NAMES: ReadonlyMap<string, string> = new Map(ALLERGENS.map((a) => [a.code, a.name]))

export const isAllergenCode = (value: unknown): value is AllergenCode =>
  typeof value === 'string' && (ALLERGEN_CODES as readonly string[]).includes(value)

/** The German name of a code ("G" → "Milch/Laktose"). */
export const allergenName = (code: AllergenCode): string => NAMES.get(code) ?? code

/** Valid codes only, once each, in the legal order A–R (stored values, and sent ones, may hold anything). */
export function normalizeAllergens(codes: unknown): AllergenCode[] {
  const set = new Set(Array.isArray(codes) ? codes.filter(isAllergenCode) : [])
  return ALLERGEN_CODES.filter((code) => set.has(code))
}

/** The union of several lists (a product and its chosen options), ordered A–R. */
export function mergeAllergens(...lists: (readonly unknown[] | null | undefined)[]): AllergenCode[] {
  return normalizeAllergens(lists.flatMap((list) => (Array.isArray(list) ? list : [])))
}

/** "A, C, G" (empty string for none). */
export const formatAllergens = (codes: readonly unknown[] | null | undefined): string => normalizeAllergens(codes).join(', ')

/** The legend of these codes: "A = Gluten, G = Milch/Laktose". */
export const allergenLegend = (codes: readonly unknown[] | null | undefined): string =>
  normalizeAllergens(codes)
    .map((code) => `${code} = ${allergenName(code)}`)
    .join(', ')

const fold = (text: string): string => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')

/** German words of the old free texts (beyond the codes) → code; folded (lower case, no accents). */
const WORDS: ReadonlyMap<string, AllergenCode> = new Map<string, AllergenCode>(
  [
      ['gluten', 'A'], ['glutenhaltiges getreide', 'A'], ['weizen', 'A'], ['krebstiere', 'B'], ['ei', 'C'], ['eier', 'C'],
      ['fisch', 'D'], ['erdnuss', 'E'], ['erdnusse', 'E'], ['soja', 'F'], ['milch', 'G'], ['laktose', 'G'],
      ['milch/laktose', 'G'], ['schalenfruchte', 'H'], ['nusse', 'H'], ['sellerie', 'L'], ['senf', 'M'], ['sesam', 'N'],
      ['sulfite', 'O'], ['schwefeldioxid', 'O'], ['lupinen', 'P'], ['weichtiere', 'R'],
  ],
)

export type ParsedAllergens = { codes: AllergenCode[]; unknown: string[] }

/**
 * The old free text ("A, C, G", "a c g", "ACG", "Gluten, Milch") as codes; every piece that is neither a code nor a
 * known German name is returned in `unknown` (e.g. "K": no Austrian code), so a migration can report it.
 */
export function parseAllergens(text: string | null | undefined): ParsedAllergens {
  const codes: AllergenCode[] = []
  const unknown: string[] = []
  for (const raw of (text ?? '').split(/[,;/|+\n]+|\s+und\s+/i)) {
    const piece = raw.trim().replace(/^allergene?:?\s*/i, '').replace(/[.()]/g, '').trim()
    if (piece === '') continue
    const named = WORDS.get(fold(piece))
    if (named) {
      codes.push(named)
      continue
    }
    // letters separated by blanks ("A C G") or run together ("ACG") count only when each is a code: "kann" is no A, N
    for (const word of piece.split(/\s+/)) {
      const letters = word.toUpperCase()
      const code = WORDS.get(fold(word))
      if (code) codes.push(code)
      else if (/^[A-Z]+$/.test(letters) && [...letters].every(isAllergenCode)) codes.push(...([...letters] as AllergenCode[]))
      else unknown.push(word)
    }
  }
  return { codes: normalizeAllergens(codes), unknown: [...new Set(unknown)] }
}

/** What a product declares: its codes, and whether it states that it contains none. */
export type AllergenDeclaration = {
  readonly allergens?: readonly unknown[] | null
  readonly allergenFree?: boolean | null
}

/** The shown declaration: "A, C, G", the "none" text, or null when the product declares nothing. */
export function allergenDeclarationText(product: AllergenDeclaration): string | null {
  const codes = formatAllergens(product.allergens)
  if (codes) return codes
  return product.allergenFree === true ? NO_ALLERGENS_TEXT : null
}

/** A sent list that is no list of the 14 codes (a text, a number, „K“): refused, not silently dropped. */
export const invalidAllergenInput = (value: unknown): boolean =>
  value !== null && value !== undefined && (!Array.isArray(value) || !value.every(isAllergenCode))

/**
 * The publish rule: an active (public) product states its allergens or that it contains none; a product may not do
 * both. Returns the German message, or null when the product may be saved.
 */
export function allergenDeclarationError(product: AllergenDeclaration & { readonly isEnabled?: boolean | null }): string | null {
  const codes = normalizeAllergens(product.allergens)
  if (codes.length > 0 && product.allergenFree === true) return ALLERGEN_MESSAGES.contradictory
  if (product.isEnabled !== false && codes.length === 0 && product.allergenFree !== true) return ALLERGEN_MESSAGES.undeclared
  return null
}

/** A product with configurable parts whose options may add allergens (structural: records and domain inputs alike). */
export type AllergenProduct = {
  readonly type?: string | null
  readonly allergens?: readonly unknown[] | null
  readonly config?: {
    readonly parts?:
      | readonly {
          readonly type?: string | null
          readonly options?: readonly { readonly name: string; readonly allergens?: readonly unknown[] | null }[] | null
        }[]
      | null
  } | null
}

/** The chosen value of one part, aligned with the product's parts (as CartPartValue). */
export type AllergenPartValue = { readonly value?: string | null; readonly values?: readonly string[] | null } | null | undefined

/** The allergens of one configured item: the product's plus those of the options chosen (only a configurable product has parts). */
export function itemAllergens(product: AllergenProduct, values: readonly AllergenPartValue[] | null | undefined): AllergenCode[] {
  if (product.type !== 'configurable') return normalizeAllergens(product.allergens)
  const chosen = (product.config?.parts ?? []).flatMap((part, index) => {
    const value = values?.[index]
    const names = part.type === 'multiselect' ? (value?.values ?? []) : part.type === 'select' && value?.value ? [value.value] : []
    return (part.options ?? []).filter((option) => names.includes(option.name)).map((option) => option.allergens)
  })
  return mergeAllergens(product.allergens, ...chosen)
}
