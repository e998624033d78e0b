/**
 * Scanning a printed QR code: GET /qr/{path} (app/(media)/qr/[...path]/route.ts) → the code with that path → one scan
 * row (qr_scans: code, time, origin, target, branch, table) and the code's `scans` counter + 1, in one statement →
 * 302 to the code's target. Unknown paths answer a German 404 page. HEAD requests (link previews) redirect without
 * counting. The content redirects can hand QR paths here through `recordQrScan` (docs/qr-codes.md).
 */
import type { Payload } from 'payload'

import { normalizePath } from '../../../domain/text'
import { execute, sql } from '../../../platform/db'

export type QrScan = { qrCodeId: number; target: string; origin: string; branchId: number | null; tableId: number | null }

/** The normalised code path of a request path below /qr/ (null when nothing of it is left). */
export function qrPathOf(raw: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (decoded.length > 500) return null
  const path = normalizePath(decoded)
  return path && path !== '/' ? path : null
}

/**
 * Counts a scan of the code at `path` and returns its target; null for an unknown path (nothing written).
 * `count: false` resolves without recording (HEAD, link previews).
 */
export async function recordQrScan(payload: Payload, path: string, options: { count?: boolean; now?: Date } = {}): Promise<QrScan | null> {
  const code = qrPathOf(path)
  if (code === null) return null
  type Row = { qr_code_id: number; target: string; origin: string; branch_id: number | null; table_id: number | null }
  const rows =
    options.count === false
      ? await execute<Row>(
          payload,
          sql`SELECT "id" AS "qr_code_id", "target", "origin"::text AS "origin", "branch_id", "table_id"
                FROM "qr_codes" WHERE "path" = ${code} AND "target" IS NOT NULL`,
        )
      : await execute<Row>(
          payload,
          sql`WITH "code" AS (
                UPDATE "qr_codes" SET "scans" = COALESCE("scans", 0) + 1
                 WHERE "path" = ${code} AND "target" IS NOT NULL
             RETURNING "id", "target", "origin"::text AS "origin", "branch_id", "table_id")
              INSERT INTO "qr_scans" ("qr_code_id", "scanned_at", "origin", "target", "branch_id", "table_id")
              SELECT "id", ${(options.now ?? new Date()).toISOString()}::timestamptz, "origin", "target", "branch_id", "table_id" FROM "code"
           RETURNING "qr_code_id", "target", "origin", "branch_id", "table_id"`,
        )
  const row = rows[0]
  if (!row) return null
  return { qrCodeId: Number(row.qr_code_id), target: row.target, origin: row.origin, branchId: row.branch_id, tableId: row.table_id }
}

const NOT_FOUND_HTML = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>QR Code nicht gefunden</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f6f6;color:#1a1a1a}
main{max-width:28rem;padding:2rem;text-align:center}a{color:inherit}</style></head>
<body><main><h1>QR Code nicht gefunden</h1><p>Dieser QR Code ist unbekannt oder wurde entfernt.</p><p><a href="/">Zur Startseite</a></p></main></body></html>`

/** The answer of GET/HEAD /qr/{…segments}. */
export async function answerQrScan(payload: Payload, segments: string[], method: string): Promise<Response> {
  const scan = await recordQrScan(payload, segments.join('/'), { count: method === 'GET' })
  if (!scan) {
    return new Response(method === 'HEAD' ? null : NOT_FOUND_HTML, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  // every scan must reach the server to be counted: the redirect is never cached
  return new Response(null, { status: 302, headers: { location: scan.target, 'cache-control': 'no-store' } })
}
