/**
 * Every environment variable the server reads, in one place, typed, read on every access (tests and the admin's
 * configuration status see a change without a restart). Strings are trimmed, blank is unset; booleans accept
 * 0/false/off/no and 1/true/on/yes, anything else is the default. Not here: NEXT_RUNTIME (Next inlines it in
 * instrumentation.ts) and the plain-JavaScript server.mjs, scripts/ and bench/ (docs/architecture.md, Environment).
 */

const text = (name: string): string | null => process.env[name]?.trim() || null

const ON = new Set(['1', 'true', 'on', 'yes'])
const OFF = new Set(['0', 'false', 'off', 'no'])

/** A boolean variable's value: '0'/'false'/'off'/'no' → false, '1'/'true'/'on'/'yes' → true, else `fallback`. */
export function parseFlag(raw: string | null | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase() ?? ''
  if (OFF.has(value)) return false
  if (ON.has(value)) return true
  return fallback
}

/** An integer variable's value within [min, max], else `fallback` (unset, blank, not an integer, out of range). */
export function parseInteger(raw: string | null | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw?.trim() ?? ''
  if (!/^-?\d+$/.test(value)) return fallback
  const n = Number(value)
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback
}

/** A comma-separated list, trimmed, without empty entries. */
export function parseList(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

export const env = {
  // --- process and URLs --------------------------------------------------------------------------------------
  /** 'production' in `next start` / server.mjs; development otherwise. */
  get NODE_ENV(): string {
    return text('NODE_ENV') ?? 'development'
  },
  /** Set by Next while it builds (`phase-production-build`): nothing connects to the database then. */
  get NEXT_PHASE(): string | null {
    return text('NEXT_PHASE')
  },
  /** The port the server listens on (default 3000). */
  get PORT(): number {
    return parseInteger(text('PORT'), 3000, 1, 65_535)
  },
  /** The server's own origin (default http://localhost:PORT); Payload's serverURL and the first allowed origin. */
  get SERVER_URL(): string {
    return text('SERVER_URL') ?? `http://localhost:${env.PORT}`
  },
  /** The public origin for links in messages and payment redirects (default SERVER_URL). */
  get PUBLIC_URL(): string {
    return (text('PUBLIC_URL') ?? env.SERVER_URL).replace(/\/+$/, '')
  },
  /** Further origins allowed for cookie-authenticated requests (CSRF, CORS), comma-separated. */
  get EXTRA_ORIGINS(): string[] {
    return parseList(text('EXTRA_ORIGINS'))
  },
  /** Payload's secret (tokens, encrypted fields). Unset: platform/secret.ts generates one (production: kept in
   * DATA_DIR/secret; development and tests: per process). Never a value from the repository. */
  get PAYLOAD_SECRET(): string | null {
    return text('PAYLOAD_SECRET')
  },
  /** The server's own data directory (generated secret; default .data in the working directory). */
  get DATA_DIR(): string {
    return text('DATA_DIR') ?? '.data'
  },
  /** TRESEN_FAST_PATHS=0 keeps the hot paths inside Next (production only; default on). */
  get TRESEN_FAST_PATHS(): boolean {
    return parseFlag(text('TRESEN_FAST_PATHS'), true)
  },
  /** TRESEN_FAST_POSTS=0 leaves the public POSTs (order intake, analytics events) to Next while the other hot paths
   * stay beside it (to compare both, e.g. bench/mixed.mjs; default on). */
  get TRESEN_FAST_POSTS(): boolean {
    return parseFlag(text('TRESEN_FAST_POSTS'), true)
  },

  /** Behind a reverse proxy: trust its X-Forwarded-For (client IP: the right-most entry) and X-Forwarded-Proto (TLS →
   * HSTS, Secure cookies). Default off: the socket's address, never TLS. Only set it when a proxy sets these headers. */
  get TRUST_PROXY(): boolean {
    return parseFlag(text('TRUST_PROXY'), false)
  },

  // --- abuse limits (platform/rate-limit.ts, docs/security.md) -------------------------------------------------------
  /** Off switch of all per-client rate limits (default on; load tests and e2e runs set RATE_LIMITS=0). */
  get RATE_LIMITS(): boolean {
    return parseFlag(text('RATE_LIMITS'), true)
  },
  /** Days raw analytics events are kept (default 400); the hourly rollups are kept (docs/statistics.md). */
  get ANALYTICS_RAW_RETENTION_DAYS(): number {
    return parseInteger(text('ANALYTICS_RAW_RETENTION_DAYS'), 400, 1, 36_500)
  },
  /** The length of one rate-limit window in seconds (default 60). */
  get RATE_LIMIT_WINDOW_SECONDS(): number {
    return parseInteger(text('RATE_LIMIT_WINDOW_SECONDS'), 60, 1, 86_400)
  },
  /** Orders per client and window (POST /api/orders/public; default 20). */
  get RATE_LIMIT_ORDERS(): number {
    return parseInteger(text('RATE_LIMIT_ORDERS'), 20, 1)
  },
  /** Public uploads per client and window (default 30). */
  get RATE_LIMIT_UPLOADS(): number {
    return parseInteger(text('RATE_LIMIT_UPLOADS'), 30, 1)
  },
  /** Uploads one order may refer to at most (default 10; modules/content/uploads.ts loadOrderUploads). */
  get ORDER_UPLOADS_MAX_FILES(): number {
    return parseInteger(text('ORDER_UPLOADS_MAX_FILES'), 10, 1, 1_000)
  },
  /** Megabytes of uploads one order may refer to in total (default 50). */
  get ORDER_UPLOADS_MAX_MB(): number {
    return parseInteger(text('ORDER_UPLOADS_MAX_MB'), 50, 1, 100_000)
  },
  /** Analytics log entries per client and window (default 120). */
  get RATE_LIMIT_ANALYTICS(): number {
    return parseInteger(text('RATE_LIMIT_ANALYTICS'), 120, 1)
  },
  /** Questionnaire submissions per client and window (default 10). */
  get RATE_LIMIT_SUBMISSIONS(): number {
    return parseInteger(text('RATE_LIMIT_SUBMISSIONS'), 10, 1)
  },
  /** Customer actions on an order (counter appointment, rating) per client, route and window (default 20). */
  get RATE_LIMIT_ACTIONS(): number {
    return parseInteger(text('RATE_LIMIT_ACTIONS'), 20, 1)
  },
  /** Device calls (heartbeat, log upload, push subscription) per client, route and window (default 120: a branch's
   *  devices behind one address send a heartbeat every 30 s each). */
  get RATE_LIMIT_DEVICES(): number {
    return parseInteger(text('RATE_LIMIT_DEVICES'), 120, 1)
  },
  /** Login attempts per client and window (POST /api/auth/authenticate, /backend/api/users/login; default 20). */
  get RATE_LIMIT_LOGIN(): number {
    return parseInteger(text('RATE_LIMIT_LOGIN'), 20, 1)
  },

  // --- memory -----------------------------------------------------------------------------------------------------
  /**
   * Bytes the anonymous-content cache may hold (platform/cache/publicCache.ts; default 32 MiB, the least recently
   * used answer goes first). 0 keeps nothing.
   */
  get PUBLIC_CACHE_MAX_BYTES(): number {
    return parseInteger(text('PUBLIC_CACHE_MAX_BYTES'), 32 * 1024 * 1024, 0, 4 * 1024 * 1024 * 1024)
  },
  // --- operations -------------------------------------------------------------------------------------------------
  /** The bearer token /metrics asks for (platform/metrics); unset: /metrics answers 404. */
  get METRICS_TOKEN(): string | null {
    return text('METRICS_TOKEN')
  },
  // --- database and jobs -----------------------------------------------------------------------------------------
  get DATABASE_URL(): string | null {
    return text('DATABASE_URL')
  },
  /** A connection string that reaches PostgreSQL itself, for the connections that need a session of their own (LISTEN,
   * the job runner's advisory lock) when DATABASE_URL goes through PgBouncer in transaction mode (docs/scaling.md);
   * default DATABASE_URL. */
  get DATABASE_DIRECT_URL(): string | null {
    return text('DATABASE_DIRECT_URL')
  },
  /** Named (server-side prepared) statements for the hot paths (platform/db queryPool; default on). Off behind PgBouncer
   * in transaction mode older than 1.21 (or with `max_prepared_statements = 0`), which cannot carry a statement
   * prepared in one transaction to the server connection of the next (docs/scaling.md). */
  get DATABASE_NAMED_STATEMENTS(): boolean {
    return parseFlag(text('DATABASE_NAMED_STATEMENTS'), true)
  },
  /** Connections of Payload's pool (default 10). */
  get DATABASE_POOL_MAX(): number {
    return parseInteger(text('DATABASE_POOL_MAX'), 10, 1, 1000)
  },
  /** Runs the job queue (outbox, printing, refunds) in the server process (default on; off when a separate worker
   * runs `payload jobs:run`). */
  get JOBS_AUTORUN(): boolean {
    return parseFlag(text('JOBS_AUTORUN'), true)
  },
  /** The first retry delay of a failed job in ms (default 10 000; doubled per attempt). */
  get JOBS_RETRY_DELAY_MS(): number {
    return parseInteger(text('JOBS_RETRY_DELAY_MS'), 10_000)
  },

  // --- backups (docs/operations.md "Sicherung und Wiederherstellung") ----------------------------------------------
  /** Folder of the daily backup (`tresen-YYYYMMDD-HHMM.tar.gz`); unset: no scheduled backup and no admin notice. */
  get BACKUP_DIR(): string | null {
    return text('BACKUP_DIR')
  },
  /** Hour (0–23, shop time zone) from which the daily backup runs (default 3). */
  get BACKUP_HOUR(): number {
    return parseInteger(text('BACKUP_HOUR'), 3, 0, 23)
  },
  /** Days the daily backups in BACKUP_DIR are kept (default 14; older ones are deleted after a successful backup). */
  get BACKUP_RETENTION_DAYS(): number {
    return parseInteger(text('BACKUP_RETENTION_DAYS'), 14, 1, 3650)
  },

  // --- e-mail (SMTP) and SMS -------------------------------------------------------------------------------------
  get SMTP_HOST(): string | null {
    return text('SMTP_HOST')
  },
  /** Default 587. */
  get SMTP_PORT(): number {
    return parseInteger(text('SMTP_PORT'), 587, 1, 65_535)
  },
  get SMTP_USER(): string | null {
    return text('SMTP_USER')
  },
  get SMTP_PASS(): string | null {
    return text('SMTP_PASS')
  },
  /** TLS from the start; unset: only on port 465. */
  get SMTP_SECURE(): boolean {
    return parseFlag(text('SMTP_SECURE'), env.SMTP_PORT === 465)
  },
  /** 'Name <adresse@example.com>' or an address. */
  get MAIL_FROM(): string | null {
    return text('MAIL_FROM')
  },
  get SMS_API_URL(): string | null {
    return text('SMS_API_URL')
  },
  get SMS_API_TOKEN(): string | null {
    return text('SMS_API_TOKEN')
  },
  /** The SMS sender name (default 'Tresen'). */
  get SMS_FROM(): string {
    return text('SMS_FROM') ?? 'Tresen'
  },

  // --- payment providers -----------------------------------------------------------------------------------------
  get STRIPE_SECRET_KEY(): string | null {
    return text('STRIPE_SECRET_KEY')
  },
  get STRIPE_WEBHOOK_SECRET(): string | null {
    return text('STRIPE_WEBHOOK_SECRET')
  },
  /** Default https://api.stripe.com (tests point it at a fake). */
  get STRIPE_API_BASE(): string {
    return (text('STRIPE_API_BASE') ?? 'https://api.stripe.com').replace(/\/+$/, '')
  },
  get DATATRANS_MERCHANT_ID(): string | null {
    return text('DATATRANS_MERCHANT_ID')
  },
  get DATATRANS_PASSWORD(): string | null {
    return text('DATATRANS_PASSWORD')
  },
  get DATATRANS_HMAC_KEY(): string | null {
    return text('DATATRANS_HMAC_KEY')
  },
  /** Default https://api.sandbox.datatrans.com. */
  get DATATRANS_API_BASE(): string {
    return (text('DATATRANS_API_BASE') ?? 'https://api.sandbox.datatrans.com').replace(/\/+$/, '')
  },
  /** Default https://pay.sandbox.datatrans.com. */
  get DATATRANS_PAY_BASE(): string {
    return (text('DATATRANS_PAY_BASE') ?? 'https://pay.sandbox.datatrans.com').replace(/\/+$/, '')
  },
}

/** The names of the variables above (e.g. to say which one is missing). */
export type EnvName = keyof typeof env
