/**
 * The accessibility statement (Barrierefreiheitserklärung, issue #34) generated per shop from its settings: what
 * BFSG Anlage 3 (DE) and BaFG § 19 (AT) ask a service to tell — the service and how it works, how it meets the
 * requirements (WCAG 2.1 AA / EN 301 549), conformance status, known limitations, feedback contact, enforcement body.
 */
import type { ConfigDoc } from '../../lib/types'

export const ACCESSIBILITY_PAGE = 'accessibility'
export const ACCESSIBILITY_LABEL = 'Barrierefreiheit'
export const ACCESSIBILITY_TITLE = 'Barrierefreiheitserklärung'

/** The date of the last self-assessment of the storefront against WCAG 2.1 AA (tests/e2e/a11y-axe.spec.ts, keyboard-journey.spec.ts). */
export const ACCESSIBILITY_REVIEWED = '27. November 2026'

export type StatementBlock =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'contact'; readonly email: string | null; readonly lines: readonly string[] }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }

export type StatementSection = { readonly heading: string; readonly blocks: readonly StatementBlock[] }

export type AccessibilityStatement = { readonly intro: string; readonly sections: readonly StatementSection[] }

type Country = 'AT' | 'DE'

const ENFORCEMENT: Record<Country, StatementSection> = {
  DE: {
    heading: 'Durchsetzungsverfahren (Marktüberwachung)',
    blocks: [
      {
        kind: 'p',
        text:
          'Wenn Sie der Auffassung sind, dass dieses Angebot die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) nicht erfüllt, ' +
          'und wir Ihnen auf Ihre Rückmeldung nicht zufriedenstellend geantwortet haben, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:',
      },
      {
        kind: 'contact',
        email: null,
        lines: ['Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)', 'Magdeburg, Sachsen-Anhalt'],
      },
      { kind: 'link', text: 'Website der MLBF', href: 'https://www.mlbf-barrierefrei.de' },
    ],
  },
  AT: {
    heading: 'Durchsetzungsverfahren (Marktüberwachung und Schlichtung)',
    blocks: [
      {
        kind: 'p',
        text:
          'Wenn Sie der Auffassung sind, dass dieses Angebot die Anforderungen des Barrierefreiheitsgesetzes (BaFG) nicht erfüllt, ' +
          'und wir Ihnen auf Ihre Rückmeldung nicht zufriedenstellend geantwortet haben, können Sie sich an die Marktüberwachungsbehörde wenden ' +
          'oder ein kostenloses Schlichtungsverfahren beantragen:',
      },
      {
        kind: 'contact',
        email: null,
        lines: ['Sozialministeriumservice – Marktüberwachung nach dem Barrierefreiheitsgesetz', 'Schlichtungsstelle des Sozialministeriumservice', 'Babenbergerstraße 5, 1010 Wien'],
      },
      { kind: 'link', text: 'Website des Sozialministeriumservice', href: 'https://www.sozialministeriumservice.at' },
    ],
  },
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

export function accessibilityStatement(config: ConfigDoc): AccessibilityStatement {
  const shopName = text(config.shopName) ?? 'Tresen'
  const business = text(config.businessName) ?? shopName
  const country: Country = config.country === 'DE' ? 'DE' : 'AT'
  const law = country === 'DE' ? 'dem Barrierefreiheitsstärkungsgesetz (BFSG) und seiner Verordnung (BFSGV)' : 'dem Barrierefreiheitsgesetz (BaFG)'
  const email = text(config.email)
  const address = [text(config.street), [text(config.zipCode), text(config.city)].filter(Boolean).join(' ')].filter((line): line is string => Boolean(line))
  return {
    intro: `${business} ist bemüht, den Online-Shop „${shopName}“ im Einklang mit ${law} barrierefrei zugänglich zu machen. Diese Erklärung gilt für den Shop auf dieser Website (Bestellung, Bezahlung, Bestellstatus und Inhaltsseiten).`,
    sections: [
      {
        heading: 'Beschreibung der Dienstleistung',
        blocks: [
          {
            kind: 'p',
            text: `Über diesen Shop bestellen Sie Speisen und Waren von ${business} zur Abholung, zur Lieferung oder zum Verzehr vor Ort. Sie wählen eine Filiale, stellen Produkte im Menü zusammen, legen sie in den Warenkorb, geben im Bestellvorgang Ihre Kontaktdaten und die gewünschte Zeit an und bezahlen. Danach zeigt Ihnen die Statusseite laufend, wie weit Ihre Bestellung ist; am Ende können Sie sie bewerten.`,
          },
        ],
      },
      {
        heading: 'Wie der Shop die Anforderungen erfüllt',
        blocks: [
          { kind: 'p', text: 'Der Shop richtet sich nach den Erfolgskriterien der WCAG 2.1 auf Stufe AA, wie sie die harmonisierte Norm EN 301 549 für Webinhalte übernimmt. Insbesondere:' },
          {
            kind: 'list',
            items: [
              'Der gesamte Bestellvorgang ist allein mit der Tastatur bedienbar; der Tastaturfokus ist stets sichtbar, Dialoge halten den Fokus und geben ihn beim Schließen zurück.',
              'Bedienelemente, Formularfelder und Bilder tragen Beschriftungen für Screenreader; Fehlermeldungen im Formular werden angesagt und sind mit ihrem Feld verknüpft.',
              'Änderungen des Bestellstatus werden Screenreadern automatisch angesagt.',
              'Texte erreichen einen Kontrast von mindestens 4,5:1, Bedienelemente von 3:1; wählt der Betreiber Farben mit zu wenig Kontrast, verwendet der Shop automatisch Schwarz oder Weiß.',
              'Die Seiten lassen sich ohne Informationsverlust auf 200 % vergrößern und sind ab 320 Pixel Breite ohne waagrechtes Scrollen nutzbar.',
            ],
          },
        ],
      },
      {
        heading: 'Stand der Vereinbarkeit mit den Anforderungen',
        blocks: [
          {
            kind: 'p',
            text: `Dieser Shop ist mit den Anforderungen der WCAG 2.1 Stufe AA teilweise vereinbar. Die Bewertung beruht auf einer Selbstbewertung mit automatischen Prüfungen (axe) und manuellen Tastatur- und Screenreader-Tests; zuletzt überprüft am ${ACCESSIBILITY_REVIEWED}.`,
          },
        ],
      },
      {
        heading: 'Nicht barrierefreie Inhalte',
        blocks: [
          { kind: 'p', text: 'Folgende Inhalte sind bekannt nicht vollständig barrierefrei:' },
          {
            kind: 'list',
            items: [
              'Die 3D-Karte der Startseite ist mit Tastatur und Screenreader nur eingeschränkt nutzbar. Alle Filialen mit Adresse und Öffnungszeiten stehen gleichwertig in der Filialliste darunter.',
              'Bilder, Videos und Dokumente, die der Betreiber selbst hochlädt, haben möglicherweise keine Textalternative oder Untertitel.',
              'Die Bezahlseiten externer Zahlungsanbieter (z. B. Stripe, Datatrans) liegen außerhalb dieses Shops; für ihre Barrierefreiheit sind die Anbieter verantwortlich.',
            ],
          },
        ],
      },
      {
        heading: 'Feedback und Kontakt',
        blocks: [
          {
            kind: 'p',
            text: 'Sind Ihnen Mängel bei der Barrierefreiheit aufgefallen, oder benötigen Sie Informationen oder Inhalte in einer barrierefreien Form? Schreiben Sie uns; wir antworten Ihnen so rasch wie möglich.',
          },
          { kind: 'contact', email, lines: [business, ...address] },
        ],
      },
      ENFORCEMENT[country],
    ],
  }
}
