/**
 * The demo business "Genusswerk": one division, four branches (three public, one inactive pop-up),
 * tables, branch tags and donation recipients. Relations are given by key and resolved in seed/index.ts.
 */
import type { OpeningHoursRuleType } from '../../domain/types'
import type { ImageKey } from '../images'

export interface RuleSeed {
  readonly type: OpeningHoursRuleType
  /** 'YYYY-MM-DD' for once rules. */
  readonly date?: string
  readonly isClosed?: boolean
  readonly from?: string
  readonly to?: string
}

export interface DeliveryAreaSeed {
  readonly area: string
  /** Fee in cents, gross. */
  readonly price: number
  /** Percent. */
  readonly tax: number
  readonly free: boolean
  readonly freeFromOrderValue: number
  readonly minimumOrderValue: number
  /** The postcodes the area serves: the checkout takes the area from the delivery PLZ (issue 33). */
  readonly postcodes: readonly string[]
  readonly note?: string
}

export const DIVISION = {
  identifier: 'genusswerk',
  name: 'Genusswerk GmbH',
  title: 'Genusswerk – Österreichische Küche',
  description: 'Wirtshausküche, Feinkost und Catering aus Wien, Graz und Linz.',
  logo: 'logo' as ImageKey,
} as const

export const TAGS = [
  { key: 'lieferung', name: 'Lieferung' },
  { key: 'dine-in', name: 'Dine In' },
  { key: 'terrasse', name: 'Schanigarten' },
  { key: 'rund-um-die-uhr', name: 'Rund um die Uhr' },
  { key: 'catering', name: 'Catering' },
  { key: 'barrierefrei', name: 'Barrierefrei' },
  { key: 'pop-up', name: 'Pop-up' },
] as const

export type TagKey = (typeof TAGS)[number]['key']

export type BranchKey = 'wien' | 'graz' | 'linz' | 'salzburg-popup'

const WEEKDAYS_MO_FR = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

/** Wien: split shifts Mo–Fr (consecutive rules of the same weekday accumulate), Sa all day, So closed. */
const WIEN_OPENING_HOURS: RuleSeed[] = [
  ...WEEKDAYS_MO_FR.flatMap((day): RuleSeed[] => [
    { type: day, from: '11:00', to: '14:30' },
    { type: day, from: '17:30', to: '22:00' },
  ]),
  { type: 'saturday', from: '11:00', to: '22:00' },
  { type: 'sunday', isClosed: true },
]

/** Wien delivers Mo–Sa 11:30–21:30: a daily rule, overridden by a closed Sunday. */
const WIEN_DELIVERY_HOURS: RuleSeed[] = [
  { type: 'daily', from: '11:30', to: '21:30' },
  { type: 'sunday', isClosed: true },
]

/** Linz: office hours, late shifts into the next day on Friday and Saturday, fixed once rules. */
const LINZ_OPENING_HOURS: RuleSeed[] = [
  { type: 'daily', from: '09:00', to: '17:00' },
  { type: 'friday', from: '09:00', to: '14:00' },
  { type: 'friday', from: '18:00', to: '02:00' },
  { type: 'saturday', from: '18:00', to: '02:00' },
  { type: 'sunday', isClosed: true },
  { type: 'once', date: '2026-12-24', isClosed: true },
  { type: 'once', date: '2026-12-31', from: '18:00', to: '03:00' },
]

export interface BranchSeed {
  readonly identifier: BranchKey
  readonly name: string
  readonly description: string
  readonly street: string
  readonly zipCode: string
  readonly city: string
  readonly phone: string
  readonly email: string
  readonly latitude: number
  readonly longitude: number
  readonly keywords: string
  readonly tags: readonly TagKey[]
  readonly images: readonly ImageKey[]
  readonly isPublic: boolean
  readonly sort: number
  readonly closedMessage?: string
  readonly openingHours: readonly RuleSeed[]
  readonly isDeliveryHoursEnabled: boolean
  readonly deliveryHours: readonly RuleSeed[]
  readonly orderableFrom?: string
  readonly isTakeawayEnabled: boolean
  readonly isDeliveryEnabled: boolean
  readonly isDineInEnabled: boolean
  readonly isTableSelectionEnabled: boolean
  readonly isPreorderEnabled: boolean
  readonly isAppointmentRequired: boolean
  readonly isQuotationRequired: boolean
  readonly isDeliveryEmailRequired: boolean
  readonly isDeliveryPhoneRequired: boolean
  readonly isDeliveryAddressRequired: boolean
  readonly isDineInEmailRequired: boolean
  readonly isDineInPhoneRequired: boolean
  readonly isDineInAddressRequired: boolean
  readonly isTakeawayEmailRequired: boolean
  readonly isTakeawayPhoneRequired: boolean
  readonly isTakeawayAddressRequired: boolean
  readonly isCashEnabled: boolean
  readonly isATMCardEnabled: boolean
  readonly isVoucherEnabled: boolean
  readonly isStripeEnabled: boolean
  readonly isDatatransEnabled: boolean
  readonly deliveryAreas: readonly DeliveryAreaSeed[]
}

const NO_EXTRA_FLAGS = {
  isDeliveryEmailRequired: false,
  isDeliveryPhoneRequired: false,
  isDeliveryAddressRequired: false,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
  isTakeawayEmailRequired: false,
  isTakeawayPhoneRequired: false,
  isTakeawayAddressRequired: false,
  isCashEnabled: true,
  isATMCardEnabled: false,
  isVoucherEnabled: false,
  isStripeEnabled: false,
  isDatatransEnabled: false,
} as const

export const BRANCHES: readonly BranchSeed[] = [
  {
    ...NO_EXTRA_FLAGS,
    identifier: 'wien',
    name: 'Genusswerk Wien',
    description: 'Unser Stammhaus im 7. Bezirk: Wirtshausküche mittags und abends, Lieferung in den 6., 7. und 15. Bezirk.',
    street: 'Neubaugasse 25',
    zipCode: '1070',
    city: 'Wien',
    phone: '+43 1 5234567',
    email: 'wien@genusswerk.demo',
    latitude: 48.20052,
    longitude: 16.34913,
    keywords: 'Neubau, Mariahilf, Westbahnhof, Schnitzel, Mittagsmenü',
    tags: ['lieferung', 'dine-in', 'terrasse', 'barrierefrei'],
    images: ['branch-wien', 'cat-hauptspeisen'],
    isPublic: true,
    sort: 1,
    closedMessage: 'Wir haben gerade geschlossen. Sie können gerne für später vorbestellen.',
    openingHours: WIEN_OPENING_HOURS,
    isDeliveryHoursEnabled: true,
    deliveryHours: WIEN_DELIVERY_HOURS,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    isPreorderEnabled: true,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isDeliveryEmailRequired: true,
    isDeliveryPhoneRequired: true,
    isDeliveryAddressRequired: true,
    deliveryAreas: [
      { area: '1070 Neubau', postcodes: ['1070'], price: 290, tax: 20, free: false, freeFromOrderValue: 2500, minimumOrderValue: 1500 },
      { area: '1060 Mariahilf', postcodes: ['1060'], price: 390, tax: 20, free: false, freeFromOrderValue: 0, minimumOrderValue: 2000 },
      {
        area: '1150 Rudolfsheim-Fünfhaus',
        postcodes: ['1150'],
        note: 'Lieferung mit dem Lastenrad, meist in 45 Minuten.',
        price: 0,
        tax: 20,
        free: true,
        freeFromOrderValue: 0,
        minimumOrderValue: 3000,
      },
    ],
  },
  {
    ...NO_EXTRA_FLAGS,
    identifier: 'graz',
    name: 'Genusswerk Graz',
    description: 'Take-away in der Grazer Innenstadt – rund um die Uhr geöffnet.',
    street: 'Sackstraße 14',
    zipCode: '8010',
    city: 'Graz',
    phone: '+43 316 812345',
    email: 'graz@genusswerk.demo',
    latitude: 47.07305,
    longitude: 15.43702,
    keywords: 'Innere Stadt, Hauptplatz, Schlossberg, Kürbiskernöl, 24 Stunden',
    tags: ['rund-um-die-uhr'],
    images: ['branch-graz'],
    isPublic: true,
    sort: 2,
    openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }],
    isDeliveryHoursEnabled: false,
    deliveryHours: [],
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isTableSelectionEnabled: false,
    isPreorderEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isATMCardEnabled: true,
    deliveryAreas: [],
  },
  {
    ...NO_EXTRA_FLAGS,
    identifier: 'linz',
    name: 'Genusswerk Linz – Catering',
    description:
      'Catering und Eventausstattung für Hochzeiten, Firmenfeiern und Feste. Sie senden uns eine Anfrage, wir schicken Ihnen ein Angebot.',
    street: 'Landstraße 31',
    zipCode: '4020',
    city: 'Linz',
    phone: '+43 732 771234',
    email: 'linz@genusswerk.demo',
    latitude: 48.30155,
    longitude: 14.29002,
    keywords: 'Catering, Hochzeit, Firmenfeier, Buffet, Zelt, Oberösterreich',
    tags: ['catering', 'barrierefrei'],
    images: ['branch-linz', 'cat-catering'],
    isPublic: true,
    sort: 3,
    closedMessage: 'Anfragen nehmen wir jederzeit entgegen – wir melden uns zu den Öffnungszeiten.',
    openingHours: LINZ_OPENING_HOURS,
    isDeliveryHoursEnabled: false,
    deliveryHours: [],
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isTableSelectionEnabled: false,
    isPreorderEnabled: true,
    isAppointmentRequired: true,
    isQuotationRequired: true,
    isTakeawayEmailRequired: true,
    isTakeawayPhoneRequired: true,
    deliveryAreas: [],
  },
  {
    ...NO_EXTRA_FLAGS,
    identifier: 'salzburg-popup',
    name: 'Genusswerk Pop-up Salzburg',
    description: 'Unser Pop-up-Stand in der Salzburger Altstadt – derzeit pausiert.',
    street: 'Getreidegasse 20',
    zipCode: '5020',
    city: 'Salzburg',
    phone: '+43 662 843210',
    email: 'salzburg@genusswerk.demo',
    latitude: 47.80012,
    longitude: 13.04318,
    keywords: 'Altstadt, Pop-up, Festspiele',
    tags: ['pop-up'],
    images: [],
    isPublic: false,
    sort: 4,
    closedMessage: 'Der Pop-up-Stand ist derzeit geschlossen.',
    openingHours: [{ type: 'daily', from: '10:00', to: '18:00' }],
    isDeliveryHoursEnabled: false,
    deliveryHours: [],
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isTableSelectionEnabled: false,
    isPreorderEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    deliveryAreas: [],
  },
]

/** Dine-in tables of Wien: T1 … T8 with their seats. */
export const WIEN_TABLES = [
  { identifier: 'T1', seats: 2 },
  { identifier: 'T2', seats: 2 },
  { identifier: 'T3', seats: 4 },
  { identifier: 'T4', seats: 4 },
  { identifier: 'T5', seats: 4 },
  { identifier: 'T6', seats: 6 },
  { identifier: 'T7', seats: 6 },
  { identifier: 'T8', seats: 8 },
] as const

export const DONATEES = [
  {
    name: 'Essen für alle – Lebensmittelrettung Wien',
    description: 'Rettet übrig gebliebene Lebensmittel aus Gastronomie und Handel und verteilt sie an Sozialmärkte.',
  },
  {
    name: 'Kinderhilfe Steiermark',
    description: 'Unterstützt Familien in Notlagen mit Lernhilfe, Freizeitangeboten und warmen Mahlzeiten.',
  },
  {
    name: 'Tierschutzhof Mühlviertel',
    description: 'Gibt ausgedienten Nutztieren und Fundtieren ein Zuhause auf einem Hof bei Freistadt.',
  },
] as const
