import { payloadLogger } from './platform/log/logger.mjs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { buildConfig } from 'payload'
import type { GlobalConfig } from 'payload'
import sharp from 'sharp'

import { formalGerman } from './platform/admin/i18n/formalGerman'
import { collections, EMPLOYEE_NAV } from './modules/collections'
import { hiddenByRole } from './platform/access/adminNav'
import { CONTENT_BLOCKS } from './modules/content/collections/blocks'
import { withGermanDateFormats } from './platform/fields/germanAdmin'
import { contentChangedAfterChange, contentChangedAfterDelete, contentChangedGlobal } from './platform/hooks/contentChanged'
import { finiteNumbersCollection, finiteNumbersGlobal } from './platform/hooks/finiteNumbers'
import { nullListsCollection } from './platform/hooks/nullLists'
import { nullGroupsCollection } from './platform/hooks/nullGroups'
import { Config } from './modules/settings/globals/Config'
import { Theme } from './modules/settings/globals/Theme'
import { jobsConfig } from './jobs'
import { payloadRestAfterError } from './platform/api/payload-rest-errors'
import { ADMIN_TITLE_SUFFIX } from './modules/settings/branding'
import { guardPoolErrors } from './platform/db'
import { env } from './platform/env'
import { INIT_SOURCES } from './platform/cache/initSources'
import { payloadSecret } from './platform/secret'
import { smtpEmailAdapter } from './modules/notifications/email-adapter'

/** Storefront content notifies every server process after commit, so cached /api/init answers are rebuilt. */
const withContentEvents = <T extends { slug: string; hooks?: Record<string, unknown[] | undefined> }>(
  config: T,
  hooks: Record<string, unknown>,
): T => {
  if (!INIT_SOURCES.has(config.slug)) return config
  const merged: Record<string, unknown[]> = { ...(config.hooks as Record<string, unknown[]>) }
  for (const [name, hook] of Object.entries(hooks)) {
    const list = merged[name] ?? []
    merged[name] = list.includes(hook) ? list : [...list, hook]
  }
  return { ...config, hooks: merged }
}

const dirname = path.dirname(fileURLToPath(import.meta.url))

const port = env.PORT
const serverURL = env.SERVER_URL
/** Origins allowed for cookie-authenticated requests: the app's own origin(s) first. */
const origins = [serverURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`, ...env.EXTRA_ORIGINS]

export default buildConfig({
  serverURL,
  // PAYLOAD_SECRET, else generated (production: kept in .data/secret) — platform/secret.ts
  secret: payloadSecret(),
  routes: {
    admin: '/backend',
    api: '/backend/api',
  },
  admin: {
    user: 'users',
    avatar: 'default',
    // white-label: the shop's name replaces the suffix per request (modules/settings/branding.ts), icon from the theme
    meta: {
      titleSuffix: ADMIN_TITLE_SUFFIX,
      description: 'Verwaltung des Bestell- und Inhaltssystems',
      icons: [{ rel: 'icon', url: '/favicon' }],
      defaultOGImageType: 'off',
      openGraph: { siteName: 'Tresen', description: 'Verwaltung des Bestell- und Inhaltssystems' },
    },
    dateFormat: 'dd.MM.yyyy HH:mm',
    components: {
      graphics: {
        Logo: '/modules/settings/admin/Logo#AdminLogo',
        Icon: '/modules/settings/admin/Logo#AdminIcon',
      },
      // the live order board (docs/order-board.md); the view checks the user itself
      views: {
        ordersLive: {
          Component: '/modules/orders/admin/board/OrderBoardView#OrderBoardView',
          path: '/orders-live',
          exact: true,
          meta: { title: 'Bestellungen live' },
        },
        // the staff view of one order ("Details & Verlauf"); the view checks the user and the order's branch itself
        staffOrder: {
          Component: '/modules/orders/admin/board/StaffOrderView#StaffOrderView',
          path: '/orders-live/:id',
          exact: true,
          meta: { title: 'Bestellung' },
        },
        // time tracking (docs/time-tracking.md); both views check the user themselves
        stempeluhr: {
          Component: '/modules/time-tracking/admin/StempeluhrView#StempeluhrView',
          path: '/stempeluhr',
          exact: true,
          meta: { title: 'Stempeluhr' },
        },
        zeitkonten: {
          Component: '/modules/time-tracking/admin/ZeitkontenView#ZeitkontenView',
          path: '/zeitkonten',
          exact: true,
          meta: { title: 'Zeitkonten' },
        },
        // the statistics dashboard (docs/statistics.md); the view checks the user itself
        statistics: {
          Component: '/modules/statistics/admin/StatisticsView#StatisticsView',
          path: '/statistics',
          exact: true,
          meta: { title: 'Statistik' },
        },
        // personal data (issue 34): a customer's export and erasure, the generated privacy text; admins only (the view checks)
        datenschutz: {
          Component: '/modules/accounts/admin/PrivacyView#PrivacyView',
          path: '/datenschutz',
          exact: true,
          meta: { title: 'Datenschutz' },
        },
        // the shared counter tablet: deliberately without back-office login (device key + username + PIN)
        stempeluhrTerminal: {
          Component: '/modules/time-tracking/admin/TerminalView#TerminalView',
          path: '/stempeluhr-terminal',
          exact: true,
          meta: { title: 'Stempeluhr-Terminal' },
        },
      },
      beforeNavLinks: [
        '/modules/orders/admin/board/NavLink#OrderBoardNavLink',
        '/modules/time-tracking/admin/NavLinks#TimeTrackingNavLinks',
        '/modules/statistics/admin/NavLink#StatisticsNavLink',
        '/modules/accounts/admin/NavLink#PrivacyNavLink',
      ],
      // e-mail/SMS/payment configuration status, so nothing is off silently
      beforeDashboard: ['/modules/notifications/admin/OperationsStatus#OperationsStatus'],
    },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'app/(payload)/backend/importMap.js'),
    },
  },
  i18n: {
    supportedLanguages: { de },
    fallbackLanguage: 'de',
    // one formal voice ("Sie") and Ja/Nein instead of wahr/falsch
    translations: { de: formalGerman },
  },
  collections: collections.map((c) =>
    withContentEvents(
      // NaN/Infinity never stored (platform/hooks/finiteNumbers.ts); null lists are empty ones (nullLists.ts)
      // the sidebar by role: employees see only what they work with (modules/collections.ts EMPLOYEE_NAV)
      {
        ...c,
        admin: { ...c.admin, hidden: hiddenByRole(c.admin?.hidden, EMPLOYEE_NAV.has(c.slug)) },
        fields: withGermanDateFormats(c.fields),
        hooks: {
          ...c.hooks,
          // a null group is one left out (platform/hooks/nullGroups.ts)
          beforeOperation: [nullGroupsCollection, ...(c.hooks?.beforeOperation ?? [])],
          beforeValidate: [finiteNumbersCollection, nullListsCollection, ...(c.hooks?.beforeValidate ?? [])],
        },
      },
      { afterChange: contentChangedAfterChange, afterDelete: contentChangedAfterDelete },
    ),
  ),
  // the content blocks, defined once and referenced by slug from the layout fields (modules/content/collections/blocks, issue 12)
  blocks: CONTENT_BLOCKS.map((block) => ({ ...block, fields: withGermanDateFormats(block.fields) })),
  globals: ([Config, Theme] as GlobalConfig[]).map((g) =>
    withContentEvents(
      // settings and design are the admins' (issue 35: employees saw a read-only "Design")
      { ...g, admin: { ...g.admin, hidden: hiddenByRole(g.admin?.hidden, false) }, fields: withGermanDateFormats(g.fields), hooks: { ...g.hooks, beforeValidate: [finiteNumbersGlobal, ...(g.hooks?.beforeValidate ?? [])] } },
      { afterChange: contentChangedGlobal },
    ),
  ),
  // Payload's REST errors in German and never a 500 for bad input (platform/api/payload-rest-errors.ts)
  hooks: { afterError: [payloadRestAfterError] },
  editor: lexicalEditor(),
  // SMTP from SMTP_* / MAIL_FROM (docs/operations.md); unconfigured sends fail visibly ('nicht konfiguriert')
  email: smtpEmailAdapter(),
  // notifications, receipt printing and refunds run through the job queue (jobs.ts)
  jobs: jobsConfig,
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL ?? undefined, max: env.DATABASE_POOL_MAX },
    push: false,
    // content blocks (modules/content/collections/blocks) as one jsonb column: no table per nested block, no 63-character names
    blocksAsJSON: true,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  csrf: [...new Set(origins)],
  cors: [...new Set(origins)],
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'contracts/payload-types.ts'),
  },
  graphQL: { disable: false },
  telemetry: false,
  // JSON lines in the server process (LOG_FORMAT, platform/log/logger.mjs); Payload's pretty output elsewhere
  logger: payloadLogger(),
  // connection errors of the pool are logged, never an uncaughtException (platform/db guardPoolErrors)
  onInit: (payload) => guardPoolErrors(payload),
})
