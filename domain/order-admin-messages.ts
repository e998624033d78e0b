/** German texts of the staff order operations. BO §8 wording where the spec has one; the rest are our decisions. */
import { MESSAGES } from './messages'

export const ORDER_ADMIN_MESSAGES = {
  // BO §8
  cancelFailed: MESSAGES.orderCancelFailed,
  statusChangeFailed: MESSAGES.orderStatusChangeFailed,
  // BO §8 pattern "Bestellungen … konnte nicht aktualisiert werden"
  updateFailed: 'Bestellung konnte nicht aktualisiert werden.',
  loadFailed: 'Bestellungen konnten nicht geladen werden.',
  // decisions
  orderNotFound: 'Die Bestellung wurde nicht gefunden.',
  deviceNotFound: 'Das Gerät wurde nicht gefunden.',
  /** Wrong branch or key on the device lists: deliberately the same answer as an unknown branch. */
  deviceListNotFound: 'Diese Liste wurde nicht gefunden.',
  deviceTypeWithoutKey: 'Nur Frontdesk- und Backoffice-Geräte haben einen API-Schlüssel.',
  itemNotFound: 'Diese Position gibt es in der Bestellung nicht.',
  productGone: 'Dieses Produkt ist derzeit leider nicht verfügbar.',
  itemInvalid: MESSAGES.itemInvalid,
  quantityNotAllowed: 'Diese Menge ist für dieses Produkt nicht möglich.',
  unitNotAvailable: 'Dieses Produkt wird in dieser Einheit nicht angeboten.',
  paidOnline: 'Bereits online bezahlte Bestellungen können nicht mehr geändert werden.',
  closedOrder: 'Abgeschlossene, abgelehnte oder stornierte Bestellungen können nicht mehr geändert werden.',
  counterAppointmentNotAllowed: 'Ein Gegenvorschlag ist nur für unbestätigte Bestellungen möglich.',
  counterAppointmentRequired: 'Bitte wählen Sie einen Termin für den Gegenvorschlag.',
  invalidDate: 'Dieser Wert ist kein gültiges Datum.',
  messageTooLong: (max: number) => `Die Nachricht darf höchstens ${max} Zeichen lang sein.`,
  mustBeText: 'Dieser Wert sollte ein Text sein.',
  mustBeNumber: 'Dieser Wert sollte eine gültige Zahl sein.',
  invalidState: 'Unbekannter Status. Erlaubt: new, confirmed, inDelivery, completed, rejected, canceled, failed, open, missed.',
  invalidBranch: 'Diese Filiale gibt es nicht oder Sie gehören ihr nicht an.',
  unknownAction: 'Unbekannte Aktion.',
  invalidColumn: 'Unbekannte Spalte. Erlaubt: new, confirmed, ready, completed, closed.',
  invalidCursor: 'Diese Position in der Liste ist ungültig. Bitte laden Sie die Liste neu.',
  invalidPageSize: (max: number) => `Bitte eine ganze Zahl von 1 bis ${max} angeben.`,
  /** History texts. */
  history: {
    acknowledged: 'Neue Bestellung gesehen',
    itemUpdated: (index: number, name: string) => `Position ${index + 1} (${name}) geändert`,
    counterAppointmentProposed: 'Gegenvorschlag für den Termin gesendet',
  },
} as const
