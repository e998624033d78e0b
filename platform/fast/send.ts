/**
 * Writing an API answer to Node's response in one `writeHead` — shared by the fast path beside Next (platform/fast) and
 * the main thread's front (platform/front). No Payload here: the front loads it without Next.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { answerParts, errorParts, finalError } from '../api/answer'
import type { AnswerParts } from '../api/answer'
import { assertStorableInput } from '../api/text-input'
import type { ApiEndpoint, EncodedBodies, FastAnswer, FastCallbackContext, FastDone, HeaderReader } from '../api/types'

/** The request's headers behind the `get` of WHATWG Headers (repeated ones joined with ', '). */
export function headerReader(req: IncomingMessage): HeaderReader {
  return {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/** 'br' or 'gzip' when the client accepts it (q > 0), br preferred; null for identity. */
export function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) <= 0) continue
    if (name) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** The server's answer (platform/http/next-server.mjs or the front): the security headers decided for this request ([name, value, …]), until written. */
type SecuredResponse = ServerResponse & { security?: readonly string[] | null }

/**
 * The answer's head in ONE `writeHead` with a header array: the server's security headers (those the answer does not
 * set itself) and the answer's own — no `setHeader` per header, no header object copied (this runs on every hot answer).
 */
export function send(res: SecuredResponse, { status, headers, body }: AnswerParts, head = false) {
  const list: (string | number)[] = []
  const security = res.security
  if (security) {
    res.security = null
    for (let i = 0; i < security.length; i += 2) if (!(security[i]! in headers)) list.push(security[i]!, security[i + 1]!)
  }
  for (const name in headers) list.push(name, headers[name]!)
  if (body !== null) list.push('content-length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)
  res.writeHead(status, list)
  res.end(head || body === null ? undefined : body)
}

/**
 * The router's German error answer for `error`; never throws (it may run inside pg's message handling): when the head
 * is out already, or the error answer itself fails, the connection is closed instead.
 */
export function sendError(res: ServerResponse, error: unknown, headers: HeaderReader, label: string): void {
  try {
    if (!res.headersSent) return send(res, errorParts(finalError(error, headers, label)))
  } catch (failure) {
    console.error('[fast]', label, failure)
  }
  res.destroy()
}

/** Sends a fast answer; a promise only when an encoded body has to be awaited (the first encoded /api/init). */
export function sendAnswer(res: ServerResponse, answer: FastAnswer, headers: HeaderReader): Promise<void> | undefined {
  const parts = answerParts(answer)
  if (answer.encoded && parts.status === 200 && parts.body !== null) {
    const encoding = chooseEncoding(headers.get('accept-encoding'))
    const vary = parts.headers.vary ? `${parts.headers.vary}, Accept-Encoding` : 'Accept-Encoding'
    if (encoding) {
      return answer.encoded().then((bodies: EncodedBodies) => {
        const encoded = bodies[encoding]
        if (encoded) send(res, { ...parts, headers: { ...parts.headers, vary, 'content-encoding': encoding }, body: encoded })
        else send(res, { ...parts, headers: { ...parts.headers, vary } })
      })
    }
    send(res, { ...parts, headers: { ...parts.headers, vary } })
    return
  }
  send(res, parts)
}

/** sendAnswer that never throws: a failure, now or once an encoded body is ready, becomes the German error answer. */
export function sendAnswerSafely(res: ServerResponse, answer: FastAnswer, headers: HeaderReader, label: string): void {
  try {
    sendAnswer(res, answer, headers)?.then(undefined, (failure: unknown) => sendError(res, failure, headers, label))
  } catch (failure) {
    sendError(res, failure, headers, label)
  }
}

/**
 * Runs a `fastCallback` endpoint for this request and sends its answer — the status poll, without a promise. Every
 * error, thrown or passed to the callback, becomes the router's German error answer. Never throws, and neither does
 * the callback it passes (that one runs inside pg's message handling).
 */
export function runFastCallback(
  res: ServerResponse,
  fastCallback: NonNullable<ApiEndpoint['fastCallback']>,
  ctx: FastCallbackContext,
  label: string,
): void {
  const answered: FastDone = (error, answer) => {
    if (error !== null || answer === undefined) sendError(res, error, ctx.headers, label)
    else sendAnswerSafely(res, answer, ctx.headers, label)
  }
  try {
    assertStorableInput({ params: ctx.params })
    fastCallback(ctx, answered)
  } catch (error) {
    sendError(res, error, ctx.headers, label)
  }
}
