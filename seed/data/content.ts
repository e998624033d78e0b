/**
 * Content: the four navigations and a feedback questionnaire (pages: ./sites.ts).
 * Shapes follow modules/content/collections/Navigations.ts and Questionnaires.ts; the seed skips a collection
 * that is not registered (or has no table yet).
 */

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
