/**
 * Demo content pages (modules/content/collections/Sites.ts): about, catering, jobs (an 'Einfache Seite'), a magazine
 * article, a page showing every block, a draft, a reusable block, and redirects. Wysiwyg values are Lexical states
 * built with the small helpers below; the server converts them to sanitised HTML on save.
 */

type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

/** Inline markup: **bold** and [label](url) inside a paragraph string. */
function inline(source: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)]+)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(text(source.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(text(match[1], 1))
    else
      nodes.push(
        element('link', [text(match[2] ?? '')], {
          version: 3,
          fields: { linkType: 'custom', url: match[3], newTab: /^https?:/.test(match[3] ?? '') },
        }),
      )
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(text(source.slice(last)))
  return nodes
}

/** A Lexical state from lines: '## ' heading, '### ' subheading, '- ' list items (consecutive), else paragraphs. */
export function richText(...lines: string[]): Node {
  const children: Node[] = []
  let list: Node[] | null = null
  for (const line of lines) {
    if (line.startsWith('- ')) {
      list ??= []
      list.push(element('listitem', inline(line.slice(2)), { value: list.length + 1 }))
      continue
    }
    if (list) {
      children.push(element('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
      list = null
    }
    if (line.startsWith('### ')) children.push(element('heading', inline(line.slice(4)), { tag: 'h3' }))
    else if (line.startsWith('## ')) children.push(element('heading', inline(line.slice(3)), { tag: 'h2' }))
    else children.push(element('paragraph', inline(line), { textFormat: 0 }))
  }
  if (list) children.push(element('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
  return { root: element('root', children) }
}

type Images = (key: string) => number | string

export const REUSABLE_BLOCKS = (image: Images) => [
  {
    name: 'Newsletter-Hinweis',
    identifier: 'newsletter-hinweis',
    content: {
      body: [
        {
          blockType: 'textSection',
          title: 'Nichts mehr verpassen',
          text: richText(
            'Einmal im Monat: neue Gerichte, Aktionen und Termine aus unseren Wirtshäusern – kein Spam, jederzeit abbestellbar.',
          ),
          width: 'm',
        },
        {
          blockType: 'link',
          label: 'Newsletter abonnieren',
          url: 'mailto:newsletter@genusswerk.demo?subject=Newsletter',
          target: '_self',
          variant: 'secondary',
        },
        { blockType: 'image', image: image('cat-desserts'), caption: 'Sachertorte nach Hausrezept', width: 's' },
      ],
    },
  },
]

export const SITES = (image: Images, reusable: Record<string, number | string>) => [
  {
    name: 'Über uns',
    path: 'ueber-uns',
    type: 'default',
    title: 'Über uns – Genusswerk',
    description: 'Wer hinter Genusswerk steht: Wirtshausküche mit Herkunft, seit 2014 in Wien, Graz und Linz.',
    ogImage: image('hero'),
    isPublic: true,
    aiTask: 'Schreibe eine warme, ehrliche Über-uns-Seite für ein österreichisches Wirtshaus mit drei Standorten.',
    content: {
      body: [
        {
          blockType: 'hero',
          title: 'Wirtshausküche mit Herkunft',
          subtitle: 'Seit 2014 kochen wir mit Butterschmalz, Kalbfleisch aus dem Mostviertel und Gemüse vom Marchfeld.',
          image: image('hero'),
          link: { label: 'Jetzt bestellen', url: '/', target: '_self' },
        },
        {
          blockType: 'textSection',
          title: 'Angefangen mit acht Tischen',
          text: richText(
            '2014 haben wir in der Neubaugasse mit acht Tischen und einer Schnitzelpfanne angefangen. Heute kochen wir in **Wien, Graz und Linz** – und immer noch jeden Tag frisch.',
          ),
          width: 'm',
        },
        {
          blockType: 'columns',
          columns: [
            { text: richText('### Regional', 'Lieferanten, die wir persönlich kennen – vom Bergkäse bis zum Zweigelt.') },
            { text: richText('### Frisch', 'Alles frisch gekocht, nichts aus dem Beutel. Unsere Suppen ziehen über Nacht.') },
            { text: richText('### Mehrweg', 'Bei Lieferung und Abholung verpacken wir in Mehrweg-Geschirr mit Pfand.') },
          ],
        },
        {
          blockType: 'imageMarquee',
          images: [image('branch-wien'), image('branch-graz'), image('branch-linz'), image('cat-suppen')],
          speed: 60,
          direction: 'rtl',
        },
        { blockType: 'reference', block: reusable['newsletter-hinweis'] },
      ],
    },
  },
  {
    name: 'Catering',
    path: 'catering',
    type: 'default',
    title: 'Catering & Events – Genusswerk Linz',
    description: 'Buffets, Fingerfood und Eventausstattung für Hochzeiten, Firmenfeiern und Feste in ganz Österreich.',
    ogImage: image('cat-catering'),
    isPublic: true,
    content: {
      body: [
        {
          blockType: 'hero',
          title: 'Catering für 10 bis 1000 Gäste',
          subtitle: 'Von der Firmenfeier bis zur Hochzeit.',
          image: image('branch-linz'),
        },
        {
          blockType: 'richText',
          text: richText(
            'Unser Team in Linz plant mit Ihnen Menü, Ausstattung und Ablauf. Stellen Sie Ihr Buffet im [Shop der Filiale Linz](/store/linz) zusammen und senden Sie uns eine unverbindliche Angebotsanfrage.',
            'Wir melden uns innerhalb von zwei Werktagen mit einem persönlichen Angebot.',
          ),
        },
        {
          blockType: 'gallery',
          images: [image('cat-catering'), image('branch-linz'), image('cat-feinkost'), image('cat-desserts')],
          width: 'l',
        },
        {
          blockType: 'contactForm',
          title: 'Anfrage senden',
          intro: 'Erzählen Sie uns kurz von Ihrem Fest: Datum, Gästezahl, Wünsche.',
          email: 'catering@genusswerk.demo',
        },
      ],
    },
  },
  {
    name: 'Jobs',
    path: 'jobs',
    type: 'simple',
    title: 'Jobs bei Genusswerk',
    description: 'Wir suchen Köchinnen und Köche, Servicekräfte und Fahrerinnen und Fahrer in Wien, Graz und Linz.',
    isPublic: true,
    content: {
      text: richText(
        '## Kommen Sie ins Team!',
        'Wir suchen laufend motivierte Menschen für Küche, Service und Zustellung.',
        '- **Koch/Köchin** (Vollzeit, Wien) – ab 2.400 € brutto/Monat laut KV, Überzahlung je nach Erfahrung',
        '- **Servicemitarbeiter:in** (Teilzeit, Graz)',
        '- **Fahrradbot:in** (geringfügig, Wien)',
        'Bewerbungen bitte an [jobs@genusswerk.demo](mailto:jobs@genusswerk.demo).',
      ),
    },
  },
  {
    name: 'Magazin: Das perfekte Wiener Schnitzel',
    path: 'magazin/das-perfekte-wiener-schnitzel',
    type: 'default',
    title: 'Das perfekte Wiener Schnitzel – Genusswerk Magazin',
    description:
      'Kalb, Butterschmalz und eine soufflierte Panier: unser Küchenchef verrät, worauf es beim Wiener Schnitzel ankommt.',
    ogImage: image('cat-hauptspeisen'),
    isPublic: true,
    content: {
      body: [
        {
          blockType: 'hero',
          title: 'Das perfekte Wiener Schnitzel',
          subtitle: 'Magazin · 6 Minuten Lesezeit',
          image: image('cat-hauptspeisen'),
        },
        {
          blockType: 'richText',
          text: richText(
            'Ein echtes Wiener Schnitzel ist aus **Kalbfleisch** – alles andere heißt „nach Wiener Art“. Bei uns kommt die Oberschale vom Mostviertler Kalb, dünn geklopft auf vier Millimeter.',
            '### Die Panier muss Wellen schlagen',
            'Das Geheimnis ist reichlich Butterschmalz und eine Pfanne, die man schwenkt: So hebt sich die Panier vom Fleisch und wird „souffliert“.',
          ),
        },
        {
          blockType: 'image',
          image: image('cat-hauptspeisen'),
          caption: 'Goldbraun und souffliert: so soll es aussehen.',
          width: 'm',
        },
        {
          blockType: 'markdown',
          text: '**Unsere Beilagen-Empfehlung**\n\n- Erdäpfel-Vogerlsalat mit Kürbiskernöl\n- Petersilerdäpfel\n- Preiselbeeren, aber nur ein Löffel',
        },
        {
          blockType: 'accordion',
          items: [
            {
              title: 'Welches Fett ist das richtige?',
              text: richText('Butterschmalz: es verträgt hohe Temperaturen und schmeckt nussig.'),
            },
            {
              title: 'Wie dick soll das Fleisch sein?',
              text: richText('Vier Millimeter nach dem Klopfen – so gart es in drei Minuten durch.'),
            },
          ],
        },
        { blockType: 'link', label: 'Schnitzel in Wien bestellen', url: '/store/wien', target: '_self', variant: 'arrow' },
      ],
    },
  },
  {
    name: 'Magazin',
    path: 'magazin',
    type: 'default',
    title: 'Magazin – Genusswerk',
    description: 'Geschichten aus unseren Küchen: Rezepte, Lieferanten und was gerade Saison hat.',
    isPublic: true,
    content: {
      body: [
        {
          blockType: 'textSection',
          title: 'Geschichten aus unseren Küchen',
          text: richText('Rezepte, Lieferanten und was gerade Saison hat – aufgeschrieben von unserem Team.'),
          width: 'm',
        },
        {
          blockType: 'layout',
          width: 'm',
          background: '#f3ece4',
          blocks: [
            { blockType: 'image', image: image('cat-hauptspeisen'), caption: 'Das perfekte Wiener Schnitzel', width: 'm' },
            {
              blockType: 'link',
              label: 'Weiterlesen: Das perfekte Wiener Schnitzel',
              url: '/magazin/das-perfekte-wiener-schnitzel',
              target: '_self',
              variant: 'arrow',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'Gestaltungsbeispiele',
    path: 'gestaltungsbeispiele',
    type: 'default',
    title: 'Gestaltungsbeispiele – alle Bausteine',
    description: 'Alle Inhaltsblöcke des Seiteneditors auf einer Seite: zum Ausprobieren und als Vorlage.',
    isPublic: true,
    content: {
      body: [
        {
          blockType: 'hero',
          title: 'Alle Bausteine auf einer Seite',
          subtitle: 'So sehen die Blöcke des Seiteneditors aus.',
          image: image('hero'),
          link: { label: 'Zur Speisekarte', url: '/store/wien', target: '_self' },
        },
        {
          blockType: 'richText',
          text: richText(
            '## Text (Editor)',
            'Formatierter Text mit **Fettdruck**, [internem Link](/ueber-uns) und Liste:',
            '- erster Punkt',
            '- zweiter Punkt',
          ),
        },
        {
          blockType: 'markdown',
          text: '## Text (Markdown)\n\nMarkdown mit _Kursivschrift_ und einem [Link](https://www.wien.gv.at).',
        },
        {
          blockType: 'textSection',
          title: 'Textabschnitt (schmal)',
          text: richText('Ein Textabschnitt in der Breite S.'),
          width: 's',
        },
        { blockType: 'link', label: 'Link als Schaltfläche', url: '/catering', target: '_self', variant: 'primary' },
        {
          blockType: 'link',
          label: 'Link als Umriss, neues Fenster',
          url: 'https://www.wien.info',
          target: '_blank',
          variant: 'secondary',
        },
        { blockType: 'link', label: 'Textlink', url: '/jobs', target: '_self', variant: 'text' },
        { blockType: 'spacer', size: 'positive-4' },
        { blockType: 'marquee', text: 'Frisch gekocht in Wien, Graz und Linz', speed: 120, direction: 'rtl' },
        { blockType: 'marquee', text: 'Jetzt auch mit Lieferung', speed: 80, direction: 'ltr' },
        {
          blockType: 'imageMarquee',
          images: [image('cat-suppen'), image('cat-pizza'), image('cat-burger'), image('cat-getraenke')],
          speed: 120,
          direction: 'rtl',
        },
        {
          blockType: 'accordion',
          items: [
            { title: 'Liefern Sie auch am Sonntag?', text: richText('Ja, in Wien von 11 bis 21 Uhr.') },
            { title: 'Gibt es vegane Gerichte?', text: richText('Ja, zum Beispiel die Buddha-Bowl und das Bärlauchrisotto.') },
          ],
        },
        { blockType: 'image', image: image('branch-wien'), caption: 'Bild in voller Breite (L)', width: 'l' },
        {
          blockType: 'gallery',
          images: [
            image('cat-suppen'),
            image('cat-hauptspeisen'),
            image('cat-pizza'),
            image('cat-burger'),
            image('cat-desserts'),
            image('cat-getraenke'),
          ],
          width: 'l',
        },
        { blockType: 'collage', images: [image('branch-graz'), image('cat-feinkost'), image('cat-mittag')] },
        { blockType: 'circleText', text: 'Genusswerk · seit 2014 · ', fontSize: 20 },
        { blockType: 'waves', color: '#7a2e1f', flip: false },
        {
          blockType: 'video',
          src: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
          poster: image('branch-graz'),
          autoplay: false,
          loop: false,
        },
        {
          blockType: 'beforeAfter',
          before: image('cat-suppen'),
          after: image('cat-hauptspeisen'),
          beforeLabel: 'Vorspeise',
          afterLabel: 'Hauptgang',
        },
        {
          blockType: 'iframe',
          url: 'https://www.openstreetmap.org/export/embed.html?bbox=16.345,48.198,16.355,48.203&layer=mapnik',
          title: 'Karte: Genusswerk Wien',
          height: 320,
        },
        {
          blockType: 'columns',
          columns: [
            { text: richText('### Spalte 1', 'Bis zu vier Spalten.') },
            { text: richText('### Spalte 2', 'Auf dem Handy untereinander.') },
            { text: richText('### Spalte 3', 'Ab Tablet nebeneinander.') },
            { text: richText('### Spalte 4', 'Jede Spalte mit eigenem Text.') },
          ],
        },
        {
          blockType: 'layout',
          width: 'm',
          background: '#f3ece4',
          blocks: [
            {
              blockType: 'textSection',
              title: 'Layout-Block',
              text: richText('Ein Layout fasst Blöcke mit Hintergrundfarbe zusammen.'),
              width: 'm',
            },
            { blockType: 'link', label: 'Mehr über uns', url: '/ueber-uns', target: '_self', variant: 'arrow' },
          ],
        },
        {
          blockType: 'contactForm',
          title: 'Kontaktformular',
          intro: 'Schreiben Sie uns – wir antworten werktags innerhalb von 24 Stunden.',
        },
        {
          blockType: 'flipbook',
          title: 'Unsere Speisekarte zum Blättern',
          pages: [
            image('cat-suppen'),
            image('cat-hauptspeisen'),
            image('cat-pizza'),
            image('cat-desserts'),
            image('cat-getraenke'),
          ],
        },
        { blockType: 'reference', block: reusable['newsletter-hinweis'] },
        { blockType: 'spacer', size: 'negative-1' },
      ],
    },
  },
  {
    name: 'Sommerfest 2027 (Entwurf)',
    path: 'sommerfest-2027',
    type: 'default',
    title: 'Sommerfest 2027',
    description: 'Unser Sommerfest im Gastgarten – Programm folgt.',
    isPublic: false,
    content: {
      body: [
        { blockType: 'textSection', title: 'Sommerfest 2027', text: richText('Das Programm wird gerade geplant.'), width: 'm' },
      ],
    },
  },
]

export const REDIRECTS = [
  { path: 'about', target: '/ueber-uns', statusCode: 301 },
  { path: 'karriere', target: '/jobs', statusCode: 301 },
  { path: 'aktion/*', target: '/magazin/das-perfekte-wiener-schnitzel', statusCode: 302 },
]
