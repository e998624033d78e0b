/**
 * The spec's error shape: `{ errors: [{ field, message }] }` with German messages and the right status.
 * Every thrown error ends here; unknown errors become a German 500 without internals.
 */
import { INVALID_ADDRESS } from '../http/bad-address.mjs'
import { toDbError } from '../db/errors'

export type FieldError = { field: string | null; message: string }

export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldError[]
  readonly headers: Record<string, string>

  constructor(status: number, errors: FieldError[] | string, headers: Record<string, string> = {}) {
    const list = typeof errors === 'string' ? [{ field: null, message: errors }] : errors
    super(list[0]?.message ?? 'Fehler')
    this.status = status
    this.errors = list
    this.headers = headers
  }
}

export const MESSAGES = {
  unauthorized: 'Bitte melden Sie sich an.',
  forbidden: 'Sie sind nicht berechtigt, diese Aktion auszuführen.',
  notFound: 'Der angeforderte Datensatz wurde nicht gefunden.',
  routeNotFound: 'Diese Schnittstelle existiert nicht.',
  methodNotAllowed: 'Diese Methode wird hier nicht unterstützt.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  invalidForm: 'Die Formulardaten der Anfrage konnten nicht gelesen werden.',
  invalidAddress: INVALID_ADDRESS,
  invalidText: 'Dieser Wert enthält unzulässige Zeichen.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten.',
  unavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  invalidCredentials: 'Ungültige Anmeldedaten.',
  accountLocked: 'Das Benutzerkonto ist gesperrt.',
  notBlank: 'Dieser Wert sollte nicht leer sein.',
  unique: 'Dieser Wert wird bereits verwendet.',
  invalidEmail: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  invalidNumber: 'Dieser Wert sollte eine gültige Zahl sein.',
  invalidId: 'Ungültige ID.',
  invalidRequest: 'Die Anfrage ist ungültig.',
  invalidDate: 'Dieser Wert sollte ein gültiges Datum sein.',
  missingFile: 'Bitte wählen Sie eine Datei aus.',
  fileUnprocessable: 'Die Datei kann nicht verarbeitet werden. Sie ist möglicherweise zu groß oder hat ein unbekanntes Format.',
  missingReference: 'Der ausgewählte Datensatz existiert nicht.',
  inUse: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.',
  invalidLimit: 'Das Limit muss eine ganze Zahl ab 0 sein.',
  invalidPage: 'Die Seite muss eine positive ganze Zahl sein.',
  unknownField: 'Dieses Feld gibt es hier nicht.',
  jsonObject: 'Die Anfrage muss ein JSON-Objekt enthalten.',
} as const

/** `Der Eintrag wird noch verwendet (Bestellungen) …` — what still refers to a record that is to be deleted. */
export const inUseMessage = (users: string[]): string =>
  users.length === 0 ? MESSAGES.inUse : `Der Eintrag wird noch verwendet (${users.join(', ')}) und kann nicht gelöscht werden.`

/** A list filter or sort key Payload refuses (a field the caller may not read, an unknown path). */
export const notQueryableMessage = (path: string): string => `Nach „${path}“ kann nicht gefiltert oder sortiert werden.`

export const badRequest = (errors: FieldError[]) => new ApiError(400, errors)
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message)
export const forbidden = () => new ApiError(403, MESSAGES.forbidden)
export const unauthorized = () => new ApiError(401, MESSAGES.unauthorized, { 'X-Login-Url': '/backend/login' })

type PayloadLikeError = {
  name?: string
  isPublic?: boolean
  retryAfter?: number
  status?: number
  message?: string
  /** ValidationError: `{ errors }`; QueryError: the refused paths */
  data?: { errors?: { path?: string; field?: string; message?: string }[] } | { path?: unknown }[]
}

/**
 * Payload's (informal, "du") German validation messages rewritten in the spec's wording, which follows the
 * Symfony translations the spec quotes (BO §5: 'This value should not be blank.' → 'Dieser Wert sollte nicht leer sein.').
 */
const TRANSLATIONS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(Pflichtfeld|This field is required\.?|.*erforderlich.*)$/i, () => MESSAGES.notBlank],
  [/einzigartig|bereits|unique|already/i, () => MESSAGES.unique],
  [/E-Mail-Adresse|email address/i, () => MESSAGES.invalidEmail],
  [/gültige (Nummer|Zahl)|enter a (valid )?number/i, () => MESSAGES.invalidNumber],
  [
    /minimalen? Länge von (\d+)|at least (\d+) characters/i,
    (m) => `Dieser Wert ist zu kurz. Er sollte mindestens ${m[1] ?? m[2]} Zeichen haben.`,
  ],
  [
    /maximalen? Länge von (\d+)|(\d+) characters or fewer/i,
    (m) => `Dieser Wert ist zu lang. Er sollte höchstens ${m[1] ?? m[2]} Zeichen haben.`,
  ],
  [/größer als der maximal erlaubte .* von (-?\d+(?:[.,]\d+)?)/i, (m) => `Dieser Wert sollte kleiner oder gleich ${m[1]} sein.`],
  [/kleiner als der minimal erlaubte .* von (-?\d+(?:[.,]\d+)?)/i, (m) => `Dieser Wert sollte größer oder gleich ${m[1]} sein.`],
  [/inkorrekte Auswahl|invalid selection/i, () => 'Der Wert, den Sie ausgewählt haben, ist keine gültige Auswahl.'],
  [/kein gültiges Datum|not a valid date/i, () => 'Dieser Wert ist kein gültiges Datum.'],
  [/wahr oder falsch|true or false/i, () => 'Dieser Wert sollte true oder false sein.'],
  [/inkorrekten Wert|invalid input/i, () => 'Dieser Wert ist nicht gültig.'],
  // Payload's relationship validation (untranslated): ids of the wrong type or of records that do not exist
  [/invalid relationships|ungültige Beziehungen/i, () => MESSAGES.missingReference],
]

export const translatePayloadMessage = (message: string): string => {
  for (const [pattern, render] of TRANSLATIONS) {
    const m = pattern.exec(message)
    if (m) return render(m)
  }
  return message
}

/** Maps any thrown value to the spec's status and error list. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const e = (error ?? {}) as PayloadLikeError
  switch (e.name) {
    case 'ValidationError': {
      const list = ((e.data as { errors?: { path?: string; field?: string; message?: string }[] } | undefined)?.errors ?? []).map(
        (f) => ({
          field: f.path ?? f.field ?? null,
          message: translatePayloadMessage(f.message ?? MESSAGES.notBlank),
        }),
      )
      const unique = list.some((f) => f.message === MESSAGES.unique)
      return new ApiError(unique ? 409 : 400, list.length ? list : [{ field: null, message: e.message ?? MESSAGES.unknown }])
    }
    case 'Forbidden':
      return forbidden()
    case 'NotFound':
      return notFound()
    case 'UnauthorizedError':
      return unauthorized()
    case 'AuthenticationError':
      return new ApiError(401, MESSAGES.invalidCredentials)
    case 'LockedAuth':
      return new ApiError(429, MESSAGES.accountLocked)
    case 'LoginThrottledError':
      return new ApiError(429, e.message ?? MESSAGES.accountLocked, { 'Retry-After': String(e.retryAfter ?? 1) })
    case 'QueryError': {
      // Payload: 'The following path cannot be queried: hash' — data is the list of refused paths
      const paths = Array.isArray(e.data) ? (e.data as { path?: unknown }[]).map((p) => String(p.path ?? '')) : []
      return new ApiError(
        400,
        paths.length ? paths.map((path) => ({ field: path, message: notQueryableMessage(path) })) : MESSAGES.invalidRequest,
      )
    }
    case 'MissingFile':
      return new ApiError(400, [{ field: 'file', message: MESSAGES.missingFile }])
    case 'FileUploadError':
      return new ApiError(400, [{ field: 'file', message: MESSAGES.fileUnprocessable }])
    default:
      break
  }
  // a date field given a number or text no date can be made of: drizzle's toISOString throws before any query
  if (error instanceof RangeError && /Invalid time value/.test(error.message)) return new ApiError(400, MESSAGES.invalidDate)
  // any other of Payload's client errors (APIError with a 4xx status): its status with a German message
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const message =
      e.status === 404
        ? MESSAGES.notFound
        : e.status === 403
          ? MESSAGES.forbidden
          : e.status === 413
            ? MESSAGES.bodyTooLarge
            : /invalid json/i.test(e.message ?? '')
              ? MESSAGES.invalidJson
              : MESSAGES.invalidRequest
    return new ApiError(e.status, message)
  }
  // PostgreSQL errors (raw, wrapped by drizzle, or DbError from platform/db). Integrity violations without the
  // collection at hand name no field or user (platform/api/references.ts does, where the collection is known)
  switch (toDbError(error)?.kind) {
    case 'missing-reference':
      return new ApiError(400, MESSAGES.missingReference)
    case 'still-referenced':
      return new ApiError(409, MESSAGES.inUse)
    case 'not-null-violation':
      return new ApiError(400, MESSAGES.notBlank)
    case 'unique-violation':
      return new ApiError(409, MESSAGES.unique)
    case 'invalid-input':
      return new ApiError(400, MESSAGES.invalidNumber)
    case 'invalid-text':
      return new ApiError(400, MESSAGES.invalidText)
    case 'invalid-value':
      return new ApiError(400, MESSAGES.invalidRequest)
    case 'serialization-failure':
    case 'connection':
      return new ApiError(503, MESSAGES.unavailable, { 'Retry-After': '1' })
    default:
      return new ApiError(500, MESSAGES.unknown)
  }
}
