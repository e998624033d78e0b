/**
 * The adapter for an OpenAI-compatible API: POST {base}/chat/completions (JSON answer) and
 * POST {base}/images/generations (b64_json). Errors become German ApiErrors (502 refused/unusable, 504 no answer).
 */
import { ApiError } from '../../../platform/api/errors'
import type { ContentAiConfig } from './config'
import { CONTENT_AI_MESSAGES as M } from './messages'

const TIMEOUT_MS = 120_000

export type ChatMessage = { role: 'system' | 'user'; content: string }

async function request(config: ContentAiConfig, path: string, body: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    })
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw new ApiError(timedOut ? 504 : 502, M.providerUnreachable)
  }
  const text = await response.text().catch(() => '')
  if (!response.ok) throw new ApiError(502, M.providerRefused(response.status))
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(502, M.providerUnusable)
  }
}

/** A chat completion asked for a JSON object; answers the parsed object of the first choice. */
export async function chatJson(config: ContentAiConfig & { model: string }, messages: ChatMessage[]): Promise<Record<string, unknown>> {
  const answer = (await request(config, '/chat/completions', { model: config.model, messages, response_format: { type: 'json_object' } })) as {
    choices?: { message?: { content?: unknown } }[]
  }
  const content = answer.choices?.[0]?.message?.content
  if (typeof content !== 'string') throw new ApiError(502, M.providerUnusable)
  try {
    const parsed = JSON.parse(content) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('no object')
    return parsed as Record<string, unknown>
  } catch {
    throw new ApiError(502, M.providerUnusable)
  }
}

/** One generated image as bytes. */
export async function generateImageBytes(config: ContentAiConfig & { imageModel: string }, prompt: string, size: string): Promise<Buffer> {
  const answer = (await request(config, '/images/generations', { model: config.imageModel, prompt, size, n: 1, response_format: 'b64_json' })) as {
    data?: { b64_json?: unknown }[]
  }
  const b64 = answer.data?.[0]?.b64_json
  if (typeof b64 !== 'string' || b64.length === 0) throw new ApiError(502, M.providerUnusable)
  return Buffer.from(b64, 'base64')
}
