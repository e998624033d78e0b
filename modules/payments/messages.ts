/** The German error messages of the payment endpoints and jobs. */
export const PAYMENT_MESSAGES = {
  statusCheckFailed: 'Zahlungsstatus konnte nicht überprüft werden.',
  invalidSignature: 'Ungültige Signatur.',
  noOnlinePayment: 'Diese Bestellung wurde nicht online bezahlt.',
  refundFailed: 'Rückerstattung fehlgeschlagen.',
  noInvoice: 'Für diese Bestellung gibt es keine Rechnung: Rechnungen gibt es nur für online bezahlte Bestellungen.',
  noCreditNote: 'Für diese Bestellung gibt es keine Rechnungskorrektur.',
} as const
