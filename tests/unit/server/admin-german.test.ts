import { de } from '@payloadcms/translations/languages/de'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { formalGerman } from '../../../platform/admin/i18n/formalGerman'
import { withGermanDateFormats } from '../../../platform/fields/germanAdmin'
import { moneyField } from '../../../platform/fields/money'

const INFORMAL = /\b(gib|Gib|dein\w*|Dein\w*|du|Du|dich|dir|bist|hast|kannst|musst|möchtest|Möchtest|wirst|warst|wurdest|erhältst|überprüfe|klicke|kopiere|ignoriere|verifiziere|wähle|Wähle|gehe|versuche|Speichere|verlässt|fortfährst|übernimmst|anmeldest)\b/

describe('the admin speaks one formal German', () => {
  it('overrides every informal text of Payload’s German translation', () => {
    const merged: Record<string, Record<string, unknown>> = {}
    for (const [ns, texts] of Object.entries(de.translations)) merged[ns] = { ...texts }
    for (const [ns, texts] of Object.entries(formalGerman)) merged[ns] = { ...merged[ns], ...texts }
    const informal = Object.entries(merged).flatMap(([ns, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => typeof text === 'string' && INFORMAL.test(text))
        .map(([key, text]) => `${ns}.${key}: ${String(text)}`),
    )
    expect(informal).toEqual([])
  })

  it('only overrides keys Payload has', () => {
    for (const [ns, texts] of Object.entries(formalGerman)) {
      const original = (de.translations as Record<string, Record<string, unknown>>)[ns]
      for (const key of Object.keys(texts)) expect(original?.[key], `${ns}.${key}`).toBeTypeOf('string')
    }
  })

  it('shows booleans as Ja/Nein', () => {
    expect(formalGerman.general.true).toBe('Ja')
    expect(formalGerman.general.false).toBe('Nein')
  })
})

describe('money fields in the admin', () => {
  const field = moneyField('price', 'Preis brutto')
  const validate = field.validate as unknown as (value: unknown) => true | string

  it('use the euro component in forms and lists and keep the label free of "Cent"', () => {
    expect(field.label).toBe('Preis brutto')
    expect(field.admin?.components?.Field).toBe('/platform/admin/MoneyField#MoneyField')
    expect(field.admin?.components?.Cell).toBe('/platform/admin/MoneyField#MoneyCell')
  })

  it('refuse text that is not an amount with a formal German message', () => {
    expect(validate(490)).toBe(true)
    expect(validate(null)).toBe(true)
    expect(validate('4,9x')).toBe('Bitte geben Sie einen Betrag in Euro ein, z. B. 12,90.')
    expect(validate(4.5)).toBe('Bitte geben Sie einen Betrag in Euro ein, z. B. 12,90.')
    expect(validate(-1)).toBe('Bitte geben Sie einen Betrag ab 0,00 € ein.')
  })
})

describe('date fields in the admin', () => {
  it('get German display formats wherever they are nested, own formats win', () => {
    const fields: Field[] = [
      { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'day', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } }] }] },
      { name: 'list', type: 'array', fields: [{ type: 'row', fields: [{ name: 'plain', type: 'date' }] }] },
      { name: 'own', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'HH:mm' } } },
    ]
    type Node = { admin?: { date?: Record<string, unknown> }; fields?: Node[]; tabs?: { fields: Node[] }[] }
    const [at, tabs, list, own] = withGermanDateFormats(fields) as unknown as Node[]
    expect(at?.admin?.date).toMatchObject({ displayFormat: 'dd.MM.yyyy HH:mm', timeFormat: 'HH:mm' })
    expect(tabs?.tabs?.[0]?.fields[0]?.admin?.date?.displayFormat).toBe('dd.MM.yyyy')
    expect(list?.fields?.[0]?.fields?.[0]?.admin?.date?.displayFormat).toBe('dd.MM.yyyy')
    expect(own?.admin?.date?.displayFormat).toBe('HH:mm')
  })
})
