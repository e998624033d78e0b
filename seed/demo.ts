/**
 * The demo beyond the catalogue (issue 35, docs/demo.md):
 *
 * - `seedDemoRecords`: the front-desk and kitchen screens, a TV with a stream (menu board + "Abholbereit" zone), table
 *   and poster QR codes, two image templates — a few records through the Local API, idempotent like the rest of the seed.
 * - `seedDemoHistory`: 60 days of orders, visits, QR scans and the demo employee's working time, generated in SQL
 *   (generate_series, INSERT … SELECT; a dozen statements in one transaction), deterministic (an md5-based PRNG keyed by
 *   DEMO_SEED_KEY; dates relative to `now`), marked as demo (DEMO_MARK), then rolled up as the minute job would. It runs
 *   once: a database holding a demo order gets nothing new.
 */
import { createLocalReq } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

import { execute, inTransaction, sql } from '../platform/db'
import type { SQL } from '../platform/db'
import { rollupStatistics } from '../modules/statistics/rollup'
import type { BranchKey } from './data/business'
import {
  DEMO_BASKET,
  DEMO_BRANCH_VOLUME,
  DEMO_DEVICES,
  DEMO_FIRST_NAMES,
  DEMO_HISTORY_DAYS,
  DEMO_LAST_NAMES,
  DEMO_MARK,
  DEMO_QR_CODES,
  DEMO_SEED_KEY,
  DEMO_SIGNAGE,
  DEMO_SITE_VISITORS,
} from './data/demo'
import { type Id, type SeedContext, upsert, upsertByKey } from './factories'
import type { ImageKey } from './images'

export interface DemoRecordIds {
  readonly devices: readonly Id[]
  readonly tv: Id
  readonly stream: Id
  readonly qrCodes: readonly Id[]
  readonly imageTemplates: readonly Id[]
}

/** The demo's QR path of a Wien table ('T3' → 'tisch-t3'). */
const tablePath = (identifier: string) => `tisch-${identifier.toLowerCase()}`

export async function seedDemoRecords(
  ctx: SeedContext,
  ids: {
    branches: Readonly<Record<BranchKey, Id>>
    tables: Readonly<Record<string, Id>>
    images: Readonly<Record<ImageKey, Id>>
  },
): Promise<DemoRecordIds> {
  const wien = ids.branches.wien
  const devices: Id[] = []
  for (const device of DEMO_DEVICES) {
    devices.push((await upsertByKey(ctx, 'devices', 'identifier', { ...device, branch: wien, isEnabled: true })).id)
  }

  const { menuScene, readyScene, segments, stream, tv } = DEMO_SIGNAGE
  const menu = await upsert(ctx, 'scenes', { name: menuScene.name }, {
    ...menuScene,
    images: [ids.images['cat-hauptspeisen'], ids.images['cat-suppen']],
    imageSeconds: 10,
    showReady: false,
  })
  const ready = await upsert(ctx, 'scenes', { name: readyScene.name }, { ...readyScene, images: [], showReady: true })
  const segmentIds = [
    (await upsert(ctx, 'digital-signage-segments', { name: segments.menu.name }, { ...segments.menu, type: 'scene', scene: menu.id })).id,
    (await upsert(ctx, 'digital-signage-segments', { name: segments.tip.name }, { ...segments.tip, type: 'text' })).id,
    (await upsert(ctx, 'digital-signage-segments', { name: segments.ready.name }, { ...segments.ready, type: 'scene', scene: ready.id })).id,
  ]
  const streamId = (
    await upsert(ctx, 'digital-signage-streams', { name: stream.name }, { ...stream, segments: segmentIds, readyOverlay: 'right', isLooping: true })
  ).id
  const tvId = (await upsertByKey(ctx, 'digital-signage-devices', 'identifier', { ...tv, branch: wien, stream: streamId, isEnabled: true })).id

  const qrCodes: Id[] = []
  for (const [identifier, table] of Object.entries(ids.tables)) {
    // a table code takes its target and branch from the table (collection hook)
    qrCodes.push((await upsertByKey(ctx, 'qr-codes', 'path', { name: `Tisch ${identifier}`, origin: 'table', table, path: tablePath(identifier) })).id)
  }
  for (const code of DEMO_QR_CODES) {
    const data = { ...code, branch: code.branch ? ids.branches[code.branch] : null, path: code.name.toLowerCase().replace(/\s+/g, '-') }
    qrCodes.push((await upsertByKey(ctx, 'qr-codes', 'path', data)).id)
  }

  const imageTemplates = [
    (await upsertByKey(ctx, 'image-templates', 'identifier', priceTag())).id,
    (await upsertByKey(ctx, 'image-templates', 'identifier', socialPost(ids.images['cat-hauptspeisen']))).id,
  ]
  return { devices, tv: tvId, stream: streamId, qrCodes, imageTemplates }
}

const text = (name: string, content: string, box: { x: number; y: number; width: number; height: number }, style: Record<string, unknown>) => ({
  name,
  type: 'text',
  isVisible: true,
  ...box,
  rotation: 0,
  opacity: 1,
  content,
  font: 'Mulish',
  lineHeight: 1.2,
  ...style,
})

/** A shelf price tag bound to a product ({{name}}, {{price}}, {{grundpreis}}, {{allergens}}). */
function priceTag() {
  return {
    identifier: 'demo-preisschild',
    name: 'Preisschild Theke',
    description: 'Preisschild 1200 × 800 für die Vitrine: Produktname, Preis, Grundpreis und Allergene des gewählten Produkts.',
    width: 1200,
    height: 800,
    backgroundColor: '#fffaf2',
    layers: [
      { name: 'Band', type: 'shape', shape: 'rectangle', isVisible: true, x: 0, y: 0, width: 1200, height: 120, rotation: 0, opacity: 1, color: '#b23a48' },
      text('Marke', 'GENUSSWERK', { x: 60, y: 30, width: 1080, height: 70 }, { fontSize: 52, fontWeight: '800', textAlign: 'left', color: '#ffffff' }),
      text('Produkt', '{{name}}', { x: 60, y: 200, width: 1080, height: 240 }, { fontSize: 96, fontWeight: '700', textAlign: 'left', color: '#111111' }),
      text('Preis', '{{price}}', { x: 600, y: 470, width: 540, height: 140 }, { fontSize: 120, fontWeight: '800', textAlign: 'right', color: '#b23a48' }),
      text('Grundpreis', '{{grundpreis}}', { x: 60, y: 520, width: 520, height: 60 }, { fontSize: 36, fontWeight: '400', textAlign: 'left', color: '#444444' }),
      text('Allergene', '{{allergens}}', { x: 60, y: 690, width: 1080, height: 60 }, { fontSize: 32, fontWeight: '400', textAlign: 'left', color: '#444444' }),
    ],
  }
}

/** A square social-media post: photo, dark band, the product's name and price, a QR code to the Wien shop. */
function socialPost(photo: Id) {
  return {
    identifier: 'demo-social-post',
    name: 'Social-Media-Post Tagesgericht',
    description: 'Quadratischer Beitrag 1080 × 1080 mit Foto, Name und Preis des gewählten Produkts und einem QR-Code zum Bestellen.',
    width: 1080,
    height: 1080,
    backgroundColor: '#111111',
    layers: [
      { name: 'Foto', type: 'image', image: photo, fit: 'cover', isVisible: true, x: 0, y: 0, width: 1080, height: 1080, rotation: 0, opacity: 1 },
      { name: 'Band', type: 'shape', shape: 'rectangle', isVisible: true, x: 0, y: 700, width: 1080, height: 380, rotation: 0, opacity: 0.8, color: '#111111' },
      text('Titel', 'Heute im Genusswerk', { x: 60, y: 730, width: 700, height: 60 }, { fontSize: 44, fontWeight: '400', textAlign: 'left', color: '#f5c16c' }),
      text('Produkt', '{{name}}', { x: 60, y: 800, width: 700, height: 170 }, { fontSize: 72, fontWeight: '800', textAlign: 'left', color: '#ffffff' }),
      text('Preis', '{{price}}', { x: 60, y: 980, width: 700, height: 70 }, { fontSize: 56, fontWeight: '700', textAlign: 'left', color: '#ffffff' }),
      { name: 'QR-Code', type: 'qr', qrContent: 'https://genusswerk.demo/store/wien', isVisible: true, x: 800, y: 780, width: 220, height: 220, rotation: 0, opacity: 1 },
    ],
  }
}

// ------------------------------------------------------------------------------------------------------------ history

export interface DemoHistoryResult {
  /** False when the database held demo history already (nothing written). */
  readonly created: boolean
  readonly orders: number
  readonly events: number
  readonly qrScans: number
  readonly workingActivities: number
  /** Seconds spent: the orders, the visits with scans and working time, the rollups. */
  readonly seconds: { readonly orders: number; readonly visits: number; readonly rollup: number }
}

/** A deterministic number in [0, 1) for a text key: the first 32 bits of md5(seed key ‖ key). */
const SEED = sql`${DEMO_SEED_KEY}::text`
const rnd = (key: SQL) => sql`(('x' || substr(md5(${SEED} || ':' || ${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`
/** A deterministic positive bigint (visitor and session keys). */
const bigKey = (key: SQL) => sql`('x' || substr(md5(${SEED} || ':' || ${key}), 1, 15))::bit(60)::bigint`
const TZ = 'Europe/Vienna'
/** A local day plus minutes as an instant (wall clock of the shop's zone). */
const localAt = (day: SQL, minutes: SQL) => sql`((${day} + make_interval(mins => (${minutes})::int))::timestamp at time zone ${TZ})`

export const NO_HISTORY: DemoHistoryResult = { created: false, orders: 0, events: 0, qrScans: 0, workingActivities: 0, seconds: { orders: 0, visits: 0, rollup: 0 } }

export async function seedDemoHistory(
  payload: Payload,
  ids: {
    branches: Readonly<Record<BranchKey, Id>>
    tables: Readonly<Record<string, Id>>
    employee: Id
    /** The demo QR codes (seedDemoRecords): the Wien ones get the QR visits and scans. */
    qrCodes: readonly Id[]
  },
  options: { now?: number } = {},
): Promise<DemoHistoryResult> {
  const [existing] = await execute<{ n: string }>(
    payload,
    sql`select count(*)::text as n from orders where idempotency_key like ${DEMO_MARK.orderKeyPrefix + '%'}`,
  )
  if (Number(existing?.n ?? 0) > 0) return { ...NO_HISTORY }
  const now = new Date(options.now ?? Date.now()).toISOString()
  const branches = Object.entries(DEMO_BRANCH_VOLUME).map(([key, volume]) => ({
    id: ids.branches[key as BranchKey],
    identifier: key,
    orders: volume.orders,
    visitors: volume.visitors,
    hasTables: key === 'wien',
  }))
  const tables = Object.entries(ids.tables).map(([identifier, id], index) => ({ id, identifier, n: index }))
  const total = DEMO_BASKET.reduce((sum, item) => sum + item.weight, 0)
  let acc = 0
  const basket = DEMO_BASKET.map((item) => {
    const lo = acc / total
    acc += item.weight
    return { sku: item.sku, lo, hi: acc / total }
  })
  const mark = JSON.stringify(DEMO_MARK.eventData)

  let mark0 = Date.now()
  const lap = () => {
    const seconds = (Date.now() - mark0) / 1000
    mark0 = Date.now()
    return seconds
  }
  const seconds = { orders: 0, visits: 0, rollup: 0 }
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const counts = await inTransaction(req, async () => {
    const run = (query: SQL) => execute(req, query)
    // the days before `now`'s local day: weekday rhythm, a slow growth, and a few closed days
    await run(sql`create temporary table demo_days on commit drop as
      select s.d, s.day, extract(isodow from s.day)::int as dow,
        (case extract(isodow from s.day)::int when 1 then 0.7 when 2 then 0.8 when 3 then 0.9 when 4 then 1.0 when 5 then 1.25 when 6 then 1.35 else 0.6 end)
          * (0.8 + 0.4 * (${DEMO_HISTORY_DAYS}::int - s.d) / ${DEMO_HISTORY_DAYS}::numeric) as factor,
        ${rnd(sql`'closed:' || s.d`)} < 0.05 as closed
      from (select d, ((${now}::timestamptz at time zone ${TZ})::date - d) as day from generate_series(1, ${DEMO_HISTORY_DAYS}::int) d) s`)

    // orders: per open day and branch a number by its volume; lunch, evening and afternoon times; the ticket sequence
    // by time; a few rejected, the rest completed (no open order lands on today's board)
    await run(sql`create temporary table demo_orders on commit drop as
      with b as (select * from jsonb_to_recordset(${JSON.stringify(branches)}::jsonb) as x(id int, identifier text, orders numeric, visitors numeric, "hasTables" boolean)),
      n as (
        select b.id as branch_id, b.identifier, b."hasTables" as has_tables, dd.d, dd.day, g.n, b.id || ':' || dd.d || ':' || g.n as key
        from demo_days dd cross join b
        cross join lateral generate_series(1, floor(b.orders * dd.factor * (0.7 + 0.6 * ${rnd(sql`'orders:' || b.id || ':' || dd.d`)}))::int) g(n)
        where not dd.closed
      ), t as (
        select n.*, ${rnd(sql`'slot:' || n.key`)} as r_slot, ${rnd(sql`'minute:' || n.key`)} as r_min, ${rnd(sql`'type:' || n.key`)} as r_type,
          ${rnd(sql`'state:' || n.key`)} as r_state, ${rnd(sql`'pay:' || n.key`)} as r_pay, ${rnd(sql`'first:' || n.key`)} as r_first,
          ${rnd(sql`'last:' || n.key`)} as r_last, ${rnd(sql`'table:' || n.key`)} as r_table
        from n
      ), timed as (
        select t.*, ${localAt(sql`t.day`, sql`case when t.r_slot < 0.5 then 660 + t.r_min * 150 when t.r_slot < 0.9 then 1020 + t.r_min * 210 else 840 + t.r_min * 180 end`)}
          + make_interval(secs => floor(t.r_min * 59)) as created_at
        from t
      )
      select timed.*,
        case when timed.has_tables and timed.r_type < 0.35 then 'dineIn' else 'takeaway' end as delivery_type,
        case when timed.r_state < 0.045 then 'rejected' else 'completed' end as state,
        case when timed.r_pay < 0.6 then 'cash' else 'atmCard' end as payment_method,
        ${JSON.stringify(DEMO_FIRST_NAMES)}::jsonb ->> floor(timed.r_first * ${DEMO_FIRST_NAMES.length}::int)::int as first_name,
        ${JSON.stringify(DEMO_LAST_NAMES)}::jsonb ->> floor(timed.r_last * ${DEMO_LAST_NAMES.length}::int)::int as last_name,
        'demo-' || substr(md5(${SEED} || ':uid:' || timed.key), 1, 20) as uid,
        row_number() over (partition by timed.branch_id, timed.day order by timed.created_at)::int as seq,
        null::int as id
      from timed`)

    // item lines: 1–4 weighted picks of the basket, a second portion now and then; the product's price and its tax
    // rate for the delivery type, as the storefront's checkout prices them (domain computePricing)
    await run(sql`create temporary table demo_lines on commit drop as
      with picks as (
        select o.key, o.delivery_type, k, ${rnd(sql`'pick:' || o.key || ':' || k`)} as r_pick, ${rnd(sql`'amount:' || o.key || ':' || k`)} as r_amount
        from demo_orders o cross join lateral generate_series(1, 1 + floor(${rnd(sql`'lines:' || o.key`)} * 3.4)::int) k
      ), basket as (select * from jsonb_to_recordset(${JSON.stringify(basket)}::jsonb) as x(sku text, lo float8, hi float8)),
      lines as (
        select p.key, pr.id as product_id, min(p.k) as first_k, sum(case when p.r_amount < 0.2 then 2 else 1 end) as amount,
          case p.delivery_type when 'takeaway' then coalesce(pr.takeaway_tax, pr.tax) when 'dineIn' then coalesce(pr.dine_in_tax, pr.tax) else pr.tax end as tax_rate
        from picks p join basket b on p.r_pick >= b.lo and p.r_pick < b.hi join products pr on pr.sku = b.sku
        group by p.key, pr.id, p.delivery_type, pr.takeaway_tax, pr.dine_in_tax, pr.tax
      )
      select l.key, l.product_id, l.amount, coalesce(l.tax_rate, 0) as tax_rate, pr.name, pr.price as unit_price, pr.price * l.amount as gross,
        pr.calculation_model, u.id as unit_id, u.name as unit_name, u.short_name as unit_short_name, u.type::text as unit_type, u.factor as unit_factor,
        row_number() over (partition by l.key order by l.first_k)::int as line
      from lines l join products pr on pr.id = l.product_id left join units u on u.id = pr.unit_id`)
    // per order: each rate's tax once on the rate's summed gross, round(gross × r / (100 + r)) half up (domain/money.ts)
    await run(sql`create temporary table demo_totals on commit drop as
      with r as (select key, tax_rate, sum(gross) as gross from demo_lines group by 1, 2),
      t as (select key, tax_rate, gross, round(gross * tax_rate / (100 + tax_rate)) as tax from r)
      select key, sum(gross) as gross, sum(tax) as tax, jsonb_object_agg(trim_scale(tax_rate)::text, tax) as taxes from t group by key`)

    await run(sql`insert into orders (branch_id, delivery_type, is_dine_in, is_delivery, table_id, table_identifier, first_name, last_name, email,
        net, tax, gross, delivery_net, delivery_tax, delivery_gross, total_net, total_tax, total_gross, taxes, is_approximate, donation_amount,
        payment_method, is_paid, is_confirmed, is_completed, is_rejected, rejection_message, status_changed_at,
        uid, hash, ticket_date, ticket_sequence, ticket_number, idempotency_key, legal_instructions, privacy_policy, created_at, updated_at)
      select o.branch_id, o.delivery_type::enum_orders_delivery_type, o.delivery_type = 'dineIn', false,
        case when o.delivery_type = 'dineIn' then tb.id end, case when o.delivery_type = 'dineIn' then tb.identifier end,
        o.first_name, o.last_name, lower(translate(o.first_name || '.' || o.last_name, 'ü', 'u')) || '@example.com',
        t.gross - t.tax, t.tax, t.gross, 0, 0, 0, t.gross - t.tax, t.tax, t.gross, t.taxes, false, 0,
        o.payment_method::enum_orders_payment_method, o.state = 'completed', o.state = 'completed', o.state = 'completed', o.state = 'rejected',
        case when o.state = 'rejected' then 'Leider können wir Ihre Bestellung heute nicht mehr annehmen.' end,
        o.created_at + case when o.state = 'rejected' then interval '3 minutes' else interval '28 minutes' end,
        o.uid, md5(${SEED} || ':hash:' || o.key), to_char(o.day, 'YYYY-MM-DD'), o.seq, 'A' || lpad(o.seq::text, 2, '0'),
        ${DEMO_MARK.orderKeyPrefix}::text || o.key, true, true, o.created_at,
        o.created_at + case when o.state = 'rejected' then interval '3 minutes' else interval '28 minutes' end
      from demo_orders o join demo_totals t on t.key = o.key
        left join jsonb_to_recordset(${JSON.stringify(tables)}::jsonb) as tb(id int, identifier text, n int) on tb.n = floor(o.r_table * ${Math.max(tables.length, 1)}::int)::int
      order by o.created_at`)
    await run(sql`update demo_orders d set id = o.id from orders o where o.uid = d.uid`)
    await run(sql`insert into orders_items (_order, _parent_id, id, product_id, name, amount, unit_name, unit_price, gross, tax_rate, calculation_model, unit, parts)
      select l.line, o.id, substr(md5(${SEED} || ':item:' || l.key || ':' || l.line), 1, 24), l.product_id, l.name, l.amount,
        coalesce(l.unit_short_name, l.unit_name), l.unit_price, l.gross, l.tax_rate, coalesce(l.calculation_model::text, 'fixed'),
        case when l.unit_id is null then null else jsonb_build_object('id', l.unit_id, 'name', l.unit_name, 'shortName', l.unit_short_name,
          'type', l.unit_type, 'factor', l.unit_factor, 'ratio', 1) end,
        '[]'::jsonb
      from demo_lines l join demo_orders o on o.key = l.key`)
    await run(sql`insert into orders_history (_order, _parent_id, id, at, action, "from", "to", message)
      select h.n, o.id, substr(md5(${SEED} || ':history:' || o.key || ':' || h.n), 1, 24), o.created_at + h.after, h.action, h.from_state, h.to_state, h.message
      from demo_orders o cross join lateral (values
        (1, interval '0 minutes', 'created', null, 'pending', null),
        (2, case when o.state = 'rejected' then interval '3 minutes' else interval '2 minutes' end, case when o.state = 'rejected' then 'reject' else 'confirm' end,
          'pending', case when o.state = 'rejected' then 'rejected' else 'confirmed' end,
          case when o.state = 'rejected' then 'Leider können wir Ihre Bestellung heute nicht mehr annehmen.' end),
        (3, interval '28 minutes', 'completed', 'confirmed', 'completed', null)
      ) as h(n, after, action, from_state, to_state, message)
      where h.n < 3 or o.state = 'completed'`)
    // the per-day ticket counters, so a later real order of such a day continues after the demo's numbers
    await run(sql`insert into order_ticket_counters (branch_id, ticket_date, last)
      select branch_id, to_char(day, 'YYYY-MM-DD'), max(seq) from demo_orders group by 1, 2
      on conflict (branch_id, ticket_date) do update set last = greatest(order_ticket_counters.last, excluded.last)`)

    seconds.orders = lap()

    // visits: most orders come with the visit that placed them, plus visitors who only look (a branch's shop or the
    // start and content pages); an origin, a device and a few page views each
    await run(sql`create temporary table demo_visits on commit drop as
      with b as (select * from jsonb_to_recordset(${JSON.stringify(branches)}::jsonb) as x(id int, identifier text, orders numeric, visitors numeric, "hasTables" boolean)),
      buyers as (
        select 'o:' || o.key as key, o.branch_id, o.identifier, o.created_at - make_interval(secs => 240 + floor(${rnd(sql`'lead:' || o.key`)} * 1200)) as start_at,
          o.uid as order_uid, o.created_at as order_at, (select t.gross from demo_totals t where t.key = o.key) as value_cents
        from demo_orders o where ${rnd(sql`'visit:' || o.key`)} < 0.72
      ),
      lookers as (
        select 'v:' || coalesce(b.id::text, '-') || ':' || dd.d || ':' || g.n as key, b.id as branch_id, b.identifier, dd.day, g.n
        from demo_days dd
        cross join (select id, identifier, visitors from b union all select null::int, null::text, ${DEMO_SITE_VISITORS}::numeric) b
        cross join lateral generate_series(1, floor(b.visitors * dd.factor * (0.7 + 0.6 * ${rnd(sql`'visitors:' || coalesce(b.id::text, '-') || ':' || dd.d`)}))::int) g(n)
      ),
      all_visits as (
        select key, branch_id, identifier, start_at, order_uid, order_at, value_cents from buyers
        union all
        select l.key, l.branch_id, l.identifier,
          ${localAt(sql`l.day`, sql`case when ${rnd(sql`'vslot:' || l.key`)} < 0.45 then 600 + ${rnd(sql`'vmin:' || l.key`)} * 180
            when ${rnd(sql`'vslot:' || l.key`)} < 0.85 then 990 + ${rnd(sql`'vmin:' || l.key`)} * 300 else 420 + ${rnd(sql`'vmin:' || l.key`)} * 960 end`)}
            + make_interval(secs => floor(${rnd(sql`'vsec:' || l.key`)} * 59)),
          null, null, null
        from lookers l
      )
      select v.*, ${rnd(sql`'origin:' || v.key`)} as r_origin, ${rnd(sql`'device:' || v.key`)} as r_device, ${rnd(sql`'scheme:' || v.key`)} as r_scheme,
        floor(${rnd(sql`'views:' || v.key`)} * 4)::int as extra_views, ${rnd(sql`'cart:' || v.key`)} as r_cart,
        ${bigKey(sql`'visitor:' || v.key`)} as visitor_key, ${bigKey(sql`'session:' || v.key`)} as session_key,
        null::text as origin, null::text as referrer_host, null::text as utm_source, null::text as qr, null::int as qr_code_id, null::text as qr_target
      from all_visits v where v.start_at < ${now}::timestamptz`)
    // origins: direct, search, social, the newsletter campaign, and (Wien) the QR codes on its tables and poster
    await run(sql`update demo_visits set
        origin = case when r_origin < 0.36 then 'Direkt' when r_origin < 0.60 then 'google.com' when r_origin < 0.69 then 'instagram.com'
          when r_origin < 0.73 then 'facebook.com' when r_origin < 0.82 then 'newsletter' when identifier = 'wien' or identifier is null then 'QR-Code' else 'Direkt' end,
        referrer_host = case when r_origin >= 0.36 and r_origin < 0.73 then
          case when r_origin < 0.60 then 'google.com' when r_origin < 0.69 then 'instagram.com' else 'facebook.com' end end,
        utm_source = case when r_origin >= 0.73 and r_origin < 0.82 then 'newsletter' end`)
    // Wien's visits through its table codes and poster, the site's through the catering flyer (codes without a branch)
    await run(sql`update demo_visits v set qr = q.path, qr_code_id = q.id, qr_target = q.target
      from (select id, path, target, branch_id, row_number() over (partition by branch_id order by id) - 1 as n, count(*) over (partition by branch_id) as c
            from qr_codes where id in (select x::int from jsonb_array_elements_text(${JSON.stringify(ids.qrCodes)}::jsonb) x)) q
      where v.origin = 'QR-Code' and q.branch_id is not distinct from v.branch_id and q.n = floor(${rnd(sql`'qr:' || v.key`)} * q.c)`)
    await run(sql`update demo_visits set origin = 'Direkt' where origin = 'QR-Code' and qr is null`)

    const [events] = await execute<{ n: string }>(
      req,
      sql`with v as (
          select dv.*,
            case when r_device < 0.62 then 'mobile' when r_device < 0.70 then 'tablet' else 'desktop' end as device_class,
            case when r_device < 0.34 then 'Mobile Safari' when r_device < 0.62 then 'Chrome' when r_device < 0.70 then 'Mobile Safari'
              when r_device < 0.86 then 'Chrome' when r_device < 0.93 then 'Edge' when r_device < 0.97 then 'Safari' else 'Firefox' end as browser,
            case when r_device < 0.34 then 'iOS' when r_device < 0.62 then 'Android' when r_device < 0.70 then 'iOS'
              when r_device < 0.93 then 'Windows' when r_device < 0.97 then 'Mac OS' else 'Linux' end as os,
            case when r_device < 0.34 then '390×844' when r_device < 0.62 then '412×915' when r_device < 0.70 then '820×1180'
              when r_device < 0.86 then '1920×1080' when r_device < 0.93 then '1536×864' when r_device < 0.97 then '1440×900' else '2560×1440' end as resolution,
            case when r_device < 0.34 then 3 when r_device < 0.62 then 2.63 when r_device < 0.70 then 2 when r_device < 0.93 then 1.25 when r_device < 0.97 then 2 else 1 end as pixel_ratio,
            coalesce(qr_target, case when identifier is null then '/' else '/store/' || identifier end) as landing
          from demo_visits dv
        ), e as (
          select v.*, v.start_at as at, 'device' as name, null::text as path, true as is_start, null::text as order_ref, null::numeric as value
          from v
          union all select v.*, v.start_at + interval '2 seconds', 'pageview', v.landing || case when v.utm_source is not null then '?utm_source=newsletter&utm_medium=email' else '' end,
            false, null, null from v
          union all select v.*, v.start_at + make_interval(secs => 40 * k), 'pageview',
            case when v.identifier is null then (array['/ueber-uns', '/catering', '/jobs', '/store/wien', '/store/graz'])[1 + (k + abs(v.visitor_key % 5))::int % 5] else v.landing end,
            false, null, null
          from v cross join lateral generate_series(1, v.extra_views) k
          union all select v.*, coalesce(v.order_at - interval '3 minutes', v.start_at + interval '3 minutes'), 'addtocart', v.landing, false, null, null
          from v where v.identifier is not null and (v.order_uid is not null or v.r_cart < 0.3)
          union all select v.*, coalesce(v.order_at - interval '1 minute', v.start_at + interval '5 minutes'), 'initiatecheckout', v.landing, false, null, null
          from v where v.identifier is not null and (v.order_uid is not null or v.r_cart < 0.1)
          union all select v.*, v.order_at, 'purchase', v.landing, false, v.order_uid, v.value_cents
          from v where v.order_uid is not null
        ), ins as (
          insert into analytics_events (at, received_at, branch_id, name, category, action, path, visitor_key, session_key, is_session_start, origin,
            referrer_host, utm_source, utm_medium, utm_campaign, qr, browser, os, device_class, resolution, pixel_ratio, color_scheme, order_ref, value_cents, data)
          select e.at, e.at, e.branch_id, e.name, e.name, case when e.name = 'pageview' then 'router' end, e.path, e.visitor_key, e.session_key, e.is_start, e.origin,
            e.referrer_host, e.utm_source, case when e.utm_source is not null then 'email' end, case when e.utm_source is not null then 'herbstkarte' end, e.qr,
            e.browser, e.os, e.device_class,
            case when e.name = 'device' then e.resolution end, case when e.name = 'device' then e.pixel_ratio end,
            case when e.name = 'device' then case when e.r_scheme < 0.3 then 'dark' else 'light' end end,
            e.order_ref, e.value::int,
            ${mark}::jsonb || case
              when e.name = 'purchase' then jsonb_build_object('orderId', e.order_ref, 'value', e.value / 100.0, 'currency', 'EUR')
              when e.name = 'pageview' then jsonb_build_object('path', e.path) || case when e.referrer_host is not null then jsonb_build_object('referrer', 'https://' || e.referrer_host || '/') else '{}'::jsonb end
              when e.name = 'device' then jsonb_build_object('language', 'de-AT', 'screenWidth', split_part(e.resolution, '×', 1)::int, 'screenHeight', split_part(e.resolution, '×', 2)::int)
              else '{}'::jsonb end
          from e where e.at < ${now}::timestamptz
          order by e.at
          returning 1
        )
        select count(*)::text as n from ins`,
    )

    // QR scans: every QR visit was a scan, and as many again by guests without analytics consent; the counters follow
    const [scans] = await execute<{ n: string }>(
      req,
      sql`with s as (
          select v.qr_code_id, v.start_at - interval '3 seconds' as at from demo_visits v where v.qr_code_id is not null
          union all
          select v.qr_code_id, v.start_at + make_interval(mins => 17 + floor(${rnd(sql`'scan:' || v.key`)} * 400)::int) from demo_visits v
          where v.qr_code_id is not null and ${rnd(sql`'scan2:' || v.key`)} < 0.9
        ), ins as (
          insert into qr_scans (qr_code_id, scanned_at, origin, target, branch_id, table_id)
          select q.id, s.at, q.origin, coalesce(q.target, '/'), q.branch_id, q.table_id from s join qr_codes q on q.id = s.qr_code_id
          where s.at < ${now}::timestamptz
          order by s.at
          returning 1
        )
        select count(*)::text as n from ins`,
    )
    await run(sql`update qr_codes q set scans = (select count(*) from qr_scans s where s.qr_code_id = q.id)
      where q.id in (select distinct qr_code_id from demo_visits where qr_code_id is not null)`)

    // the demo employee: Monday to Friday 10:00–16:00 planned from four weeks back, clocked in at the terminal on those
    // working days (about six hours after the half-hour lunch break), a sick day or two booked as such — so the time
    // sheet's balance stays near zero
    await run(sql`insert into working_schedules (title, user_id, weekday, "from", "to", valid_from, note, created_at, updated_at)
      select 'Frühschicht', ${ids.employee}::int, w::enum_working_schedules_weekday, '10:00', '16:00',
        (select min(day) from demo_days where d <= 28)::timestamp at time zone ${TZ}, ${DEMO_MARK.note}::text, ${now}::timestamptz, ${now}::timestamptz
      from unnest(array['monday', 'tuesday', 'wednesday', 'thursday', 'friday']) w`)
    const [work] = await execute<{ n: string }>(
      req,
      sql`with days as (
          select d, day, ${rnd(sql`'sick:' || d`)} < 0.06 as sick,
            ${localAt(sql`day`, sql`590 + floor(${rnd(sql`'in:' || d`)} * 15)`)} as start_at,
            ${localAt(sql`day`, sql`980 + floor(${rnd(sql`'out:' || d`)} * 15)`)} as end_at
          from demo_days where d <= 28 and dow <= 5
        ), a as (
          insert into working_activities (title, user_id, type, start, "end", note, branch_id, source, created_at, updated_at)
          select case when sick then 'Krankenstand' else 'Arbeit' end, ${ids.employee}::int,
            (case when sick then 'sick' else 'work' end)::enum_working_activities_type,
            case when sick then ${localAt(sql`day`, sql`600`)} else start_at end, case when sick then ${localAt(sql`day`, sql`960`)} else end_at end,
            ${DEMO_MARK.note}::text, ${ids.branches.wien}::int, (case when sick then 'admin' else 'terminal' end)::enum_working_activities_source, end_at, end_at
          from days order by start_at
          returning id, start, type
        ), p as (
          insert into working_activities_pauses (_order, _parent_id, id, start, "end")
          select 1, a.id, substr(md5(${SEED} || ':pause:' || a.id), 1, 24), a.start + interval '150 minutes', a.start + interval '180 minutes' from a
          where a.type = 'work'
          returning 1
        )
        select count(*)::text as n from a`,
    )
    const [orders] = await execute<{ n: string }>(req, sql`select count(*)::text as n from demo_orders`)
    seconds.visits = lap()
    return {
      orders: Number(orders?.n ?? 0),
      events: Number(events?.n ?? 0),
      qrScans: Number(scans?.n ?? 0),
      workingActivities: Number(work?.n ?? 0),
    }
  })
  // the rollups of the generated hours, as the minute job computes them (its 30-second margin is for live inserts)
  await rollupStatistics(payload, { marginSeconds: 0 })
  seconds.rollup = lap()
  return { created: true, ...counts, seconds }
}
