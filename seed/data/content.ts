/**
 * Content: pages (sites), the four navigations and a feedback questionnaire.
 * Shapes follow collections/Sites.ts, Navigations.ts and Questionnaires.ts; the seed skips a collection
 * that is not registered (or has no table yet).
 */

export interface ContentItem {
  readonly type: string
  readonly value: unknown
}

export interface SiteSeed {
  readonly name: string
  readonly path: string
  readonly type: 'default'
  readonly title: string
  readonly description: string
  readonly isPublic: boolean
  readonly content: { readonly body: readonly ContentItem[] }
}

const html = (...parts: string[]) => parts.join('\n')

export const SITES: readonly SiteSeed[] = [
  {
    name: 'Über uns',
    path: 'ueber-uns',
    type: 'default',
    title: 'Über uns – Genusswerk',
    description: 'Wer hinter Genusswerk steht: Wirtshausküche mit Herkunft, seit 2014 in Wien.',
    isPublic: true,
    content: {
      body: [
        {
          type: 'wysiwyg',
          value: html(
            '<h2>Wirtshausküche mit Herkunft</h2>',
            '<p>2014 haben wir in der Neubaugasse mit acht Tischen und einer Schnitzelpfanne angefangen. Heute kochen wir in Wien, Graz und Linz – immer noch mit Butterschmalz, Kalbfleisch aus dem Mostviertel und Gemüse vom Marchfeld.</p>',
            '<h3>Was uns wichtig ist</h3>',
            '<ul><li>Regionale Lieferanten, die wir persönlich kennen</li><li>Alles frisch gekocht, nichts aus dem Beutel</li><li>Mehrweg-Verpackung bei Lieferung und Abholung</li></ul>',
          ),
        },
        {
          type: 'markdown',
          value: '**Genusswerk GmbH** · Neubaugasse 25 · 1070 Wien · [office@genusswerk.demo](mailto:office@genusswerk.demo)',
        },
      ],
    },
  },
  {
    name: 'Catering',
    path: 'catering',
    type: 'default',
    title: 'Catering & Events – Genusswerk Linz',
    description: 'Buffets, Fingerfood und Eventausstattung für Hochzeiten, Firmenfeiern und Feste in ganz Österreich.',
    isPublic: true,
    content: {
      body: [
        {
          type: 'wysiwyg',
          value: html(
            '<h2>Catering für 10 bis 1000 Gäste</h2>',
            '<p>Von der Firmenfeier bis zur Hochzeit: Unser Team in Linz plant mit Ihnen Menü, Ausstattung und Ablauf. Stellen Sie Ihr Buffet im Shop der Filiale Linz zusammen und senden Sie uns eine unverbindliche Angebotsanfrage.</p>',
            '<p>Wir melden uns innerhalb von zwei Werktagen mit einem persönlichen Angebot.</p>',
          ),
        },
      ],
    },
  },
  {
    name: 'Jobs',
    path: 'jobs',
    type: 'default',
    title: 'Jobs bei Genusswerk',
    description: 'Wir suchen Köchinnen und Köche, Servicekräfte und Fahrerinnen und Fahrer in Wien, Graz und Linz.',
    isPublic: true,
    content: {
      body: [
        {
          type: 'wysiwyg',
          value: html(
            '<h2>Komm ins Team!</h2>',
            '<p>Wir suchen laufend motivierte Menschen für Küche, Service und Zustellung.</p>',
            '<ul><li><strong>Koch/Köchin</strong> (Vollzeit, Wien) – ab 2.400 € brutto/Monat laut KV, Überzahlung je nach Erfahrung</li><li><strong>Servicemitarbeiter:in</strong> (Teilzeit, Graz)</li><li><strong>Fahrradbot:in</strong> (geringfügig, Wien)</li></ul>',
            '<p>Bewerbungen bitte an <a href="mailto:jobs@genusswerk.demo">jobs@genusswerk.demo</a>.</p>',
          ),
        },
      ],
    },
  },
]

export interface NavigationItemSeed {
  readonly type: 'home' | 'site' | 'branch' | 'link'
  readonly label: string
  readonly target?: string
  readonly suffix?: string
  readonly isEnabled: boolean
  readonly children?: readonly NavigationItemSeed[]
}

export interface NavigationSeed {
  readonly identifier: 'main' | 'footer' | 'social' | 'legal'
  readonly items: readonly NavigationItemSeed[]
}

export const NAVIGATIONS: readonly NavigationSeed[] = [
  {
    identifier: 'main',
    items: [
      { type: 'home', label: 'Bestellen', isEnabled: true },
      {
        type: 'link',
        label: 'Filialen',
        target: '/',
        isEnabled: true,
        children: [
          { type: 'branch', label: 'Wien', target: 'wien', isEnabled: true },
          { type: 'branch', label: 'Graz', target: 'graz', isEnabled: true },
          { type: 'branch', label: 'Linz – Catering', target: 'linz', isEnabled: true },
        ],
      },
      { type: 'site', label: 'Catering', target: 'catering', isEnabled: true },
      { type: 'site', label: 'Über uns', target: 'ueber-uns', isEnabled: true },
      { type: 'site', label: 'Jobs', target: 'jobs', isEnabled: true },
    ],
  },
  {
    identifier: 'footer',
    items: [
      { type: 'site', label: 'Über uns', target: 'ueber-uns', isEnabled: true },
      { type: 'site', label: 'Catering', target: 'catering', isEnabled: true },
      { type: 'site', label: 'Jobs', target: 'jobs', isEnabled: true },
      { type: 'link', label: 'Kontakt', target: 'mailto:office@genusswerk.demo', isEnabled: true },
      { type: 'site', label: 'Karriere-Newsletter', target: 'jobs', suffix: '#newsletter', isEnabled: false },
    ],
  },
  {
    identifier: 'social',
    items: [
      { type: 'link', label: 'Instagram', target: 'https://www.instagram.com/genusswerk.demo', isEnabled: true },
      { type: 'link', label: 'Facebook', target: 'https://www.facebook.com/genusswerk.demo', isEnabled: true },
      { type: 'link', label: 'TikTok', target: 'https://www.tiktok.com/@genusswerk.demo', isEnabled: true },
    ],
  },
  {
    identifier: 'legal',
    items: [
      { type: 'link', label: 'Impressum', target: '/site/imprint', isEnabled: true },
      { type: 'link', label: 'AGB', target: '/site/terms-and-conditions', isEnabled: true },
      { type: 'link', label: 'Datenschutz', target: '/site/privacy', isEnabled: true },
      { type: 'link', label: 'Allergene', target: '/site/allergens', isEnabled: true },
    ],
  },
]

export interface QuestionSeed {
  readonly type: 'rating' | 'comment'
  readonly value: {
    readonly question: string
    readonly description?: string
    readonly placeholder?: string
    readonly comment: 'required' | 'optional'
  }
}

/**
 * The demo questionnaire's public hash. The Questionnaires collection accepts only hashes of 22–128
 * characters (A–Z, a–z, 0–9, _ and -), so the fixed demo hash is 'demo-feedback-2026' plus a suffix.
 */
export const DEMO_QUESTIONNAIRE_HASH = 'demo-feedback-2026-reinigung'

export const QUESTIONNAIRE = {
  name: 'Kundenfeedback Unterhaltsreinigung',
  publicHash: DEMO_QUESTIONNAIRE_HASH,
  isActive: true,
  content: {
    body: [
      {
        type: 'rating',
        value: {
          question: 'Wie zufrieden waren Sie mit der Reinigung?',
          description: 'Sauberkeit von Böden, Oberflächen und Sanitärbereichen.',
          placeholder: 'Was ist Ihnen besonders aufgefallen?',
          comment: 'optional',
        },
      },
      {
        type: 'rating',
        value: {
          question: 'Wie pünktlich und zuverlässig war unser Team?',
          placeholder: 'z. B. vereinbarte Zeiten, Schlüsselübergabe',
          comment: 'optional',
        },
      },
      {
        type: 'rating',
        value: {
          question: 'Wie freundlich und diskret war unser Personal?',
          comment: 'optional',
        },
      },
      {
        type: 'rating',
        value: {
          question: 'Wie wahrscheinlich ist es, dass Sie uns weiterempfehlen?',
          description: 'Bitte begründen Sie Ihre Bewertung kurz.',
          placeholder: 'Ihre Begründung',
          comment: 'required',
        },
      },
      {
        type: 'comment',
        value: {
          question: 'Was können wir beim nächsten Einsatz besser machen?',
          placeholder: 'Ihre Anregungen',
          comment: 'required',
        },
      },
    ],
  },
} as const satisfies { name: string; publicHash: string; isActive: boolean; content: { body: readonly QuestionSeed[] } }
