/**
 * German texts of the public order and upload calls that the domain catalogue (domain/messages.ts) does not have.
 * Candidates for domain/messages.ts (listed in docs/api-orders.md).
 */
export const ORDER_MESSAGES = {
  orderNotFound: 'Die Bestellung wurde nicht gefunden.',
  branchNotFound: 'Diese Filiale wurde nicht gefunden.',
  branchNotPublic: 'Diese Filiale nimmt derzeit keine Bestellungen entgegen.',
  noActiveMenu: 'Für diese Filiale ist derzeit keine Speisekarte verfügbar.',
  paymentUnavailable: 'Diese Zahlungsart ist derzeit nicht verfügbar.',
  invalidValue: 'Dieser Wert ist ungültig.',
  mustBeBoolean: 'Dieser Wert sollte ein Wahrheitswert (true/false) sein.',
  mustBeText: 'Dieser Wert sollte ein Text sein.',
  mustBeNumber: 'Dieser Wert sollte eine gültige Zahl sein.',
  mustBeList: 'Dieser Wert sollte eine Liste sein.',
  mustBeObject: 'Die Anfrage muss ein JSON-Objekt enthalten.',
  tooLong: (limit: number) => `Diese Zeichenkette ist zu lang. Sie sollte höchstens ${limit} Zeichen haben.`,
  tooMany: (limit: number) => `Diese Liste enthält zu viele Einträge. Sie sollte höchstens ${limit} Einträge haben.`,
  invalidDate: 'Dieser Wert ist kein gültiges Datum mit Uhrzeit.',
  deliveryTypeMismatch: 'Die Art der Lieferung passt nicht zu den Angaben isDelivery / isDineIn.',
  donationsDisabled: 'Spenden sind derzeit nicht möglich.',
  uploadInvalid: 'Diese Datei kann hier nicht verwendet werden.',
  idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig (1–255 sichtbare ASCII-Zeichen).',
  uploadQuota: 'Sie haben in den letzten 24 Stunden zu viele Dateien hochgeladen. Bitte versuchen Sie es später erneut.',
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
  idempotencyKeyInProgress: 'Eine Bestellung mit diesem Idempotency-Key wird gerade bearbeitet. Bitte versuchen Sie es gleich noch einmal.',
  counterAppointmentNotAllowed: 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.',
  reviewNotCompleted: 'Eine Bewertung ist erst nach Abschluss der Bestellung möglich.',
  reviewAlreadySent: 'Diese Bestellung wurde bereits bewertet.',
  reviewsDisabled: 'Bewertungen sind derzeit nicht möglich.',
  reviewSendFailed: 'Bewertung konnte nicht gesendet werden.',
  counterAppointmentRejected: 'Terminvorschlag vom Kunden abgelehnt.',
  counterAppointmentConfirmed: 'Terminvorschlag vom Kunden angenommen.',
  uploadUnprocessable:
    'Die Datei kann nicht verarbeitet werden. Sie ist möglicherweise zu groß oder hat ein unbekanntes Format.',
} as const
