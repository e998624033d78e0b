/**
 * What the demo shows beyond the catalogue (docs/demo.md): the order devices, the TV with its stream, the QR codes,
 * the image templates, and the parameters of the 60 days of generated history (seed/demo.ts).
 */
import type { BranchKey } from './business'

/** Marks of the generated history, so it can be told apart and removed (seed/remove-demo-history.sql). */
export const DEMO_MARK = {
  /** `orders.idempotency_key` prefix of every generated order. */
  orderKeyPrefix: 'demo-history:',
  /** `analytics_events.data` of every generated event contains this. */
  eventData: { demo: true },
  /** `working_activities.note` and `working_schedules.note` of the demo employee's generated rows. */
  note: 'Demo-Verlauf',
} as const

/** The seed's PRNG key: the same key and `now` give the same history. */
export const DEMO_SEED_KEY = 'tresen-demo-1'

/** Days of history before the seed's day (the seed's own day stays empty: today's orders are real ones). */
export const DEMO_HISTORY_DAYS = 60

/** Per branch: orders and visitors without an order on an average day (scaled by weekday and a slow growth). */
export const DEMO_BRANCH_VOLUME: Readonly<Partial<Record<BranchKey, { orders: number; visitors: number }>>> = {
  wien: { orders: 16, visitors: 40 },
  graz: { orders: 8, visitors: 22 },
  linz: { orders: 5, visitors: 14 },
}

/** Visitors per day without a branch (start page, content pages). */
export const DEMO_SITE_VISITORS = 18

/**
 * What the generated orders contain: product article numbers with a weight (simple products at a fixed price, no
 * parts, no lead time — an order the storefront accepts as it is). Weights are relative.
 */
export const DEMO_BASKET: readonly { sku: string; weight: number }[] = [
  { sku: 'GW-ZWIEBELROSTBRATEN', weight: 6 },
  { sku: 'GW-TAFELSPITZ', weight: 5 },
  { sku: 'GW-KAESESPAETZLE', weight: 7 },
  { sku: 'GW-FIAKERGULASCH', weight: 8 },
  { sku: 'GW-BAERLAUCHRISOTTO', weight: 4 },
  { sku: 'GW-BACKHENDLSALAT', weight: 6 },
  { sku: 'GW-FLAMMKUCHEN', weight: 6 },
  { sku: 'GW-POMMES', weight: 7 },
  { sku: 'GW-FRITTATENSUPPE', weight: 6 },
  { sku: 'GW-GULASCHSUPPE', weight: 7 },
  { sku: 'GW-KUERBISCREMESUPPE', weight: 4 },
  { sku: 'GW-LIPTAUERBROT', weight: 3 },
  { sku: 'GW-APFELSTRUDEL', weight: 5 },
  { sku: 'GW-SACHERTORTE', weight: 5 },
  { sku: 'GW-KAISERSCHMARRN', weight: 4 },
  { sku: 'GW-ALMDUDLER', weight: 9 },
  { sku: 'GW-ROEMERQUELLE', weight: 7 },
  { sku: 'GW-STIEGL', weight: 8 },
  { sku: 'GW-MELANGE', weight: 8 },
]

export const DEMO_FIRST_NAMES = ['Anna', 'Lukas', 'Sophie', 'David', 'Lena', 'Tobias', 'Marie', 'Florian', 'Julia', 'Stefan', 'Katharina', 'Michael', 'Sarah', 'Thomas', 'Eva', 'Andreas']
export const DEMO_LAST_NAMES = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid']

/** The front-desk and kitchen screens of Wien (docs/device-screens.md); keys are made in the admin. */
export const DEMO_DEVICES = [
  { identifier: 'demo-frontdesk-wien', name: 'Abholung Theke Wien', type: 'frontdesk' },
  { identifier: 'demo-kueche-wien', name: 'Küche Wien', type: 'backoffice' },
] as const

export const DEMO_SIGNAGE = {
  menuScene: {
    name: 'Speisekarte Mittag',
    headline: 'Mittagstisch',
    text: 'Gulaschsuppe 6,90 €\nFiakergulasch 16,90 €\nKäsespätzle 14,90 €\nZwiebelrostbraten 24,90 €\nApfelstrudel 5,90 €',
  },
  readyScene: { name: 'Abholbereit', headline: 'Abholbereit', text: 'Ihre Nummer erscheint hier, sobald die Bestellung fertig ist.' },
  segments: {
    menu: { name: 'Speisekarte (Mittag)', duration: 20 },
    tip: { name: 'Tagestipp', duration: 10, text: 'Heute frisch: Kürbiscremesuppe mit Kernöl – 5,80 €' },
    ready: { name: 'Abholbereit (Vollbild)', duration: 10 },
  },
  stream: { name: 'Theke Wien – Speisekarte & Abholbereit', description: 'Speisekarte und Tagestipp, rechts die abholbereiten Nummern.' },
  tv: { identifier: 'demo-tv-theke-wien', name: 'TV Theke Wien' },
} as const

/** QR codes besides one per Wien table ('Tisch T1' …). */
export const DEMO_QR_CODES = [
  { name: 'Plakat Schaufenster Wien', origin: 'poster', target: '/store/wien', branch: 'wien' },
  { name: 'Flyer Catering', origin: 'flyer', target: '/catering', branch: null },
] as const satisfies readonly { name: string; origin: string; target: string; branch: BranchKey | null }[]
