import { describe, expect, it } from 'vitest'

import { CONSENT_VERSION } from '../../../domain/consent'
import { COOKIE_BANNER, escapeHtml, hasConsentCookie, escapeJsonForScript, pageStatus, renderShell, shellDataFromInit, themeStyle } from '../../../modules/storefront/shell'
import type { ShellData } from '../../../modules/storefront/shell'

const image = { id: 7, version: 2, filename: 'a.webp', width: 1600, height: 900 }

const data = (over: Partial<ShellData> = {}): ShellData => ({
  config: { shopName: 'Pizzeria <Bella> & "Co"', description: 'Frisch <script>alert(1)</script>' },
  branches: [
    { id: 1, identifier: 'graz', name: 'Graz <b>Mitte</b>', street: 'Hauptplatz 1', zipCode: '8010', city: 'Graz', images: [image], isPublic: true },
    { id: 2, identifier: 'geheim', name: 'Geheim', isPublic: false },
  ],
  divisions: [],
  sites: [
    {
      path: 'gestaltungsbeispiele',
      type: 'default',
      isPublic: true,
      _status: 'published',
      title: 'Beispiele',
      content: { body: [{ blockType: 'hero', title: 'Willkommen </h1><img src=x onerror=alert(1)>', subtitle: 'Unter', image, link: { url: 'javascript:alert(1)', label: 'Los' } }] },
    },
    { path: 'entwurf', type: 'default', isPublic: true, _status: 'draft', title: 'Entwurf', content: { body: [] } },
    { path: 'intern', type: 'default', isPublic: false, title: 'Intern', content: { body: [] } },
    { path: 'kaputt', type: 'gibtsnicht', isPublic: true, title: 'Kaputt' },
    { path: 'ueber-uns', type: 'simple', isPublic: true, title: 'Über uns', content: { textHtml: '<p>x</p>' } },
  ],
  navigations: [],
  ...over,
})

const shell = (pathname: string, search = '', hasConsentCookie = false) => renderShell(data(), { pathname, search, hasConsentCookie })

describe('storefront shell', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const home = shell('/')!
    expect(home.html).toContain('Pizzeria &lt;Bella&gt; &amp; &quot;Co&quot;')
    expect(home.html).toContain('Frisch &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(home.html).not.toContain('<script')
  })

  it('escapes JSON for a script data block (</script>, <!--, U+2028/2029) and keeps it parseable', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029 &' }
    const escaped = escapeJsonForScript(JSON.stringify(value))
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(escaped)).toEqual(value)
  })

  it('home: header, cookie banner without consent, the hero of the branch list', () => {
    const home = shell('/')!
    expect(home.route).toBe('home')
    expect(home.html).toContain('data-shell="home"')
    expect(home.html).toContain('<h1 class="hero__title">Pizzeria &lt;Bella&gt;')
    expect(home.html).toContain(COOKIE_BANNER)
    expect(shell('/', '', true)!.html).not.toContain('cookie-banner')
  })

  it('branch: hero picture and name; non-public and unknown branches get the neutral shell', () => {
    const graz = shell('/store/graz')!
    expect(graz.route).toBe('branch')
    expect(graz.html).toContain('<h1 class="branch-intro__title">Graz &lt;b&gt;Mitte&lt;/b&gt;</h1>')
    expect(graz.html).toContain('src="/image/icon/7-2.webp"')
    expect(graz.html).toContain('/image/large/7-2.webp 1920w')
    expect(graz.html).toContain('width="1600" height="900"')
    for (const path of ['/store/geheim', '/store/nichtda', '/store/graz/checkout', '/status/a/b']) {
      const neutral = shell(path)!
      expect(neutral.route, path).toBeNull()
      expect(neutral.html).toContain('<main id="main" class="main" tabindex="-1"></main>')
      expect(neutral.html).toContain('class="brand__name"')
    }
  })

  it('content page: hero (escaped, unsafe link without href); drafts, non-public, unknown type and 404 neutral', () => {
    const page = shell('/gestaltungsbeispiele')!
    expect(page.route).toBe('content')
    expect(page.html).toContain('<h1>Willkommen &lt;/h1&gt;&lt;img src=x onerror=alert(1)&gt;</h1>')
    expect(page.html).toContain('<a class="button">Los</a>')
    expect(page.html).not.toContain('javascript:')
    expect(page.html).toContain('class="picture picture--loading cb-hero__image"')
    expect(shell('/Gestaltungsbeispiele/')!.route).toBe('content')
    expect(shell('/ueber-uns')!.html).toContain('<h1>Über uns</h1>')
    expect(shell('/ueber-uns')!.html).not.toContain('<p>x</p>')
    for (const path of ['/entwurf', '/intern', '/kaputt', '/gibt-es-nicht']) expect(shell(path)!.route, path).toBeNull()
  })

  it('no shell for kiosk, the admin preview and the full-screen pages', () => {
    expect(shell('/', '?kiosk=1')).toBeNull()
    expect(shell('/gestaltungsbeispiele', '?vorschau=1')).toBeNull()
    expect(shell('/geraet/frontdesk/1/key')).toBeNull()
    expect(shell('/signage/tv-1')).toBeNull()
  })

  it('reads the data from /api/init entries, tolerating missing or malformed ones', () => {
    expect(shellDataFromInit(null)).toEqual({ config: {}, branches: [], divisions: [], sites: [], navigations: [] })
    const read = shellDataFromInit([{ url: '/api/config', data: { shopName: 'X' } }, { url: '/api/branches', data: [null, { id: 1 }] }, 'kaputt'])
    expect(read.config).toEqual({ shopName: 'X' })
    expect(read.branches).toEqual([{ id: 1 }])
    expect(renderShell(read, { pathname: '/', search: '', hasConsentCookie: true })!.html).toContain('<span class="brand__name">X</span>')
  })

  it('theme variables only from safe values', () => {
    expect(themeStyle({ color1: '#abcdef', borderRadius: '4px' })).toContain('--c1:#abcdef')
    const evil = themeStyle({ color1: 'red;}</style><script>', font: '"><script>', borderRadius: 'expression(1)' })
    expect(evil).toContain('--c1:#111111')
    expect(evil).toContain("--font:'Mulish'")
    expect(evil).toContain('--radius:0.8rem')
  })

  it('consent cookie: the current banner version and shape only (domain/consent.ts, as the storefront reads it)', () => {
    const value = encodeURIComponent(`${CONSENT_VERSION}|abcdefghijklmnop|necessary,analytics`)
    expect(hasConsentCookie(`a=1; cookie-consent=${value}`)).toBe(true)
    expect(hasConsentCookie(`cookie-consent=${encodeURIComponent('2020-1|abcdefghijklmnop|necessary')}`)).toBe(false)
    expect(hasConsentCookie('cookie-consent=%E0%A4%A')).toBe(false)
    expect(hasConsentCookie(null)).toBe(false)
  })
})

describe('hero picture preload', () => {
  it('names the first shell picture with its srcset and sizes, nothing without one', () => {
    const graz = renderShell(data(), { pathname: '/store/graz', search: '', hasConsentCookie: true })!
    expect(graz.preload).toMatch(/^<link rel="preload" as="image" href="\/image\/icon\/7-2\.webp" imagesrcset="[^"]*\/image\/large\/7-2\.webp 1920w" imagesizes="100vw" fetchpriority="high">$/)
    expect(renderShell(data(), { pathname: '/', search: '', hasConsentCookie: true })!.preload).toBe('')
  })
})

describe('the page status (issue 35: no soft 404s)', () => {
  const status = (pathname: string) => pageStatus(data({ config: { privacyPolicyText: '# Datenschutz', imprint: 'https://example.org/impressum' } }), pathname)

  it('answers 200 for the SPA’s routes with their record: home, a branch (by identifier or id) and its checkout, a content page', () => {
    for (const path of ['/', '/store/graz', '/store/graz/', '/store/1', '/STORE/graz', '/store/graz/checkout', '/store/graz/checkout/error', '/gestaltungsbeispiele', '/Ueber-Uns/', '/entwurf'])
      expect(status(path), path).toBe(200)
  })

  it('answers 404 for an unknown branch, an unknown or empty legal page and a path that is neither route nor page', () => {
    for (const path of ['/store/nope', '/store/nope/checkout', '/store/%E0%A4%A', '/site/nope', '/site/terms-and-conditions', '/site/constructor', '/nope', '/gestaltungsbeispiele/mehr', '/status/nur-eins', '/store/graz/extra'])
      expect(status(path), path).toBe(404)
  })

  it('answers 200 for a legal page with a text or a link', () => {
    expect(status('/site/privacy')).toBe(200)
    expect(status('/site/imprint')).toBe(200)
  })

  it('answers 200 for the privacy page that shows the generated section (issue 34), 404 without it', () => {
    expect(pageStatus(data({ config: { privacyPolicyGeneratedText: '## Datenschutz bei Bestellungen' } }), '/site/privacy')).toBe(200)
    expect(pageStatus(data({ config: {} }), '/site/privacy')).toBe(404)
  })

  it('answers 500 where the SPA shows its 500 view: a content page of an unknown type', () => {
    expect(status('/kaputt')).toBe(500)
  })

  it('leaves the pages that load their own record at 200 (order status, questionnaire, device screens, signage)', () => {
    for (const path of ['/status/abc/def', '/questionnaires/xyz', '/geraet/frontdesk/1/key', '/signage/tv-1', '/signage/vorschau/3'])
      expect(status(path), path).toBe(200)
  })
})
