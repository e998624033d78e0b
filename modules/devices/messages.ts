/** German texts of the device calls (issue 18). BO §8 wording where the spec has one; the rest are our decisions. */
export const DEVICE_MESSAGES = {
  // BO §8 "Device tests: Test nicht erfolgreich. Log request: Log konnte nicht angefordert werden."
  testFailed: 'Test nicht erfolgreich.',
  logRequestFailed: 'Log konnte nicht angefordert werden.',
  // decisions
  deviceNotFound: 'Das Gerät wurde nicht gefunden.',
  /** A device call with a wrong branch or key: the same answer as an unknown device. */
  deviceKeyRefused: 'Dieses Gerät ist nicht freigeschaltet.',
  printOnlyPrinters: 'Ein Testdruck ist nur mit Bondruckern möglich.',
  printerWithoutHost: 'Für diesen Bondrucker ist kein Host eingetragen.',
  pushNotConfigured: 'Push-Benachrichtigungen sind für dieses Gerät nicht konfiguriert: Das Gerät hat sie noch nicht aktiviert.',
  pushOnlyScreens: 'Push-Benachrichtigungen und Logs gibt es nur für Frontdesk- und Backoffice-Bildschirme.',
  pushGone: 'Das Gerät hat die Push-Benachrichtigungen abgemeldet. Bitte den Bildschirm des Geräts neu laden.',
  pushRefused: (status: number) => `Der Push-Dienst hat die Nachricht abgelehnt (HTTP ${status}).`,
  pushUnreachable: 'Der Push-Dienst ist nicht erreichbar.',
  invalidSubscription: 'Das Push-Abonnement ist ungültig.',
  insecureEndpoint: 'Der Push-Dienst muss über HTTPS erreichbar sein.',
  logRequired: 'Bitte senden Sie das Log als Text.',
  logTooLong: (max: number) => `Das Log darf höchstens ${max} Zeichen lang sein.`,
  testTitle: 'Testbenachrichtigung',
  testBody: (device: string) => `Push-Benachrichtigungen für „${device}“ funktionieren.`,
} as const
