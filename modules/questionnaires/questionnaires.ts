/**
 * Questionnaires and their submissions (SF §3, §5): the public lookup by hash and the anonymous submission.
 * The answer rules themselves are the pure validator in domain/feedback.ts.
 */
import type { CollectionSlug, PayloadRequest } from 'payload'

import { SLUGS } from '../../platform/slugs'
import { validateQuestionnaireSubmission } from '../../domain/feedback'
import type { QuestionnaireAnswer, QuestionnaireQuestion } from '../../domain/feedback'
import { ApiError, notFound } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import type { PublicQuestionnaire } from '../../contracts'

export const QUESTIONNAIRE_NOT_FOUND = 'Der Fragebogen wurde nicht gefunden.'
const TOO_MANY_ANSWERS = 'Es wurden mehr Antworten gesendet, als der Fragebogen Fragen hat.'
const INVALID_ANSWERS = 'Die Antworten müssen als Liste gesendet werden.'

type QuestionnaireDoc = {
  id: number
  name?: string | null
  publicHash?: string | null
  isActive?: boolean | null
  content?: { body?: (QuestionnaireQuestion & { id?: string | null })[] | null } | null
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const PUBLIC_HASH = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Finds an active questionnaire by its public hash. Deliberately `overrideAccess: true`: anonymous visitors may
 * not list questionnaires, but knowing the hash is the permission to see this one (SF §2 questionnaire site).
 */
async function findActiveByHash(req: PayloadRequest, publicHash: string): Promise<QuestionnaireDoc | null> {
  if (!PUBLIC_HASH.test(publicHash)) return null
  const { docs } = await req.payload.find({
    collection: SLUGS.questionnaires as CollectionSlug,
    where: { and: [{ publicHash: { equals: publicHash } }, { isActive: { equals: true } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return (docs[0] as unknown as QuestionnaireDoc | undefined) ?? null
}

/** Same deliberate override as above: a submission only needs the questions of the questionnaire it answers. */
async function findActiveById(req: PayloadRequest, id: number): Promise<QuestionnaireDoc | null> {
  const doc = (await req.payload.findByID({
    collection: SLUGS.questionnaires as CollectionSlug,
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as unknown as QuestionnaireDoc | null
  return doc && doc.isActive !== false ? doc : null
}

const questionsOf = (doc: QuestionnaireDoc): QuestionnaireQuestion[] =>
  (doc.content?.body ?? []).map((q) => ({
    type: q.type,
    value: {
      question: q.value?.question ?? '',
      description: q.value?.description ?? null,
      placeholder: q.value?.placeholder ?? null,
      comment: q.value?.comment ?? 'optional',
    },
  }))

/** GET /custom/api/questionnaires/public/{publicHash}: the questionnaire's public fields, 404 when unknown. */
export async function getPublicQuestionnaire(req: PayloadRequest, publicHash: string): Promise<PublicQuestionnaire> {
  const doc = await findActiveByHash(req, publicHash)
  if (!doc) throw notFound(QUESTIONNAIRE_NOT_FOUND)
  return { id: doc.id, name: doc.name ?? '', publicHash: doc.publicHash ?? publicHash, content: { body: questionsOf(doc) } }
}

/** The questionnaire reference of a submission: an id, `{ id }` or `{ publicHash }`. */
async function resolveQuestionnaire(req: PayloadRequest, ref: unknown): Promise<QuestionnaireDoc | null> {
  if (typeof ref === 'number' || (typeof ref === 'string' && /^\d+$/.test(ref))) {
    const id = Number(ref)
    return Number.isSafeInteger(id) && id > 0 ? findActiveById(req, id) : null
  }
  const obj = asRecord(ref)
  if (typeof obj.publicHash === 'string') return findActiveByHash(req, obj.publicHash)
  if (obj.id !== undefined) return resolveQuestionnaire(req, obj.id)
  return null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

const toRating = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** One answer as sent: `{ rating, comment }` (also accepted nested as `{ value: { rating, comment } }`). */
const toAnswer = (raw: unknown): QuestionnaireAnswer => {
  const outer = asRecord(raw)
  const source = outer.value && typeof outer.value === 'object' ? { ...outer, ...asRecord(outer.value) } : outer
  const comment = text(source.comment)
  return { rating: toRating(source.rating), comment: comment || null }
}

/**
 * Checks a submission against its questionnaire and returns the data to store (trimmed contact fields, the
 * questionnaire id, one answer per question with the question text as a snapshot) — or every error at once.
 * Used by the collection's beforeValidate hook, so every way of creating a submission is validated.
 */
export async function prepareSubmission(
  req: PayloadRequest,
  input: Record<string, unknown>,
): Promise<{ data: Record<string, unknown>; errors: FieldError[] }> {
  const errors: FieldError[] = []
  const questionnaire = await resolveQuestionnaire(req, input.questionnaire)
  if (!questionnaire) errors.push({ field: 'questionnaire', message: QUESTIONNAIRE_NOT_FOUND })
  const questions = questionnaire ? questionsOf(questionnaire) : []

  let rawAnswers: unknown[] = []
  if (Array.isArray(input.content)) rawAnswers = input.content
  else if (input.content !== undefined && input.content !== null) errors.push({ field: 'content', message: INVALID_ANSWERS })
  if (questionnaire && rawAnswers.length > questions.length) errors.push({ field: 'content', message: TOO_MANY_ANSWERS })
  const answers = rawAnswers.map(toAnswer)

  const contact = { clientName: text(input.clientName), contactName: text(input.contactName), service: text(input.service) }
  errors.push(...validateQuestionnaireSubmission(questions, { ...contact, content: answers }))

  return {
    errors,
    data: {
      ...contact,
      questionnaire: questionnaire?.id ?? null,
      content: questions.map((q, i) => {
        const answer = answers[i]
        return {
          question: q.value?.question ?? '',
          type: q.type,
          rating: q.type === 'rating' ? (answer?.rating ?? null) : null,
          comment: answer?.comment ?? null,
        }
      }),
    },
  }
}

/**
 * POST /custom/api/questionnaire-submissions: anyone may submit (collection create access), validated by the
 * collection hook. A `{ publicHash }` reference is resolved to the id first (Payload only stores ids).
 */
export async function createSubmission(req: PayloadRequest, body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, [{ field: null, message: 'Die Anfrage muss ein JSON-Objekt enthalten.' }])
  }
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = body as Record<string, unknown>
  const questionnaire = await resolveQuestionnaire(req, rest.questionnaire)
  return req.payload.create({
    collection: SLUGS.questionnaireSubmissions as CollectionSlug,
    // an unknown reference becomes null; the hook then reports it together with every other problem
    data: { ...rest, questionnaire: questionnaire?.id ?? null } as never,
    req,
    user: req.user,
    overrideAccess: false,
    depth: 0,
  })
}
