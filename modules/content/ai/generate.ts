/**
 * Content AI (issue 18; BO §7 POST /content-ai/generate/site/{id} and /generate/image). The text of a standard page is
 * written from its "Aufgabe für die KI" and saved as a DRAFT version of the page (a markdown block as the layout,
 * SEO title and description): visitors keep the published page until an editor checks and publishes the draft —
 * nothing is ever published here. A generated image becomes a record of the image library.
 */
import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import type { Image, Site } from '../../../contracts/payload-types'
import { ApiError, badRequest, notFound } from '../../../platform/api/errors'
import { readSettings } from '../../settings'
import { chatJson, generateImageBytes } from './adapter'
import { contentAiConfig } from './config'
import { CONTENT_AI_MESSAGES as M } from './messages'

export const IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024'] as const
export const PROMPT_MAX = 4000

const SYSTEM_PROMPT = [
  'Sie schreiben Inhalte für die Website eines Geschäfts mit Filialen (Gastronomie, Bäckerei, Fleischerei oder Dienstleistung).',
  'Schreiben Sie auf Deutsch, in der Sie-Form, sachlich und freundlich, ohne erfundene Fakten wie Preise, Adressen oder Öffnungszeiten.',
  'Antworten Sie ausschließlich mit einem JSON-Objekt mit den Feldern "title" (Seitentitel für Suchmaschinen, höchstens 60 Zeichen),',
  '"description" (Meta-Beschreibung, 50 bis 160 Zeichen) und "markdown" (der Seiteninhalt in Markdown mit Zwischenüberschriften ab ##).',
].join(' ')

const clip = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null)

export type GeneratedSite = { id: number; status: 'draft'; title: string | null; description: string | null; markdown: string }

export async function generateSiteDraft(req: PayloadRequest, id: number): Promise<GeneratedSite> {
  const local = { req, user: req.user, overrideAccess: false } as const
  // the latest version (a draft if there is one): the task may have been saved as a draft only
  const site = (await req.payload.findByID({ collection: 'sites', id, depth: 0, draft: true, disableErrors: true, ...local })) as Site | null
  if (!site) throw notFound(M.siteNotFound)
  if ((site.type ?? 'default') !== 'default') throw new ApiError(409, [{ field: 'type', message: M.onlyDefaultSites }])
  const task = site.aiTask?.trim() ?? ''
  if (task === '') throw badRequest([{ field: 'aiTask', message: M.taskRequired }])
  const config = await contentAiConfig(req.payload)
  if (!config?.model) throw new ApiError(503, M.textNotConfigured)

  const settings = await readSettings(req.payload)
  const business = [settings.shopName, settings.businessName, settings.city].filter((v) => typeof v === 'string' && v.trim() !== '').join(', ')
  const answer = await chatJson({ ...config, model: config.model }, [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Geschäft: ${business || 'unbekannt'}\nSeite: ${site.name}\nAufgabe: ${task}` },
  ])
  const markdown = clip(answer.markdown, 50_000)
  if (markdown === null) throw new ApiError(502, M.providerUnusable)
  const title = clip(answer.title, 120)
  const description = clip(answer.description, 300)

  await req.payload.update({
    collection: 'sites',
    id,
    draft: true,
    data: {
      _status: 'draft',
      content: { ...(site.content ?? {}), body: [{ blockType: 'markdown', text: markdown }] },
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
    } as Partial<Site>,
    depth: 0,
    ...local,
  })
  return { id, status: 'draft', title, description, markdown }
}

export function parseImageRequest(body: unknown): { prompt: string; size: (typeof IMAGE_SIZES)[number]; alt: string | null } {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const prompt = typeof input.prompt === 'string' ? input.prompt.trim() : ''
  if (prompt === '') throw badRequest([{ field: 'prompt', message: M.promptRequired }])
  if (prompt.length > PROMPT_MAX) throw badRequest([{ field: 'prompt', message: M.promptTooLong(PROMPT_MAX) }])
  const size = input.size === undefined || input.size === null ? '1024x1024' : input.size
  if (!IMAGE_SIZES.includes(size as (typeof IMAGE_SIZES)[number])) throw badRequest([{ field: 'size', message: M.invalidSize }])
  return { prompt, size: size as (typeof IMAGE_SIZES)[number], alt: clip(input.alt, 300) }
}

const MIME: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' }

export async function generateImage(req: PayloadRequest, body: unknown): Promise<Image> {
  const { prompt, size, alt } = parseImageRequest(body)
  const config = await contentAiConfig(req.payload)
  if (!config?.imageModel) throw new ApiError(503, M.imageNotConfigured)
  const bytes = await generateImageBytes({ ...config, imageModel: config.imageModel }, prompt, size)
  // the provider's bytes are decoded before they are stored: only a real PNG, JPEG or WebP becomes an image
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format ?? '')
    .catch(() => '')
  const mimetype = MIME[format]
  if (!mimetype) throw new ApiError(502, M.providerUnusable)
  const extension = format === 'jpeg' ? 'jpg' : format
  return (await req.payload.create({
    collection: 'images',
    data: { alt: alt ?? prompt.slice(0, 300) },
    file: { data: bytes, mimetype, name: `ki-bild-${Date.now()}.${extension}`, size: bytes.length },
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
  })) as Image
}
