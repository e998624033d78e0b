import { useEffect, useRef, useState } from 'react'
import useSWR from 'swr'

import { fetcher } from '../../../lib/api'
import type { PublicOrder } from '../../../lib/types'
import { paths } from '../../../paths'
import { clearStoredOrderData, kioskHome } from '../kiosk'

/**
 * The kiosk's end screen after an order: the ticket number to wait for and a QR code of the status page, so the
 * customer can follow the order on the phone. Every stored order data of the tab is cleared once on arrival.
 */
export function KioskEndScreen({ uid, hash }: { readonly uid: string; readonly hash: string }) {
  const { data: order } = useSWR<PublicOrder>(paths.api.order(uid, hash), fetcher, { revalidateOnFocus: false })
  const [qr, setQr] = useState<string | null>(null)
  const cleared = useRef(false)
  const statusUrl = `${window.location.origin}${paths.status(uid, hash)}`

  useEffect(() => {
    if (cleared.current) return
    cleared.current = true
    clearStoredOrderData()
  }, [])

  useEffect(() => {
    let active = true
    import('qrcode')
      .then((QRCode) => QRCode.toString(statusUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => active && setQr(svg))
      .catch(() => active && setQr(null))
    return () => {
      active = false
    }
  }, [statusUrl])

  return (
    <div className="kiosk-end" role="dialog" aria-modal="true" aria-labelledby="kiosk-end-title">
      <div className="kiosk-end__box">
        <h2 id="kiosk-end-title">Vielen Dank für Ihre Bestellung!</h2>
        {order?.ticketNumber ? (
          <p className="kiosk-end__ticket">
            <span>Ihre Ticketnummer</span>
            <strong>{order.ticketNumber}</strong>
          </p>
        ) : null}
        {qr !== null ? (
          <figure className="kiosk-end__qr">
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`} alt="QR-Code zur Bestellstatus-Seite" width={200} height={200} />
            <figcaption>Scannen Sie den Code, um den Status Ihrer Bestellung auf Ihrem Smartphone zu verfolgen.</figcaption>
          </figure>
        ) : null}
        <button type="button" className="button kiosk-end__new" onClick={() => window.location.replace(kioskHome())}>
          Neue Bestellung
        </button>
      </div>
    </div>
  )
}
