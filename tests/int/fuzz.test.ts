/**
 * Fuzzing the public and the staff API (/api, /custom/api) and Payload's REST API (/backend/api) with fast-check
 * (issue 15, "Done means"): malformed JSON, wrong types, huge numbers, NUL, lone surrogates, unknown and malformed
 * ids, bad query parameters. Over all generated requests:
 *   - never a 5xx;
 *   - every 4xx is JSON in the documented shape: `{ errors: [{ field, message }] }` with German messages (Payload's
 *     REST keeps its own shape for its validation errors: `errors[].message`, German, field optional);
 *   - no partial write: a refused write leaves the row count of its table — and a fuzz-owned record — unchanged.
 * One run with a fixed seed, one with a random seed (printed on failure; repeat it with FUZZ_SEED=<seed>; hunt longer
 * with FUZZ_RUNS=<n> random requests).
 * Writes that may succeed only touch records this test created, or the settings (restored afterwards); staff actions
 * that queue notifications or print jobs only get unknown ids.
 */
import config from '@payload-config'
import fc from 'fast-check'
import { handleEndpoints } from 'payload'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardPayloadRest } from '../../platform/api/payload-rest-errors'
import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { execute, sql } from '../../platform/db'
import { createTestOrder } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, branchId } from './helpers/users'

const FIXED_SEED = 20_261_123
const FIXED_RUNS = 1_100
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS) || 900

type Who = 'anonymous' | 'employee' | 'admin'
type FuzzRequest = {
  label: string
  method: string
  /** /api/…, /custom/api/… or /backend/api/… */
  path: string
  body?: unknown
  who: Who
  /** the table whose row count a refused write must not change */
  table?: string
  /** a fuzz-owned record a refused write must leave as it was */
  record?: { slug: CollectionSlug; id: number }
}

let payload: Payload
const tokens: Record<Who, string | undefined> = { anonymous: undefined, employee: undefined, admin: undefined }
let configBefore: Record<string, unknown>
let wien = 0
/** records this test owns (the only existing ids that writes may hit) */
const owned: Partial<Record<string, number>> = {}

const PUBLIC_LISTS = ['branches', 'products', 'categories', 'menus', 'tags', 'sites', 'donatees', 'units', 'tables', 'images']
const STAFF_LISTS = [
  ...PUBLIC_LISTS,
  'users',
  'departments',
  'orders',
  'devices',
  'uploads',
  'qr-codes',
  'customers',
  'logs',
  'working-activities',
  'tasks',
]
/** record types the fuzz writes to (create/update of owned records) */
const WRITABLE = [
  'tables',
  'products',
  'departments',
  'qr-codes',
  'categories',
  'units',
  'tags',
  'donatees',
  'devices',
  'menus',
  'branches',
]

// ---- values ------------------------------------------------------------------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '1e309',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  'äöü€😀',
  'x'.repeat(3000),
]
const NASTY_NUMBERS = [0, -1, -0, 1.5, 2147483647, 2147483648, 1e21, Number.MAX_SAFE_INTEGER, 999999, 1e308, -1e308]

const nastyString = fc.constantFrom(...NASTY_STRINGS)
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS)
const scalar = fc.oneof(
  nastyString,
  nastyNumber,
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
)
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

/** A raw body that is not JSON (or JSON PostgreSQL cannot store). */
const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '"\\u0000"',
    '{"a":"\\ud800"}',
    '{"a":1e309}',
    '{"__proto__":{"x":1}}',
    '[]',
    '"text"',
    '42',
  ),
  fc.string({ maxLength: 40 }),
)

const body = (fields: readonly string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(
        fields.length ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 6 })) : fc.string({ maxLength: 6 }),
        value,
        { maxKeys: 6 },
      ),
    },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )

/** encodeURIComponent, also for lone surrogates (sent as the bytes PostgreSQL would refuse: %ED%A0%80). */
const enc = (text: string) =>
  text.isWellFormed() ? encodeURIComponent(text) : encodeURIComponent(text.toWellFormed()).replace(/%EF%BF%BD/g, '%ED%A0%80')

const segment = fc.oneof(
  fc.constantFrom('abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999', '%00', '%E0%A4%A', '%ud800', '..', 'null'),
  fc.integer({ min: 1_000_000, max: 2_000_000_000 }).map(String),
  fc.string({ maxLength: 8 }).map(enc),
)

const queryKey = (fields: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(
      'limit',
      'page',
      'sort',
      'depth',
      'where[id][equals]',
      'where[name][like]',
      'where[x][in]',
      'draft',
      'locale',
    ),
    fields.length ? fc.constantFrom(...fields) : fc.constant('name'),
    fc.string({ maxLength: 6 }),
  )
const queryValue = fc.oneof(
  nastyString,
  fc.string({ maxLength: 10 }),
  nastyNumber.map(String),
  fc.constant('-createdAt'),
  fc.constant('-hash'),
)
const query = (fields: readonly string[]) =>
  fc.array(fc.tuple(queryKey(fields), queryValue), { maxLength: 4 }).map((pairs) => {
    const q = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')
    return q ? `?${q}` : ''
  })

// ---- requests ----------------------------------------------------------------------------------------------------

const fieldsOf = (slug: string): string[] =>
  payload.collections[slug as CollectionSlug]?.config.flattenedFields.map((f) => f.name).filter((n) => n !== 'id') ?? []

const ORDER_FIELDS = [
  'branch',
  'deliveryType',
  'firstName',
  'lastName',
  'email',
  'phone',
  'items',
  'paymentMethod',
  'appointmentDate',
  'table',
  'donatee',
  'donationAmount',
  'legalInstructions',
  'privacyPolicy',
  'comment',
  'zipCode',
  'isCompany',
]
const ITEM_FIELDS = ['product', 'amount', 'unit', 'parts']
const orderBody = () =>
  fc.oneof(
    body(ORDER_FIELDS),
    fc.record({
      branch: fc.oneof(fc.constant(0), nastyNumber, nastyString, fc.constant(wien)),
      deliveryType: fc.oneof(fc.constantFrom('takeaway', 'delivery', 'dineIn'), nastyString),
      firstName: fc.oneof(fc.string({ maxLength: 10 }), nastyString),
      lastName: fc.string({ maxLength: 10 }),
      items: fc.array(fc.dictionary(fc.constantFrom(...ITEM_FIELDS), value, { maxKeys: 4 }), { maxLength: 3 }),
    }),
  )

const idFor = (slug: string) =>
  fc.oneof(
    { weight: 3, arbitrary: segment },
    { weight: 1, arbitrary: fc.constant(owned[slug]).map((id) => String(id ?? 1_999_999_999)) },
  )

function requests(): fc.Arbitrary<FuzzRequest> {
  const publicList = fc.constantFrom(...PUBLIC_LISTS)
  const staffList = fc.constantFrom(...STAFF_LISTS)
  const writable = fc.constantFrom(...WRITABLE)
  const restSlugs = payload.config.collections.map((c) => c.slug).filter((s) => s !== 'payload-preferences')
  const rest = fc.constantFrom(...restSlugs)
  const staff = fc.constantFrom<Who>('employee', 'admin')
  const anyone = fc.constantFrom<Who>('anonymous', 'employee', 'admin')

  const chain = <T>(arb: fc.Arbitrary<T>, make: (t: T) => fc.Arbitrary<FuzzRequest>) => arb.chain(make)

  return fc.oneof(
    // ---- public ----
    {
      weight: 8,
      arbitrary: orderBody().map((b): FuzzRequest => ({
        label: 'order',
        method: 'POST',
        path: '/api/orders/public',
        body: b,
        who: 'anonymous',
        table: 'orders',
      })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({
          dataUrl: fc.oneof(
            value,
            fc.constantFrom(
              'data:image/gif;base64,R0lGODlhPHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
              'data:text/plain;base64,',
              'data:;base64,AAAA',
              'data:image/png;base64,iVBORw0KGgo=',
              'data:x',
            ),
          ),
          name: value,
          partType: fc.oneof(fc.constantFrom('image', 'images', 'file', 'files'), value),
        })
        .map((b): FuzzRequest => ({
          label: 'upload',
          method: 'POST',
          path: '/api/uploads/public',
          body: b,
          who: 'anonymous',
          table: 'uploads',
        })),
    },
    {
      weight: 3,
      arbitrary: body(['type', 'data', 'path', 'referrer', 'session']).map((b): FuzzRequest => ({
        label: 'analytics',
        method: 'POST',
        path: '/api/analytics-log',
        body: b,
        who: 'anonymous',
        table: 'analytics_log',
      })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          segment,
          segment,
          fc.constantFrom('', '/questionnaire', '/confirm-counter-appointment', '/reject-counter-appointment'),
          body(['rating', 'foodRating', 'comment']),
        )
        .map(([uid, hash, action, b]): FuzzRequest => ({
          label: 'public order',
          method: action ? 'POST' : 'GET',
          path: `/api/orders/public/${uid}/${hash}${action}`,
          body: action ? b : undefined,
          who: 'anonymous',
        })),
    },
    {
      weight: 6,
      arbitrary: chain(fc.tuple(publicList, anyone), ([slug, who]) =>
        query(fieldsOf(slug)).map((q): FuzzRequest => ({ label: `list ${slug}`, method: 'GET', path: `/api/${slug}${q}`, who })),
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(publicList, segment, anyone)
        .map(([slug, id, who]): FuzzRequest => ({ label: `get ${slug}`, method: 'GET', path: `/api/${slug}/${id}`, who })),
    },
    {
      weight: 2,
      arbitrary: body(['clientName', 'contactName', 'questionnaire', 'content']).map((b): FuzzRequest => ({
        label: 'submission',
        method: 'POST',
        path: '/custom/api/questionnaire-submissions',
        body: b,
        who: 'anonymous',
        table: 'questionnaire_submissions',
      })),
    },
    {
      weight: 1,
      arbitrary: segment.map((h): FuzzRequest => ({
        label: 'questionnaire',
        method: 'GET',
        path: `/custom/api/questionnaires/public/${h}`,
        who: 'anonymous',
      })),
    },
    {
      weight: 1,
      arbitrary: query([]).map((q): FuzzRequest => ({ label: 'init', method: 'GET', path: `/api/init${q}`, who: 'anonymous' })),
    },
    // ---- staff ----
    {
      weight: 6,
      arbitrary: chain(fc.tuple(staffList, staff), ([slug, who]) =>
        query(fieldsOf(slug)).map((q): FuzzRequest => ({
          label: `staff list ${slug}`,
          method: 'GET',
          path: `/api/${slug}${q}`,
          who,
        })),
      ),
    },
    {
      weight: 6,
      arbitrary: chain(fc.tuple(writable, staff), ([slug, who]) =>
        body(fieldsOf(slug)).map((b): FuzzRequest => ({
          label: `create ${slug}`,
          method: 'POST',
          path: `/api/${slug}`,
          body: b,
          who,
          table: slug.replace(/-/g, '_'),
        })),
      ),
    },
    {
      weight: 6,
      arbitrary: chain(fc.tuple(writable, staff), ([slug, who]) =>
        fc.tuple(idFor(slug), body(fieldsOf(slug))).map(([id, b]): FuzzRequest => ({
          label: `update ${slug}`,
          method: 'PUT',
          path: `/api/${slug}/${id}`,
          body: b,
          who,
          record: String(owned[slug]) === id ? { slug: slug as CollectionSlug, id: Number(id) } : undefined,
        })),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(writable, fc.oneof(segment, fc.constant(String(wien))), staff).map(([slug, id, who]): FuzzRequest => ({
        label: `delete ${slug}`,
        method: 'DELETE',
        path: `/api/${slug}/${slug === 'branches' ? id : id === String(wien) ? '1999999999' : id}`,
        who,
        table: slug.replace(/-/g, '_'),
      })),
    },
    {
      weight: 3,
      arbitrary: chain(staff, (who) =>
        body(['missedOrderMinutes', 'mapboxZoom', 'mapboxPitch', 'enableCash', 'title', 'deliveryFee']).map((b): FuzzRequest => ({
          label: 'config',
          method: 'POST',
          path: '/api/config',
          body: b,
          who,
        })),
      ),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom('current', 'history', 'missed'), query(['branch', 'status', 'since', 'etag']), staff)
        .map(([list, q, who]): FuzzRequest => ({ label: `orders ${list}`, method: 'GET', path: `/api/orders/${list}${q}`, who })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          segment,
          fc.constantFrom(
            'status/confirm',
            'status/reject',
            'status/x',
            'status/%00',
            'counter-appointment',
            'acknowledge',
            'print',
            'resend-new-order-email',
            'update-payment-status',
          ),
          body(['message', 'rejectionMessage', 'counterAppointment', 'at']),
          staff,
        )
        .map(([id, action, b, who]): FuzzRequest => ({
          label: `order action ${action}`,
          method: 'POST',
          path: `/api/orders/${id}/${action}`,
          body: b,
          who,
        })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(idFor('orders'), fc.oneof(segment, fc.constantFrom('0', '1', '5')), body(['amount', 'unit', 'parts']), staff)
        .map(([id, index, b, who]): FuzzRequest => ({
          label: 'order item',
          method: 'PUT',
          path: `/api/orders/${id}/items/${index}`,
          body: b,
          who,
          record: String(owned.orders) === id ? { slug: 'orders', id: Number(id) } : undefined,
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(idFor('orders'), fc.constant('appointment-slots'), query(['date', 'from']), staff)
        .map(([id, what, q, who]): FuzzRequest => ({
          label: `order ${what}`,
          method: 'GET',
          path: `/api/orders/${id}/${what}${q}`,
          who,
        })),
    },
    // ---- Payload's REST API ----
    {
      weight: 8,
      arbitrary: chain(fc.tuple(rest, anyone), ([slug, who]) =>
        query(fieldsOf(slug)).map((q): FuzzRequest => ({
          label: `rest list ${slug}`,
          method: 'GET',
          path: `/backend/api/${slug}${q}`,
          who,
        })),
      ),
    },
    {
      weight: 6,
      arbitrary: chain(fc.tuple(rest, fc.constantFrom('GET', 'PATCH', 'DELETE'), staff), ([slug, method, who]) =>
        fc.tuple(fc.oneof(segment, fc.constant('1999999999')), body(fieldsOf(slug))).map(([id, b]): FuzzRequest => ({
          label: `rest ${method} ${slug}`,
          method,
          path: `/backend/api/${slug}/${id}`,
          body: method === 'PATCH' ? b : undefined,
          who,
          table: method === 'GET' ? undefined : slug.replace(/-/g, '_'),
        })),
      ),
    },
    {
      weight: 3,
      arbitrary: chain(fc.tuple(writable, staff), ([slug, who]) =>
        fc.tuple(idFor(slug), body(fieldsOf(slug))).map(([id, b]): FuzzRequest => ({
          label: `rest update ${slug}`,
          method: 'PATCH',
          path: `/backend/api/${slug}/${id}`,
          body: b,
          who,
          record: String(owned[slug]) === id ? { slug: slug as CollectionSlug, id: Number(id) } : undefined,
        })),
      ),
    },
    {
      weight: 4,
      arbitrary: chain(fc.tuple(writable, staff), ([slug, who]) =>
        body(fieldsOf(slug)).map((b): FuzzRequest => ({
          label: `rest create ${slug}`,
          method: 'POST',
          path: `/backend/api/${slug}`,
          body: b,
          who,
          table: slug.replace(/-/g, '_'),
        })),
      ),
    },
  )
}

// ---- calling and checking ----------------------------------------------------------------------------------------

const payloadRest = guardPayloadRest(
  async () => (await config).collections,
  (request: Request) => handleEndpoints({ config, request }),
)

type Answer = { status: number; contentType: string; text: string }

let ipSeq = 0
async function send(r: FuzzRequest): Promise<Answer> {
  ipSeq += 1
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: `198.18.${(ipSeq >> 8) & 255}.${ipSeq & 255}` }
  const token = tokens[r.who]
  if (r.path.startsWith('/backend/api')) {
    if (token) headers.authorization = `JWT ${token}`
    if (r.body !== undefined) headers['content-type'] = 'application/json'
    const request = new Request(`http://localhost:3000${r.path}`, {
      method: r.method,
      headers,
      body: r.body === undefined ? undefined : typeof r.body === 'string' ? r.body : JSON.stringify(r.body),
    })
    const response = await payloadRest(request)
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() }
  }
  const base = r.path.startsWith('/custom/api') ? '/custom/api' : '/api'
  try {
    const res = await call(r.method, r.path.slice(base.length), { base, body: r.body, token, headers })
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: JSON.stringify(res.body) }
  } catch (error) {
    // call() parses every answer as JSON: a non-JSON answer lands here
    return { status: -1, contentType: '', text: String(error) }
  }
}

/** German, not English: Payload's and Node's English phrases never reach a client. */
const ENGLISH = /\b(the|cannot|invalid|required|something went wrong|not found|must be|should be|is not|unexpected|error)\b/i

function problemsOf(r: FuzzRequest, a: Answer): string[] {
  if (a.status === -1) return [`answer is not JSON: ${a.text.slice(0, 200)}`]
  if (a.status >= 500) return [`${a.status}: ${a.text.slice(0, 300)}`]
  if (a.status < 400) return []
  if (!a.contentType.includes('application/json')) return [`${a.status} without JSON content type`]
  let parsed: { errors?: unknown }
  try {
    parsed = JSON.parse(a.text) as { errors?: unknown }
  } catch {
    return [`${a.status}: not JSON`]
  }
  const errors = parsed.errors
  if (!Array.isArray(errors) || errors.length === 0) return [`${a.status} without errors[]: ${a.text.slice(0, 200)}`]
  const problems: string[] = []
  const rest = r.path.startsWith('/backend/api')
  for (const e of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof e.message !== 'string' || e.message === '') problems.push(`${a.status}: error without message`)
    else if (ENGLISH.test(e.message)) problems.push(`${a.status}: English message “${e.message}”`)
    if (!rest && !(e.field === null || typeof e.field === 'string')) problems.push(`${a.status}: error without field`)
  }
  return problems
}

const countRows = async (table: string): Promise<number | null> => {
  try {
    return Number((await execute<{ n: number }>(payload, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n)
  } catch {
    return null
  }
}

const snapshot = async (record: { slug: CollectionSlug; id: number }) =>
  JSON.stringify(
    await payload.findByID({ collection: record.slug, id: record.id, depth: 0, overrideAccess: true, disableErrors: true }),
  )

type Failure = { request: FuzzRequest; status: number; problems: string[] }

async function fuzz(
  seed: number,
  numRuns: number,
): Promise<{ failures: Failure[]; runs: number; statuses: Record<string, number>; slowest: { ms: number; label: string }[] }> {
  const failures: Failure[] = []
  const statuses: Record<string, number> = {}
  const slowest: { ms: number; label: string }[] = []
  let runs = 0
  await fc.assert(
    fc.asyncProperty(requests(), async (r) => {
      runs += 1
      const write = r.method !== 'GET'
      const rowsBefore = write && r.table ? await countRows(r.table) : null
      const recordBefore = write && r.record ? await snapshot(r.record) : null
      const started = performance.now()
      const answer = await send(r)
      const ms = performance.now() - started
      slowest.push({ ms: Math.round(ms), label: `${r.method} ${r.path.slice(0, 80)}` })
      slowest.sort((a, b) => b.ms - a.ms).splice(5)
      statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1
      const problems = problemsOf(r, answer)
      if (answer.status >= 400) {
        if (rowsBefore !== null && r.table) {
          const after = await countRows(r.table)
          if (after !== rowsBefore)
            problems.push(`partial write: ${r.table} ${rowsBefore} → ${after} rows after ${answer.status}`)
        }
        if (recordBefore !== null && r.record && (await snapshot(r.record)) !== recordBefore)
          problems.push(`partial write: ${r.record.slug} ${r.record.id} changed after ${answer.status}`)
      }
      if (problems.length > 0 && failures.length < 40)
        failures.push({
          request: { ...r, body: typeof r.body === 'string' ? r.body.slice(0, 200) : r.body },
          status: answer.status,
          problems,
        })
      return true
    }),
    { seed, numRuns, endOnFailure: true },
  )
  return { failures, runs, statuses, slowest }
}

beforeAll(async () => {
  payload = await loadPayload()
  tokens.admin = await login(ADMIN.email, ADMIN.password)
  tokens.employee = await login(EMPLOYEE.email, EMPLOYEE.password)
  wien = await branchId('wien')
  for (const slug of CLEANUP) {
    const { docs } = await payload.find({ collection: slug, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
    maxIdBefore[slug] = Number(docs[0]?.id ?? 0)
  }
  configBefore = (await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true })) as unknown as Record<
    string,
    unknown
  >
  const unit = await payload.create({
    collection: 'units',
    data: { name: 'Fuzz-Einheit', shortName: 'fz', type: 'amount', factor: 1 },
    overrideAccess: true,
  })
  owned.units = unit.id
  owned.tables = (
    await payload.create({ collection: 'tables', data: { identifier: 'FUZZ', branch: wien }, overrideAccess: true })
  ).id
  owned.products = (
    await payload.create({
      collection: 'products',
      data: { name: 'Fuzz-Brot', price: 100, unit: unit.id, allergens: ['A'] } as never,
      overrideAccess: true,
    })
  ).id
  owned.departments = (
    await payload.create({ collection: 'departments', data: { name: 'Fuzz-Abteilung' }, overrideAccess: true })
  ).id
  owned['qr-codes'] = (
    await payload.create({ collection: 'qr-codes', data: { name: 'Fuzz-QR', target: '/fuzz' } as never, overrideAccess: true })
  ).id
  owned.categories = (
    await payload.create({ collection: 'categories', data: { name: 'Fuzz-Kategorie' }, overrideAccess: true })
  ).id
  owned.tags = (await payload.create({ collection: 'tags', data: { name: 'Fuzz-Tag' }, overrideAccess: true })).id
  owned.donatees = (await payload.create({ collection: 'donatees', data: { name: 'Fuzz-Verein' }, overrideAccess: true })).id
  owned.branches = (
    await payload.create({
      collection: 'branches',
      data: { name: 'Fuzz-Filiale', identifier: 'fuzz' } as never,
      overrideAccess: true,
    })
  ).id
  owned.orders = (await createTestOrder(payload, wien)).id
})

/** Collections the fuzz may add rows to, in the order their new rows are deleted again (referring rows first). */
const CLEANUP = [
  'orders',
  'uploads',
  'qr-codes',
  'tables',
  'devices',
  'departments',
  'products',
  'menus',
  'categories',
  'tags',
  'donatees',
  'units',
  'branches',
  'users',
  'images',
] as CollectionSlug[]
const maxIdBefore: Partial<Record<string, number>> = {}

afterAll(async () => {
  if (!payload) return
  // the rows the fuzz (and this file's setup) created go again: later test files see the seed as it was
  for (const slug of CLEANUP) {
    const before = maxIdBefore[slug]
    if (before === undefined) continue
    await payload
      .delete({ collection: slug, where: { id: { greater_than: before } }, overrideAccess: true })
      .catch((error: unknown) => console.warn(`[fuzz] cleanup ${slug}:`, String(error)))
  }
  // the settings back as they were (successful random writes are allowed; the rest of the suite expects the seed's)
  const { id: _id, updatedAt: _u, createdAt: _c, globalType: _g, ...restored } = configBefore
  await payload.updateGlobal({ slug: 'config', data: restored as never, overrideAccess: true })
})

async function runAndReport(label: string, seed: number, numRuns: number) {
  const started = Date.now()
  const { failures, runs, statuses, slowest } = await fuzz(seed, numRuns)
  if (failures.length > 0) {
    console.error(`[fuzz] ${label}: seed ${seed} (repeat with FUZZ_SEED=${seed}) — ${failures.length} failing inputs`)
    for (const f of failures.slice(0, 15)) console.error(JSON.stringify(f))
  }
  console.info(
    `[fuzz] ${label}: seed ${seed}, ${runs} requests in ${Date.now() - started} ms, statuses ${JSON.stringify(statuses)}, slowest ${JSON.stringify(slowest)}`,
  )
  expect(runs).toBe(numRuns)
  expect(failures, `seed ${seed} (repeat with FUZZ_SEED=${seed})`).toEqual([])
}

// a guard against a hang, not a timing bound: on a loaded 2-core machine the fixed run took 151 s (72 s when quiet)
const FUZZ_TIMEOUT_MS = 600_000

describe('fuzzing the APIs', () => {
  it(
    `answers ${FIXED_RUNS} generated requests (fixed seed) without a 5xx, with German JSON errors and no partial write`,
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      await runAndReport('fixed', FIXED_SEED, FIXED_RUNS)
    },
  )

  it(`answers ${RANDOM_RUNS} generated requests (random seed, printed on failure) alike`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31)
    await runAndReport('random', seed, RANDOM_RUNS)
  })
})
