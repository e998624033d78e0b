/** domain/privacy.ts (issue 34): the retention rules, the anonymisation cutoff with pinned clocks, RFC 4180 CSV, the privacy text. */
import { describe, expect, it } from 'vitest'

import {
  csvField,
  exportToCsv,
  monthsBefore,
  orderAnonymisationCutoff,
  personalDataCutoffs,
  privacyText,
  retentionRule,
  toCsv,
} from '../../../domain/privacy'

const VIENNA = 'Europe/Vienna'

describe('retention rule', () => {
  it('defaults to Austria 7 years (§ 132 BAO), takes the German 8/10 years and an own number of years', () => {
    expect(retentionRule({})).toMatchObject({ basis: 'at-bao-132', years: 7 })
    expect(retentionRule({ retentionBasis: 'de-ao-147-10' })).toMatchObject({ basis: 'de-ao-147-10', years: 10 })
    expect(retentionRule({ retentionBasis: 'de-ao-147-8' }).label).toContain('§ 147 Abs. 3 AO')
    expect(retentionRule({ retentionBasis: 'quatsch', orderRetentionYears: 9 })).toMatchObject({ basis: 'at-bao-132', years: 9 })
    expect(retentionRule({ orderRetentionYears: 0 }).years).toBe(7)
  })
})

describe('anonymisation cutoff (pinned clocks)', () => {
  it('is 1 January of (current year − years) in the shop\'s zone: in 2026 the orders of 2018 and earlier', () => {
    expect(new Date(orderAnonymisationCutoff(Date.parse('2026-06-15T10:00:00Z'), VIENNA, 7)).toISOString()).toBe('2018-12-31T23:00:00.000Z')
    // New Year's Eve 23:30 in Vienna is still the old year, so the cutoff does not move yet
    expect(new Date(orderAnonymisationCutoff(Date.parse('2026-12-31T22:30:00Z'), VIENNA, 7)).toISOString()).toBe('2018-12-31T23:00:00.000Z')
    // half an hour later it is 2027 in Vienna: the orders of 2019 are due
    expect(new Date(orderAnonymisationCutoff(Date.parse('2026-12-31T23:30:00Z'), VIENNA, 7)).toISOString()).toBe('2019-12-31T23:00:00.000Z')
    expect(new Date(orderAnonymisationCutoff(Date.parse('2026-06-15T10:00:00Z'), 'Europe/Berlin', 10)).toISOString()).toBe('2015-12-31T23:00:00.000Z')
  })

  it('counts months for contact messages and leads, with the defaults of 12', () => {
    const now = Date.parse('2026-06-15T10:00:00Z')
    expect(new Date(monthsBefore(now, 12)).toISOString()).toBe('2025-06-15T10:00:00.000Z')
    const cutoffs = personalDataCutoffs(now, VIENNA, { contactMessageRetentionMonths: 6 })
    expect(new Date(cutoffs.contactMessages).toISOString()).toBe('2025-12-15T10:00:00.000Z')
    expect(new Date(cutoffs.leads).toISOString()).toBe('2025-06-15T10:00:00.000Z')
  })
})

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, doubles quotes, ends records with CRLF', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('er sagte "hallo"')).toBe('"er sagte ""hallo"""')
    expect(csvField('zwei\nZeilen')).toBe('"zwei\nZeilen"')
    expect(csvField(null)).toBe('')
    expect(toCsv([['a', 1, true], ['x,y', null, 'ü']])).toBe('a,1,true\r\n"x,y",,ü\r\n')
  })

  it('writes an export as one line per stored field, nested values as JSON', () => {
    const csv = exportToCsv({ orders: [{ id: 7, email: 'a@b.at', items: [{ name: 'Suppe' }] }], leads: [] })
    expect(csv).toBe('Bereich,ID,Feld,Wert\r\norders,7,email,a@b.at\r\norders,7,items,"[{""name"":""Suppe""}]"\r\n')
  })
})

describe('privacy text', () => {
  const facts = {
    shopName: 'Gasthaus Muster',
    businessName: null,
    address: 'Hauptplatz 1, 8010 Graz',
    email: 'office@example.at',
    emailConfigured: true,
    smsConfigured: false,
    stripeConfigured: true,
    datatransConfigured: false,
    customerSaving: true,
    rule: retentionRule({}),
    contactMessageMonths: 12,
    leadMonths: 12,
  }

  it('names the processors that are configured and only those, the retention basis and the cookieless statistics', () => {
    const text = privacyText(facts)
    expect(text).toContain('Gasthaus Muster, Hauptplatz 1, 8010 Graz, office@example.at')
    expect(text).toContain('**Stripe**')
    expect(text).toContain('SMTP')
    expect(text).not.toContain('Datatrans')
    expect(text).not.toContain('SMS-Versand')
    expect(text).toContain('§ 132 Abs. 1 BAO')
    expect(text).toContain('ohne Cookies')
    expect(text).toContain('§ 25 TDDDG')
  })

  it('says so when nothing is configured', () => {
    expect(privacyText({ ...facts, emailConfigured: false, stripeConfigured: false })).toContain('Es sind keine externen Dienste')
  })
})
