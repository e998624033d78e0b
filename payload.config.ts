import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { contentChangedAfterChange, contentChangedAfterDelete, contentChangedGlobal } from './collections/hooks/contentChanged'
import { Config } from './globals/Config'
import { Theme } from './globals/Theme'
import { jobsConfig } from './jobs'
import { guardPoolErrors } from './server/db'
import { env } from './server/env'
import { INIT_SOURCES } from './server/init'
import { smtpEmailAdapter } from './server/notifications/email-adapter'

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
  secret: env.PAYLOAD_SECRET,
  routes: {
    admin: '/backend',
    api: '/backend/api',
  },
  admin: {
    user: 'users',
    avatar: 'default',
    meta: { titleSuffix: ' – Tresen' },
    dateFormat: 'dd.MM.yyyy HH:mm',
    components: {
      // the live order board (docs/order-board.md); the view checks the user itself
      views: {
        ordersLive: {
          Component: '/admin-extensions/order-board/OrderBoardView#OrderBoardView',
          path: '/orders-live',
          exact: true,
          meta: { title: 'Bestellungen live' },
        },
      },
      beforeNavLinks: ['/admin-extensions/order-board/NavLink#OrderBoardNavLink'],
      // e-mail/SMS/payment configuration status, so nothing is off silently
      beforeDashboard: ['/admin-extensions/notifications/OperationsStatus#OperationsStatus'],
    },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'app/(payload)/backend/importMap.js'),
    },
  },
  i18n: {
    supportedLanguages: { de },
    fallbackLanguage: 'de',
  },
  collections: collections.map((c) =>
    withContentEvents(c, { afterChange: contentChangedAfterChange, afterDelete: contentChangedAfterDelete }),
  ),
  globals: [Config, Theme].map((g) => withContentEvents(g, { afterChange: contentChangedGlobal })),
  editor: lexicalEditor(),
  // SMTP from SMTP_* / MAIL_FROM (docs/operations.md); unconfigured sends fail visibly ('nicht konfiguriert')
  email: smtpEmailAdapter(),
  // notifications, receipt printing and refunds run through the job queue (jobs.ts)
  jobs: jobsConfig,
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL ?? undefined, max: env.DATABASE_POOL_MAX },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  csrf: [...new Set(origins)],
  cors: [...new Set(origins)],
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
  graphQL: { disable: false },
  telemetry: false,
  // connection errors of the pool are logged, never an uncaughtException (server/db guardPoolErrors)
  onInit: (payload) => guardPoolErrors(payload),
})
