#!/usr/bin/env node
// The plain baseline of bench/hot.mjs: Node's http + pg, nothing else — the public order's own prepared statement
// (the SQL text is taken from modules/orders/intake/public.ts, so both run the same query) answered as `{ data: row }`.
// Usage: DATABASE_URL=… PORT=… node bench/baseline-pg.mjs
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = fs.readFileSync(path.join(root, 'modules/orders/intake/public.ts'), 'utf8')
const literal = (name) => new RegExp(`const ${name} = \`([^\`]+)\``).exec(source)?.[1]
const [where, doc, select] = [literal('UID_AND_HASH'), literal('PUBLIC_ORDER_DOC'), literal('PUBLIC_ORDER_SQL')]
if (!where || !doc || !select) throw new Error('SQL der Bestellabfrage nicht gefunden')
// the single statement, once per request: the front coalesces the polls of one event-loop turn, this baseline does not
const text = select.replace('${UID_AND_HASH}', where).replace('${PUBLIC_ORDER_DOC}', doc)

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
http
  .createServer(async (req, res) => {
    const [, , , , uid = '', hash = ''] = (req.url ?? '').split('/') // /api/orders/public/:uid/:hash
    const { rows } = await pool.query({ name: 'baseline', text, values: [uid, hash] })
    const body = rows[0] ? JSON.stringify({ data: rows[0] }) : '{"errors":[]}'
    res.writeHead(rows[0] ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
  .listen(Number(process.env.PORT || 3499), '127.0.0.1', () => console.log('baseline ready'))
