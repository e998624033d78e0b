/**
 * Where the AI content provider is: an OpenAI-compatible API (chat completions, image generations). Base URL and
 * models from the settings (Einstellungen → KI-Inhalte) or the environment; the key only from the environment
 * (CONTENT_AI_API_KEY, a secret like the payment keys). Without key and model: not configured.
 */
import type { Payload } from 'payload'

import { readSettings } from '../../settings'

export type ContentAiConfig = { baseUrl: string; apiKey: string; model: string | null; imageModel: string | null }

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1'

const env = (name: string): string | null => process.env[name]?.trim() || null
const text = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** The provider settings, or null without an API key. */
export async function contentAiConfig(payload: Payload): Promise<ContentAiConfig | null> {
  const apiKey = env('CONTENT_AI_API_KEY')
  if (!apiKey) return null
  const settings = await readSettings(payload)
  return {
    baseUrl: (text(settings.contentAiBaseUrl) ?? env('CONTENT_AI_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
    apiKey,
    model: text(settings.contentAiModel) ?? env('CONTENT_AI_MODEL'),
    imageModel: text(settings.contentAiImageModel) ?? env('CONTENT_AI_IMAGE_MODEL'),
  }
}

/** What the admin may offer: text generation (key + text model), image generation (key + image model). */
export async function contentAiStatus(payload: Payload): Promise<{ text: boolean; image: boolean }> {
  const config = await contentAiConfig(payload)
  return { text: Boolean(config?.model), image: Boolean(config?.imageModel) }
}
