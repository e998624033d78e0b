/** German texts of the content AI calls (issue 18). */
export const CONTENT_AI_MESSAGES = {
  textNotConfigured:
    'Die KI-Inhaltserstellung ist nicht konfiguriert: Bitte CONTENT_AI_API_KEY setzen und unter Einstellungen → KI-Inhalte ein Textmodell eintragen.',
  imageNotConfigured:
    'Die KI-Bilderzeugung ist nicht konfiguriert: Bitte CONTENT_AI_API_KEY setzen und unter Einstellungen → KI-Inhalte ein Bildmodell eintragen.',
  siteNotFound: 'Die Seite wurde nicht gefunden.',
  onlyDefaultSites: 'Die KI-Inhaltserstellung ist nur für Standardseiten möglich.',
  taskRequired: 'Bitte geben Sie unter „Aufgabe für die KI“ an, was auf der Seite stehen soll.',
  promptRequired: 'Bitte beschreiben Sie das Bild.',
  promptTooLong: (max: number) => `Die Beschreibung darf höchstens ${max} Zeichen lang sein.`,
  invalidSize: 'Ungültige Bildgröße. Erlaubt: 1024x1024, 1024x1536, 1536x1024.',
  providerRefused: (status: number) => `Der KI-Dienst hat die Anfrage abgelehnt (HTTP ${status}).`,
  providerUnreachable: 'Der KI-Dienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  providerUnusable: 'Die Antwort des KI-Dienstes war unbrauchbar. Bitte versuchen Sie es erneut.',
} as const
