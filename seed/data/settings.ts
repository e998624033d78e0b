/** The config and theme globals and the demo users. */
import type { DataFromGlobalSlug } from 'payload'

import type { ImageKey } from '../images'
import type { BranchKey } from './business'

type GlobalData<S extends 'config' | 'theme'> = Partial<
  Omit<DataFromGlobalSlug<S>, 'id' | 'updatedAt' | 'createdAt' | 'globalType'>
>

const TERMS = `## Allgemeine Geschäftsbedingungen

1. **Geltungsbereich.** Diese Bedingungen gelten für alle Bestellungen bei der Genusswerk GmbH über diesen Webshop.
2. **Vertragsabschluss.** Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Bestätigung zustande.
3. **Preise.** Alle Preise in Euro inklusive der gesetzlichen Umsatzsteuer. Bei Produkten nach Gewicht wird das tatsächliche Gewicht verrechnet.
4. **Angebotsanfragen.** Catering-Anfragen sind unverbindlich; Sie erhalten ein schriftliches Angebot.
5. **Stornierung.** Vorbestellungen können bis 24 Stunden vor dem Termin kostenlos storniert werden.
`

const PRIVACY = `## Datenschutzerklärung

Wir verarbeiten Ihre Daten (Name, Kontaktdaten, Lieferadresse, Bestellung) ausschließlich zur Abwicklung Ihrer Bestellung (Art. 6 Abs. 1 lit. b DSGVO).

- **Speicherdauer:** Bestelldaten bewahren wir gemäß den gesetzlichen Aufbewahrungsfristen (7 Jahre) auf.
- **Cookies:** Statistik-Cookies setzen wir erst nach Ihrer Zustimmung.
- **Ihre Rechte:** Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch – schreiben Sie an datenschutz@genusswerk.demo.
`

const IMPRINT = `## Impressum

**Genusswerk GmbH**
Neubaugasse 25, 1070 Wien, Österreich

Telefon: +43 1 5234567 · E-Mail: office@genusswerk.demo
Firmenbuch: FN 123456a, Handelsgericht Wien · UID: ATU12345678
Unternehmensgegenstand: Gastronomie, Catering · Mitglied der WKÖ, Fachgruppe Gastronomie
`

const ALLERGENS = `## Allergeninformation

Gemäß der Allergeninformationsverordnung kennzeichnen wir die 14 Hauptallergene mit Buchstaben:

**A** Gluten · **B** Krebstiere · **C** Ei · **D** Fisch · **E** Erdnuss · **F** Soja · **G** Milch/Laktose · **H** Schalenfrüchte · **L** Sellerie · **M** Senf · **N** Sesam · **O** Sulfite · **P** Lupinen · **R** Weichtiere

Unsere Mitarbeiterinnen und Mitarbeiter geben Ihnen gerne Auskunft.
`

export const CONFIG: GlobalData<'config'> = {
  shopName: 'Genusswerk',
  title: 'Genusswerk – Österreichische Küche zum Bestellen',
  seoTitle: 'Genusswerk | Wirtshausküche, Feinkost & Catering in Wien, Graz und Linz',
  seoDescription: 'Schnitzel, Leberkäse, Mittagsmenüs und Catering online bestellen – Abholung, Lieferung oder am Tisch.',
  description: 'Wirtshausküche, Feinkost und Catering aus Wien, Graz und Linz. Online bestellen, abholen oder liefern lassen.',
  businessName: 'Genusswerk GmbH',
  street: 'Neubaugasse 25',
  zipCode: '1070',
  city: 'Wien',
  phone: '+43 1 5234567',
  email: 'office@genusswerk.demo',
  // the accessibility statement names the Austrian enforcement (issue #34)
  country: 'AT',
  website: 'https://genusswerk.demo',
  vatId: 'ATU12345678',
  currency: 'EUR',
  timeZone: 'Europe/Vienna',
  defaultDeliveryMethod: 'takeaway',
  termsAndConditionsText: TERMS,
  privacyPolicyText: PRIVACY,
  imprintText: IMPRINT,
  allergensText: ALLERGENS,
  enablePluginPWA: false,
  enablePluginToolbar: false,
  // '/' shows the branch list (search, tag chips, inactive pop-up)
  enablePluginHomePage: false,
  enablePluginSearch: true,
  enablePluginTags: true,
  enablePlugin3DMap: false,
  mapboxZoom: 19,
  mapboxPitch: 55,
  mapboxBearing: -85,
  enablePluginSMS: false,
  enablePluginDonations: true,
  enablePluginFrontdesk: false,
  enablePluginOrderReviews: true,
  disableTickets: false,
  enableCash: true,
  // card terminal (Graz accepts cards)
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginVoucher: false,
  enableVoucher: false,
  enablePluginStripe: false,
  enableStripe: false,
  enablePluginDatatrans: false,
  enableDatatrans: false,
}

/** Theme defaults of BO §9 plus the demo's logo; image keys are resolved in seed/index.ts. */
export const THEME: GlobalData<'theme'> & { readonly images: { logo: ImageKey; favicon: ImageKey; ogImage: ImageKey } } = {
  color1: '#111111',
  color2: '#ffffff',
  font: 'Mulish',
  borderRadius: '0.8rem',
  mapStyle: 'dark',
  labelRows: 12,
  labelColumns: 4,
  meta: {
    title: 'Genusswerk',
    description: 'Österreichische Küche zum Bestellen – Wien, Graz, Linz.',
    ogTitle: 'Genusswerk – jetzt online bestellen',
    ogDescription: 'Schnitzel, Leberkäse, Mittagsmenüs und Catering.',
    twitterTitle: 'Genusswerk',
    twitterDescription: 'Österreichische Küche zum Bestellen.',
  },
  images: { logo: 'logo', favicon: 'favicon', ogImage: 'hero' },
}

export interface DemoUser {
  readonly email: string
  readonly password: string
  readonly firstName: string
  readonly lastName: string
  readonly roles: readonly ('ROLE_ADMIN' | 'ROLE_EMPLOYEE')[]
  readonly branches: readonly BranchKey[]
  readonly username: string
}

/** The demo logins printed by `npm start`. */
export const DEMO_USERS = {
  admin: {
    email: 'admin@tresen.demo',
    password: 'tresen-admin',
    firstName: 'Andrea',
    lastName: 'Admin',
    roles: ['ROLE_ADMIN'],
    branches: [],
    username: 'admin',
  },
  employee: {
    email: 'mitarbeiter@tresen.demo',
    password: 'tresen-mitarbeiter',
    firstName: 'Max',
    lastName: 'Mitarbeiter',
    roles: ['ROLE_EMPLOYEE'],
    branches: ['wien'],
    username: 'mitarbeiter',
  },
} as const satisfies Record<'admin' | 'employee', DemoUser>
