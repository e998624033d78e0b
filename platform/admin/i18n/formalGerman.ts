/**
 * Payload's German admin speaks informally ("Bitte gib …", "Du bist dabei …"); Tresen speaks formally everywhere
 * ("Bitte geben Sie …"), like its API. These override every informal text of @payloadcms/translations' `de`
 * (tests/unit/server/admin-german.test.ts fails when a Payload update brings a new one), plus Ja/Nein for booleans.
 */
export const formalGerman = {
  authentication: {
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse mit einem Benutzerkonto verknüpft ist, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte prüfen Sie auch Ihren Spam-Ordner, falls Sie die E-Mail nicht im Posteingang sehen.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Anweisungen zum Zurücksetzen Ihres Passworts werden an die mit Ihrem Benutzernamen verknüpfte E-Mail-Adresse gesendet.',
    generatingNewAPIKeyWillInvalidate:
      'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der bisherige <1>ungültig</1>. Möchten Sie fortfahren?',
    loggedIn: 'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword: 'Um Ihr Passwort zu ändern, öffnen Sie Ihr <0>Benutzerkonto</0> und ändern Sie es dort.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
    loginWithAnotherUser: 'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Für Sie wurde ein neues Konto auf <a href="{{serverURL}}">{{serverURL}}</a> erstellt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Nachdem Sie Ihre E-Mail-Adresse bestätigt haben, können Sie sich anmelden.',
    resetYourPassword: 'Passwort zurücksetzen',
    verifyYourEmail: 'E-Mail-Adresse bestätigen',
    youAreInactive:
      'Sie waren einige Zeit inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um den Vorgang abzuschließen:',
    youDidNotRequestPassword: 'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage: 'Sie haben ungespeicherte Änderungen am Dashboard-Layout. Möchten Sie diese wirklich verwerfen?',
    noItems: 'Auf dem Dashboard befinden sich keine Widgets. Sie können diese über das Menü „Dashboard“ in der oberen Leiste hinzufügen.',
  },
  error: {
    deletingTitle: 'Beim Löschen von {{title}} ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung, diese Seite zu öffnen.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung, diese Aktion auszuführen.',
    restoringTitle:
      'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht autorisiert – Sie müssen angemeldet sein, um diese Anfrage zu stellen.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument: 'Wählen Sie zwischen einer eigenen URL und einem Link auf ein anderes Dokument.',
    chooseDocumentToLink: 'Wählen Sie ein Dokument, das Sie verlinken möchten',
  },
  folder: {
    folderTypeDescription: 'Wählen Sie, welche Arten von Dokumenten in diesem Ordner erlaubt sind.',
    moveItemsToFolderConfirmation: 'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemsToRootConfirmation: 'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    moveItemToFolderConfirmation: 'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemToRootConfirmation: 'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
  },
  general: {
    true: 'Ja',
    false: 'Nein',
    aboutToDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> zu löschen. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToPermanentlyDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> endgültig zu löschen. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, {{label}} <1>{{title}}</1> wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraft: 'Sie sind dabei, {{label}} <1>{{title}}</1> als Entwurf wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraftCount: 'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
    aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
    aboutToTrash: 'Sie sind dabei, {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Sind Sie sicher?',
    aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
    changesNotSaved: 'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen Ihre Änderungen verloren.',
    copyWarning: 'Sie sind dabei, {{to}} mit {{from}} für {{label}} {{title}} zu überschreiben. Sind Sie sicher?',
    currentlyEditing:
      'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, wird die Bearbeitung blockiert, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate: 'Dieses Dokument wurde kürzlich von einem anderen Benutzer geändert. Ihre Ansicht ist veraltet.',
    enterAValue: 'Bitte geben Sie einen Wert ein',
    moveConfirm: 'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
    sorryNotFound: 'Leider wurde nichts gefunden, was Ihrer Anfrage entspricht.',
    unsavedChanges: 'Sie haben ungespeicherte Änderungen. Bitte speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate: 'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username:
      'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Zahlen, Bindestriche, Punkte und Unterstriche enthalten.',
  },
  version: {
    aboutToPublishSelection: 'Sie sind dabei, alle ausgewählten {{label}} zu veröffentlichen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRestoreGlobal: 'Sie sind dabei, die Einstellung {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRevertToPublished: 'Sie sind dabei, dieses Dokument auf den zuletzt veröffentlichten Stand zurückzusetzen. Sind Sie sicher?',
    aboutToUnpublish: 'Sie sind dabei, dieses Dokument auf Entwurf zu setzen. Sind Sie sicher?',
    aboutToUnpublishIn: 'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
    aboutToUnpublishSelection: 'Sie sind dabei, die Veröffentlichung aller ausgewählten {{label}} aufzuheben. Sind Sie sicher?',
  },
} as const
