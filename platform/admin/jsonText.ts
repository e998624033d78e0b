/** Text helpers of the JSON textarea (JsonTextField.tsx): pure, so they are unit-tested without React. */

/** The value as indented JSON; '' for an empty value. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return ''
  try {
    return JSON.stringify(value, null, 2) ?? ''
  } catch {
    return ''
  }
}

/** A German message when the text is not valid JSON, else null (blank text is no value, not an error). */
export function jsonTextError(text: string): string | null {
  if (text.trim() === '') return null
  try {
    JSON.parse(text)
    return null
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message.replace(/^JSON\.parse: /, '') : ''
    return `Kein gültiges JSON${detail ? ` (${detail})` : ''}. Bitte prüfen Sie Klammern, Anführungszeichen und Kommas.`
  }
}
