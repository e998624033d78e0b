import type { Field } from 'payload'

/** Date display in the admin forms (Payload's picker defaults are US patterns such as 'MMM d, yyy h:mm a'). */
export const DATE_DISPLAY_FORMATS = {
  default: 'dd.MM.yyyy',
  dayOnly: 'dd.MM.yyyy',
  dayAndTime: 'dd.MM.yyyy HH:mm',
  timeOnly: 'HH:mm',
  monthOnly: 'MM.yyyy',
} as const

type AnyField = Field & { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[] }

/**
 * Gives every date field a German display format ('dd.MM.yyyy HH:mm', 24-hour picker) unless it sets its own,
 * through rows, groups, arrays, tabs, collapsibles and blocks. Applied once to all collections and globals.
 */
export function withGermanDateFormats<T extends Field>(fields: T[]): T[] {
  return fields.map((field) => {
    const f = field as AnyField
    if (f.type === 'date') {
      const date = f.admin?.date ?? {}
      const appearance = date.pickerAppearance ?? 'default'
      return {
        ...f,
        admin: { ...f.admin, date: { displayFormat: DATE_DISPLAY_FORMATS[appearance], timeFormat: 'HH:mm', ...date } },
      } as T
    }
    const next: AnyField = { ...f }
    if (f.fields) next.fields = withGermanDateFormats(f.fields)
    if (f.tabs) next.tabs = f.tabs.map((tab) => ({ ...tab, fields: withGermanDateFormats(tab.fields) }))
    if (f.blocks) next.blocks = f.blocks.map((block) => ({ ...block, fields: withGermanDateFormats(block.fields) }))
    return next as T
  })
}
