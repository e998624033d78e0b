/**
 * The one catalogue of German texts produced by the domain.
 * Wording marked "SF §x"/"BO §x" is quoted verbatim from the specification; texts marked
 * "decision" are ours where the specification names a situation but not its wording.
 */

/** A validation error for a form field (order-form field names of SF §3). */
export interface FieldError {
  readonly field: string
  readonly message: string
}

export const MESSAGES = {
  // SF §8 – opening state
  branchClosed: 'Derzeit haben wir leider geschlossen.',
  deliveryClosed: 'Derzeit ist leider keine Lieferung möglich.',
  deliveryOff: 'Derzeit bieten wir leider keine Lieferung an.',
  orderingPaused: 'Online-Bestellungen sind in dieser Filiale gerade pausiert. Bitte versuchen Sie es in einigen Minuten erneut oder rufen Sie uns an.',
  deviceNeverConnected: 'Noch nie verbunden',
  preorderNote: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  preorderClosedNote: 'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
  // decision: SF §8 asks for "an offer of takeaway and/or dine-in by branch flags"
  offerTakeawayAndDineIn: 'Gerne können Sie Ihre Bestellung abholen oder vor Ort genießen.',
  offerTakeaway: 'Gerne können Sie Ihre Bestellung abholen.',
  offerDineIn: 'Gerne können Sie Ihre Bestellung vor Ort genießen.',

  // SF §4 – submit button
  submitQuotation: 'Angebotsanfrage abschicken',
  submitOrder: 'Bestellung abschicken',
  submitPreorder: 'Vorbestellung abschicken',
  submitProcessing: 'Verarbeiten...',

  // SF §8 / §9 – slots, cart, misc
  noSlotsForDay: 'Zum ausgewählten Tag sind keine Termine verfügbar',
  emptyCart: 'Keine Produkte im Warenkorb!',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  orderCanceled: 'Ihre Bestellung wurde storniert.',
  noDonateeFound: 'Keine passende Organisation gefunden.',
  noSearchResults: 'Leider wurden keine Ergebnisse gefunden.',

  // SF §2 – branch toolbar
  allBranchesClosed: 'Alle Standorte geschlossen',
  branchClosedShort: 'Geschlossen',
  // decision: open without a closing time inside the search horizon (24-hour operation)
  branchOpenShort: 'Geöffnet',

  // SF §5 – checkout
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  // BO §5 – server wording 'This value should not be blank.' etc. in its usual German translation
  required: 'Dieser Wert sollte nicht leer sein.',
  invalidEmail: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  invalidCountry: 'Dieser Wert ist kein gültiges Land.',
  invalidChoice: 'Dieser Wert ist ungültig.',
  // decision: texts for situations the specification names without wording
  appointmentClosed: 'Zum gewählten Termin haben wir leider geschlossen. Bitte wählen Sie einen Termin innerhalb unserer Öffnungszeiten.',
  appointmentOutsideDeliveryHours:
    'Zum gewählten Termin ist leider keine Lieferung möglich. Bitte wählen Sie einen Termin innerhalb unserer Lieferzeiten.',
  appointmentBeforeLeadTime: 'Der gewählte Termin liegt vor der Vorlaufzeit Ihrer Produkte. Bitte wählen Sie einen späteren Termin.',
  appointmentPast: 'Der gewählte Termin liegt in der Vergangenheit. Bitte wählen Sie einen späteren Termin.',
  appointmentTooFarAhead: 'Der gewählte Termin liegt zu weit in der Zukunft. Bitte wählen Sie einen früheren Termin.',
  legalInstructionsRequired: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  privacyPolicyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  deliveryTypeUnavailable: 'Diese Art der Lieferung wird leider nicht angeboten.',
  itemInvalid: 'Bitte überprüfen Sie die Angaben zu diesem Produkt.',
  itemUnavailable: 'Dieses Produkt ist derzeit leider nicht verfügbar.',
  ratingRequired: 'Bitte vergeben Sie eine Bewertung von 1 bis 5.',

  // BO §8 – order administration
  orderCancelFailed: 'Bestellung konnte nicht storniert werden.',
  orderStatusChangeFailed: 'Bestellstatus konnte nicht geändert werden.',
  reviewSendFailed: 'Bewertung konnte nicht gesendet werden.',
} as const

export type MessageKey = keyof typeof MESSAGES

/** SF §5 – example shown in the phone format message. */
export const PHONE_FORMAT_EXAMPLE = '+43 664 1234567'

export const messageTemplates = {
  /** SF §5 */
  invalidPhone: (example: string = PHONE_FORMAT_EXAMPLE): string =>
    `Bitte geben Sie eine gültige Nummer im Format ${example} an.`,
  /** SF §5, X formatted as German money ('15,00 €') */
  minimumOrderNotReached: (formattedAmount: string): string =>
    `Sie haben den Mindestbestellwert in Höhe von ${formattedAmount} leider noch nicht erreicht.`,
  /** Issue 33: a delivery postcode that no delivery area of the branch lists */
  postcodeNotServed: (postcode: string): string => `Leider liefern wir nicht an die Postleitzahl ${postcode}.`,
  /** SF §8 */
  opensAgainAt: (time: string): string => `Wir öffnen wieder um ${time} Uhr.`,
  opensAgainOn: (day: string, time: string): string => `Wir öffnen wieder am ${day} um ${time} Uhr.`,
  deliversAgainAt: (time: string): string => `Wir liefern wieder ab ${time} Uhr.`,
  deliversAgainOn: (day: string, time: string): string => `Wir liefern wieder am ${day} ab ${time} Uhr.`,
  /** SF §5 branch list */
  branchResults: (shown: number, total: number): string => `${shown} von ${total} Filialen werden angezeigt.`,
  /** SF §2 branch toolbar */
  branchesOpen: (count: number): string => `${count} ${count === 1 ? 'Standort' : 'Standorte'} geöffnet`,
  openUntil: (time: string): string => `Geöffnet bis ${time}`,
} as const

/** German weekday names, index 0 = Monday (BO §2: weekday names have German translations). */
export const WEEKDAY_NAMES_DE = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const

/** German labels of the delivery types (BO §2). */
export const DELIVERY_TYPE_LABELS_DE = { takeaway: 'Takeaway', delivery: 'Lieferung', dineIn: 'Dine In' } as const

export function fieldError(field: string, message: string): FieldError {
  return { field, message }
}
