'use client'
/**
 * QR code edit view: the code's image (GET /api/qr-codes/:id/qr.svg), the address it encodes, downloads as SVG and PNG
 * and a print page (the code at 8 cm with its name; table codes with the table number in the middle). While the address
 * points to this machine (PUBLIC_URL unset) it warns and offers no downloads or printing (the server refuses them too).
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { loopbackHost, qrLoopbackMessage } from '../../../../domain'
import { failure } from '../../../../platform/client'

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function QrCodeImageField() {
  const { id } = useDocumentInfo()
  const updatedAt = useFormFields(([fields]) => fields.updatedAt?.value as string | undefined)
  const name = useFormFields(([fields]) => fields.name?.value as string | undefined)
  const [content, setContent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const base = id ? `/api/qr-codes/${id}` : null
  const version = encodeURIComponent(updatedAt ?? '')

  useEffect(() => {
    if (!base) return
    let cancelled = false
    fetch(`${base}/qr.svg?v=${version}`, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw await failure(res, { fallback: 'QR Code konnte nicht geladen werden.' })
        if (!cancelled) {
          setContent(decodeURI(res.headers.get('x-qr-content') ?? ''))
          setError(null)
        }
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'QR Code konnte nicht geladen werden.'))
    return () => {
      cancelled = true
    }
  }, [base, version])

  if (!base) {
    return <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Nach dem Speichern wird hier der QR Code zum Herunterladen und Drucken angezeigt.</p>
  }

  const loopback = content ? loopbackHost(content) : null

  const print = () => {
    const win = window.open('', '_blank', 'width=640,height=800')
    if (!win) return
    const title = escapeHtml(name ?? 'QR Code')
    win.document.write(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title>` +
        '<style>@page{margin:15mm}body{font-family:system-ui,sans-serif;text-align:center;margin:0}' +
        'img{width:80mm;height:80mm;display:block;margin:10mm auto 4mm}p{margin:0;font-size:14pt}</style></head>' +
        `<body><img src="${base}/qr.svg?v=${version}" alt="QR Code"><p>${title}</p>` +
        '<script>document.querySelector("img").addEventListener("load",function(){window.print()})</script></body></html>',
    )
    win.document.close()
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">QR Code</label>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 600 }}>
          {error}
        </p>
      ) : (
        <>
          <img
            src={`${base}/qr.svg?v=${version}`}
            alt={`QR Code ${name ?? ''}`.trim()}
            width={220}
            height={220}
            style={{ display: 'block', width: 220, height: 220, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
          />
          {content && (
            <p style={{ fontSize: '0.8rem', margin: '6px 0', wordBreak: 'break-all', opacity: 0.8 }}>
              Adresse im Code: <code>{content}</code>
            </p>
          )}
          {loopback && (
            <p role="alert" style={{ color: 'var(--theme-warning-500)', fontWeight: 600, margin: '6px 0' }}>
              {qrLoopbackMessage(loopback)}
            </p>
          )}
        </>
      )}
      {!loopback && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
          <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`${base}/qr.svg?download=1&v=${version}`}>
            SVG herunterladen
          </a>
          <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`${base}/qr.png?download=1&size=2048&v=${version}`}>
            PNG herunterladen
          </a>
          <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={print}>
            Drucken
          </button>
        </div>
      )}
    </div>
  )
}
