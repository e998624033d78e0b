/**
 * Personal data (issue 34, GDPR Art. 15/17/20): how long orders are kept for the accounts (the legal bases), when an
 * order, lead or contact message is due for anonymisation or deletion, the CSV form of an export (RFC 4180) and the
 * privacy text generated from what Tresen stores and sends. Pure: `now` and the time zone are parameters.
 */
import { zoneOffsetMinutes } from './time-zone'

/** The retention rules an admin can choose (settings "Datenschutz"); the years count after the end of the order's year. */
export const RETENTION_BASES = {
  'at-bao-132': { years: 7, label: 'Österreich: 7 Jahre (§ 132 Abs. 1 BAO)' },
  'de-ao-147-8': { years: 8, label: 'Deutschland: 8 Jahre für Buchungsbelege (§ 147 Abs. 3 AO, § 257 Abs. 4 HGB)' },
  'de-ao-147-10': { years: 10, label: 'Deutschland: 10 Jahre für Bücher und Abschlüsse (§ 147 Abs. 3 AO, § 257 Abs. 4 HGB)' },
} as const

export type RetentionBasis = keyof typeof RETENTION_BASES
export const DEFAULT_RETENTION_BASIS: RetentionBasis = 'at-bao-132'
/** Contact messages and leads no customer came of are deleted after this many months unless the settings say otherwise. */
export const DEFAULT_CONTACT_RETENTION_MONTHS = 12
export const DEFAULT_LEAD_RETENTION_MONTHS = 12

export const isRetentionBasis = (value: unknown): value is RetentionBasis => typeof value === 'string' && Object.hasOwn(RETENTION_BASES, value)

export interface RetentionSettings {
  readonly retentionBasis?: string | null
  /** Overrides the basis' years when set (whole years ≥ 1). */
  readonly orderRetentionYears?: number | null
  readonly contactMessageRetentionMonths?: number | null
  readonly leadRetentionMonths?: number | null
}

export interface RetentionRule {
  readonly basis: RetentionBasis
  readonly years: number
  /** The legal basis as shown in the admin and the privacy text. */
  readonly label: string
}

const wholeAtLeast = (value: number | null | undefined, min: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= min ? Math.floor(value) : null

export function retentionRule(settings: RetentionSettings): RetentionRule {
  const basis = isRetentionBasis(settings.retentionBasis) ? settings.retentionBasis : DEFAULT_RETENTION_BASIS
  const own = wholeAtLeast(settings.orderRetentionYears, 1)
  const { years, label } = RETENTION_BASES[basis]
  return own === null || own === years ? { basis, years, label } : { basis, years: own, label: `${label}; eingestellt: ${own} Jahre` }
}

/** The instant 1 January 00:00 of `year` in `timeZone`. */
export function startOfYear(year: number, timeZone: string): number {
  const wall = Date.UTC(year, 0, 1)
  // the offset at the wall-clock instant, read again at the corrected instant (exact across a zone's rule change)
  const first = wall - zoneOffsetMinutes(timeZone, wall) * 60_000
  return wall - zoneOffsetMinutes(timeZone, first) * 60_000
}

/** The calendar year of `now` in `timeZone`. */
export function yearIn(now: number, timeZone: string): number {
  return new Date(now + zoneOffsetMinutes(timeZone, now) * 60_000).getUTCFullYear()
}

/**
 * Orders created before this instant are anonymised: those whose calendar year ended more than `years` years ago
 * (the retention periods of BAO and AO start with the end of the calendar year). 2026 with 7 years: before 1 Jan 2019,
 * i.e. the orders of 2018 and earlier.
 */
export function orderAnonymisationCutoff(now: number, timeZone: string, years: number): number {
  return startOfYear(yearIn(now, timeZone) - years, timeZone)
}

/** `months` calendar months before `now` (UTC months: a day's difference does not matter for a period of months). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.getTime()
}

export interface PersonalDataCutoffs {
  readonly orders: number
  readonly contactMessages: number
  readonly leads: number
  readonly rule: RetentionRule
}

export function personalDataCutoffs(now: number, timeZone: string, settings: RetentionSettings): PersonalDataCutoffs {
  const rule = retentionRule(settings)
  return {
    rule,
    orders: orderAnonymisationCutoff(now, timeZone, rule.years),
    contactMessages: monthsBefore(now, wholeAtLeast(settings.contactMessageRetentionMonths, 1) ?? DEFAULT_CONTACT_RETENTION_MONTHS),
    leads: monthsBefore(now, wholeAtLeast(settings.leadRetentionMonths, 1) ?? DEFAULT_LEAD_RETENTION_MONTHS),
  }
}

/**
 * The personal fields of an order, emptied by an erasure or the anonymisation job (lines, amounts, taxes, payment and
 * state stay for the accounts). Names as in the orders collection.
 */
export const ORDER_PERSONAL_FIELDS = [
  'firstName', 'lastName', 'companyName', 'vatNumber', 'email', 'phone',
  'street', 'floor', 'stairway', 'door', 'zipCode', 'city',
  'deliveryStreet', 'deliveryFloor', 'deliveryStairway', 'deliveryDoor', 'deliveryZipCode', 'deliveryCity',
  'comment',
] as const

// ---------------------------------------------------------------------------
// CSV (RFC 4180)
// ---------------------------------------------------------------------------

export type CsvCell = string | number | boolean | null | undefined

/** One field: quoted when it holds a comma, quote, CR or LF (quotes doubled); null/undefined as the empty field. */
export function csvField(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows → RFC 4180 text: fields separated by commas, records by CRLF (also after the last one). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '')
}

/** A nested value as one CSV cell: objects and lists as JSON, the rest as they are. */
export function csvValue(value: unknown): CsvCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return JSON.stringify(value)
}

/**
 * An export's sections as one CSV: a header `Bereich,ID,Feld,Wert` and one line per stored field (a "long" table, so
 * sections of different shape fit one file that a spreadsheet opens).
 */
export function exportToCsv(sections: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>): string {
  const rows: CsvCell[][] = [['Bereich', 'ID', 'Feld', 'Wert']]
  for (const [section, records] of Object.entries(sections)) {
    for (const record of records) {
      const id = csvValue(record.id)
      for (const [field, value] of Object.entries(record)) {
        if (field === 'id') continue
        rows.push([section, id, field, csvValue(value)])
      }
    }
  }
  return toCsv(rows)
}

// ---------------------------------------------------------------------------
// The privacy text
// ---------------------------------------------------------------------------

export interface PrivacyFacts {
  readonly shopName: string | null
  readonly businessName: string | null
  readonly address: string | null
  readonly email: string | null
  readonly emailConfigured: boolean
  readonly smsConfigured: boolean
  readonly stripeConfigured: boolean
  readonly datatransConfigured: boolean
  readonly customerSaving: boolean
  readonly rule: RetentionRule
  readonly contactMessageMonths: number
  readonly leadMonths: number
}

/**
 * The privacy section (Markdown) generated from what Tresen stores and sends: a starting point the shop adapts (the
 * controller, the hoster and any further processors are the shop's to add).
 */
export function privacyText(facts: PrivacyFacts): string {
  const controller = [facts.businessName ?? facts.shopName, facts.address, facts.email].filter((p): p is string => Boolean(p)).join(', ')
  const processors: string[] = []
  if (facts.emailConfigured) processors.push('- **E-Mail-Versand** über den SMTP-Server des Betriebs: Bestellbestätigungen und Statusmeldungen an Ihre E-Mail-Adresse.')
  if (facts.smsConfigured) processors.push('- **SMS-Versand** über den SMS-Anbieter des Betriebs: Statusmeldungen an Ihre Telefonnummer, wenn Sie dies wünschen.')
  if (facts.stripeConfigured) processors.push('- **Stripe** (Stripe Payments Europe Ltd., Irland) für Online-Zahlungen: Betrag, Bestellreferenz und die Zahlungsdaten, die Sie bei Stripe eingeben.')
  if (facts.datatransConfigured) processors.push('- **Datatrans** (Datatrans AG, Schweiz; Angemessenheitsbeschluss der EU-Kommission) für Online-Zahlungen: Betrag, Bestellreferenz und die Zahlungsdaten, die Sie bei Datatrans eingeben.')
  const lines = [
    '## Datenschutz bei Bestellungen',
    '',
    `**Verantwortlicher:** ${controller || '[Name, Anschrift und E-Mail-Adresse des Betriebs]'}`,
    '',
    '### Welche Daten wir speichern',
    '',
    '- **Bestellungen:** Name, Firma und UID-Nummer (falls angegeben), E-Mail-Adresse, Telefonnummer, Liefer- bzw. Rechnungsadresse, Anmerkungen, die bestellten Positionen, Beträge und Steuern, die Zahlungsart und den Status. Rechtsgrundlage: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
    '- **Hochgeladene Dateien** zu Produkten (z. B. ein Bild für eine Torte) werden mit der Bestellung gespeichert; nicht verwendete Dateien löschen wir nach 24 Stunden.',
    ...(facts.customerSaving
      ? ['- **Kundendaten für künftige Bestellungen** speichern wir nur, wenn Sie „Meine Daten für künftige Bestellungen speichern“ wählen (Einwilligung, Art. 6 Abs. 1 lit. a DSGVO); Sie können sie jederzeit widerrufen.']
      : []),
    '- **Bewertungen** zu einer Bestellung (Sterne und Kommentar) speichern wir mit der Bestellung.',
    `- **Kontaktanfragen** (Name, E-Mail-Adresse, Telefonnummer, Nachricht) speichern wir zur Bearbeitung und löschen sie nach ${facts.contactMessageMonths} Monaten; Anfragen, aus denen keine Kundenbeziehung entstanden ist, nach ${facts.leadMonths} Monaten.`,
    '- **Zugriffsstatistik:** ohne Cookies und ohne Speicherung Ihrer IP-Adresse, nur auf unserem eigenen Server und erst nach Ihrer Einwilligung im Cookie-Hinweis (§ 165 Abs. 3 TKG 2021 bzw. § 25 TDDDG). Ihre Einwilligung speichern wir als Nachweis (Zeitpunkt, Kategorien, Version des Hinweises), ohne IP-Adresse.',
    '',
    '### Wie lange wir Daten aufbewahren',
    '',
    `Bestellungen bewahren wir wegen der gesetzlichen Aufbewahrungspflicht auf (${facts.rule.label}; Art. 6 Abs. 1 lit. c DSGVO). Die Frist beginnt mit dem Ende des Kalenderjahres der Bestellung. Danach entfernen wir Name, Kontaktdaten, Adresse und Anmerkungen automatisch; Positionen, Beträge und Steuern bleiben ohne Personenbezug für die Buchhaltung.`,
    '',
    '### Empfänger',
    '',
    ...(processors.length > 0 ? processors : ['- Es sind keine externen Dienste für Versand oder Zahlung eingerichtet.']),
    '',
    '### Ihre Rechte',
    '',
    'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21) sowie auf Beschwerde bei der Datenschutzbehörde. Schreiben Sie uns dazu an die oben genannte Adresse; wir schicken Ihnen Ihre Daten als JSON- oder CSV-Datei. Bei einer Löschung bleiben nur die Bestellpositionen, Beträge und Steuern ohne Personenbezug, solange die gesetzliche Aufbewahrungsfrist läuft.',
  ]
  return lines.join('\n')
}
