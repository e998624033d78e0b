/** German texts of the signage calls (BO §8 "TV commands: Befehl konnte nicht ausgeführt werden. / … abgebrochen werden."). */
export const SIGNAGE_MESSAGES = {
  commandFailed: 'Befehl konnte nicht ausgeführt werden.',
  abortFailed: 'Befehl konnte nicht abgebrochen werden.',
  unknownCommand: 'Befehl konnte nicht ausgeführt werden. Bitte wählen Sie einen Befehl aus der Liste.',
  sceneRequired: 'Befehl konnte nicht ausgeführt werden. Bitte wählen Sie die Szene aus, die gezeigt werden soll.',
  sceneNotFound: 'Befehl konnte nicht ausgeführt werden. Die gewählte Szene existiert nicht.',
  deviceDisabled: 'Befehl konnte nicht ausgeführt werden. Der TV ist deaktiviert.',
  nothingToAbort: 'Befehl konnte nicht abgebrochen werden. Es ist kein Befehl ausstehend oder aktiv.',
  deviceNotFound: 'TV konnte nicht geladen werden.',
  streamNotFound: 'Stream konnte nicht geladen werden.',
  screenshotNotFound: 'Für diesen TV gibt es noch kein Bildschirmfoto.',
  aborted: 'Im Backend abgebrochen.',
} as const
