/**
 * GET /api/orders/public/:uid/:hash — public (whoever knows uid and hash; the storefront polls it every 10 s).
 * Answer: 200 { data: PublicOrder } (status flags, appointment, items, totals, taxes — see modules/orders/intake/public.ts),
 *   ETag + Cache-Control: no-cache; 304 without body when If-None-Match matches.
 * Errors: 404 'Die Bestellung wurde nicht gefunden.' for an unknown uid and for a wrong hash alike.
 * Hot path: the main thread's front (platform/front) and the fast path beside Next (platform/fast) answer it with the same
 * function (`fastCallback`); Next routes it until they are up.
 */
import type { ApiAnswer, ApiEndpoint, FastCallbackContext, FastDone } from '../../../../platform/api/types'
import { etagMatches } from '../../../../platform/api/etag'
import { poolOf } from '../../../../platform/db/text-rows'
import { publicOrderEtagByUidHash, readPublicOrder } from '../../intake/public'
import type { PollDone, PublicOrder } from '../../intake/public'

const orderAnswer = (done: FastDone): PollDone<{ order: PublicOrder; etag: string }> => (error, read) => {
  if (error !== null || read === undefined) return done(error ?? new Error('readPublicOrder ohne Ergebnis'))
  let answer: ApiAnswer
  try {
    answer = {
      kind: 'raw',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', etag: read.etag, 'cache-control': 'no-cache' },
      body: JSON.stringify({ data: read.order }),
    }
  } catch (failure) {
    return done(failure)
  }
  done(null, answer)
}

/** Callbacks rather than promises: every poll runs this, and each promise is a hook call more under Next. */
function answerPublicOrder({ pool, params, headers }: FastCallbackContext, done: FastDone): void {
  const uid = params.uid ?? ''
  const hash = params.hash ?? ''
  const ifNoneMatch = headers.get('if-none-match')
  if (!ifNoneMatch) return readPublicOrder(pool, uid, hash, orderAnswer(done))
  // a poll that already has the current state is answered from the ETag alone
  publicOrderEtagByUidHash(pool, uid, hash, (error, current) => {
    if (error !== null || current === undefined) return done(error ?? new Error('publicOrderEtagByUidHash ohne Ergebnis'))
    if (etagMatches(ifNoneMatch, current)) return done(null, { kind: 'raw', status: 304, headers: { etag: current, 'cache-control': 'no-cache' }, body: null })
    readPublicOrder(pool, uid, hash, orderAnswer(done))
  })
}

export const getPublicOrderEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/public/:uid/:hash',
  auth: 'public',
  handler: ({ payload, params, headers }) =>
    new Promise((resolve, reject) => answerPublicOrder({ pool: poolOf(payload), params, headers }, (error, answer) => (answer ? resolve(answer) : reject(error)))),
  fastCallback: answerPublicOrder,
}
