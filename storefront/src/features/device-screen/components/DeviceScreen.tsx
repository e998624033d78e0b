/**
 * /geraet/:kind/:branchId/:apiKey — the screen of a front-desk (pickup display) or back-office (kitchen) device
 * (BO §7 lists; docs/device-screens.md). No login: the device key in the address authorises the list. Read-only,
 * large type, high contrast, readable from a few metres; refreshes every 5 s (ETag/304) and keeps the screen awake.
 */
import { useEffect, useRef } from 'react'
import { useParams } from 'react-router-dom'

import { DEFAULT_TIME_ZONE, formatTime } from '@domain'

import { useBranches, useConfig } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'
import { useWakeLock } from '../../../lib/useWakeLock'
import type { DeviceScreenKind } from '../../../paths'
import { useDeviceAgent } from '../api/useDeviceAgent'
import { isRefused, useDeviceOrders } from '../api/useDeviceOrders'
import type { FrontdeskOrder, KitchenOrder } from '../api/useDeviceOrders'
import { FrontdeskBoard } from './FrontdeskBoard'
import { KitchenBoard } from './KitchenBoard'
import '../device-screen.css'

const KIND_TITLES: Record<DeviceScreenKind, string> = { frontdesk: 'Abholung', backoffice: 'Küche' }

function ScreenMessage({ title, children, tone }: { readonly title: string; readonly children: React.ReactNode; readonly tone: 'error' | 'info' }) {
  return (
    <main className={`ds ds--message ds--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h1 className="ds-message__title">{title}</h1>
      <div className="ds-message__text">{children}</div>
    </main>
  )
}

function Board({ kind, branchId, apiKey }: { readonly kind: DeviceScreenKind; readonly branchId: string; readonly apiKey: string }) {
  const { data, error } = useDeviceOrders(kind, branchId, apiKey)
  const config = useConfig()
  const branch = useBranches().find((b) => String(b.id) === branchId)
  const now = useNow(15_000)
  const timeZone = config.timeZone || DEFAULT_TIME_ZONE
  const lastSuccess = useRef<number | null>(null)
  if (data !== undefined && error === undefined) lastSuccess.current = now
  useWakeLock()
  // heartbeat, log upload on request, Web Push (issue 18, docs/devices.md)
  const agent = useDeviceAgent(branchId, apiKey, !isRefused(error))
  useEffect(() => {
    document.title = `${KIND_TITLES[kind]}${branch?.name ? ` · ${branch.name}` : ''} – ${config.shopName ?? 'Tresen'}`
  }, [kind, branch?.name, config.shopName])

  if (isRefused(error)) {
    return (
      <ScreenMessage title="Dieser Bildschirm ist nicht freigeschaltet." tone="error">
        <p>Die Adresse enthält keinen gültigen Geräteschlüssel für diese Filiale, oder das Gerät ist deaktiviert.</p>
        <p>Bitte erzeugen Sie im Backend unter „Geräte“ einen neuen API-Schlüssel und öffnen Sie die dort angezeigte Adresse.</p>
      </ScreenMessage>
    )
  }
  if (data === undefined) {
    return error !== undefined ? (
      <ScreenMessage title="Keine Verbindung zum Server." tone="error">
        <p>Die Bestellungen konnten nicht geladen werden. Die Anzeige versucht es alle 5 Sekunden erneut.</p>
      </ScreenMessage>
    ) : (
      <ScreenMessage title="Bestellungen werden geladen …" tone="info">
        <p>{branch?.name ?? ''}</p>
      </ScreenMessage>
    )
  }

  return (
    <main className={`ds ds--${kind}`}>
      <header className="ds-header">
        <h1 className="ds-header__title">
          {KIND_TITLES[kind]}
          {branch?.name ? <span className="ds-header__branch"> · {branch.name}</span> : null}
        </h1>
        {agent.canEnablePush ? (
          <button type="button" className="ds-push" onClick={agent.enablePush}>
            Benachrichtigungen aktivieren
          </button>
        ) : null}
        <span className="ds-header__clock">{formatTime(now, timeZone)}</span>
      </header>
      {error !== undefined ? (
        <p className="ds-offline" role="alert">
          Keine Verbindung zum Server{lastSuccess.current !== null ? ` – Stand ${formatTime(lastSuccess.current, timeZone)} Uhr` : ''}. Die Anzeige aktualisiert
          sich automatisch.
        </p>
      ) : null}
      {kind === 'frontdesk' ? (
        <FrontdeskBoard orders={data as readonly FrontdeskOrder[]} now={now} timeZone={timeZone} />
      ) : (
        <KitchenBoard orders={data as readonly KitchenOrder[]} now={now} timeZone={timeZone} />
      )}
    </main>
  )
}

export function DeviceScreen() {
  const { kind, branchId, apiKey } = useParams()
  if ((kind !== 'frontdesk' && kind !== 'backoffice') || !branchId || !apiKey) {
    return (
      <ScreenMessage title="Diese Geräteadresse ist ungültig." tone="error">
        <p>Bitte öffnen Sie die Adresse, die das Backend beim Erzeugen des API-Schlüssels des Geräts anzeigt.</p>
      </ScreenMessage>
    )
  }
  return <Board key={`${kind}/${branchId}/${apiKey}`} kind={kind} branchId={branchId} apiKey={apiKey} />
}
