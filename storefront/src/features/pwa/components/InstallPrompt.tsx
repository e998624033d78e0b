import { useEffect, useState } from 'react'

import { Dialog } from '../../../components/Dialog'
import { decidedThisVisit } from '../../consent'
import { dismissInstall, mayPromptInstall, platformOf, PROMPT_DELAY_AFTER_CONSENT_MS, PROMPT_DELAY_ON_LOAD_MS } from '../install'
import type { Platform } from '../install'
import { clearInstallEvent, getInstallEvent } from '../installEvent'

type Step = 'waiting' | 'prompt' | 'instructions' | 'installing' | 'closed'

/**
 * SF §4 install flow: prompt → (the browser's own dialog, "installing") or instructions for iOS / Android and other
 * browsers → closed. "Nicht jetzt" sets cookie 'pwa-dismiss' for one month. Shown 250 ms after the cookie decision,
 * or 5 s after load when the decision was made on an earlier visit.
 */
export function InstallPrompt({ shopName }: { readonly shopName: string }) {
  const [step, setStep] = useState<Step>('waiting')
  const platform: Platform = platformOf(navigator.userAgent, navigator.maxTouchPoints)

  useEffect(() => {
    let active = true
    const timer = window.setTimeout(
      () => {
        // the check is asynchronous (installed related apps): its answer only opens a prompt that is still waiting,
        // never one the visitor has answered meanwhile
        void mayPromptInstall(platform).then((ok) => {
          if (active) setStep((current) => (current === 'waiting' ? (ok ? 'prompt' : 'closed') : current))
        })
      },
      decidedThisVisit() ? PROMPT_DELAY_AFTER_CONSENT_MS : PROMPT_DELAY_ON_LOAD_MS,
    )
    return () => {
      active = false
      window.clearTimeout(timer)
    }
  }, [platform])

  const dismiss = () => {
    dismissInstall()
    setStep('closed')
  }

  const install = async () => {
    const event = getInstallEvent()
    if (event === null) {
      setStep('instructions')
      return
    }
    setStep('installing')
    try {
      await event.prompt()
      const choice = await event.userChoice
      clearInstallEvent()
      if (choice.outcome === 'dismissed') dismissInstall()
    } catch {
      /* the browser refused: nothing else to do */
    }
    setStep('closed')
  }

  if (step === 'waiting' || step === 'closed') return null

  if (step === 'installing') {
    return (
      <div className="install-status" role="status" aria-live="polite">
        Die App wird installiert …
      </div>
    )
  }

  if (step === 'instructions') {
    return (
      <Dialog title="App installieren" size="small" onClose={dismiss} footer={<button type="button" className="button" onClick={dismiss}>Verstanden</button>}>
        {platform === 'ios' ? (
          <ol className="install-steps">
            <li>
              Tippen Sie in Safari unten auf das Teilen-Symbol <span aria-hidden="true">⬆︎</span>.
            </li>
            <li>Wählen Sie „Zum Home-Bildschirm“.</li>
            <li>Bestätigen Sie mit „Hinzufügen“.</li>
          </ol>
        ) : (
          <ol className="install-steps">
            <li>
              Öffnen Sie das Menü Ihres Browsers <span aria-hidden="true">⋮</span>.
            </li>
            <li>Wählen Sie „App installieren“ bzw. „Zum Startbildschirm hinzufügen“.</li>
            <li>Bestätigen Sie die Installation.</li>
          </ol>
        )}
        <p className="install-hint">Danach finden Sie {shopName} wie jede andere App auf Ihrem Gerät.</p>
      </Dialog>
    )
  }

  return (
    <Dialog
      title="App installieren"
      size="small"
      onClose={dismiss}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={dismiss}>
            Nicht jetzt
          </button>
          <button type="button" className="button" onClick={() => void install()} data-autofocus>
            Installieren
          </button>
        </>
      }
    >
      <p>
        Installieren Sie {shopName} auf Ihrem Gerät: schneller bestellen, direkt vom Startbildschirm und auch bei
        schwacher Verbindung verfügbar.
      </p>
    </Dialog>
  )
}
