/**
 * White-label admin (server components): the login page shows the shop's logo and name, the navigation its
 * logo (or initial) instead of Payload's graphics. Data from modules/settings/branding.ts.
 */
import type { Payload } from 'payload'

import { initialIconSvg, loadBranding } from '../branding'

type Props = { payload: Payload }

export async function AdminLogo({ payload }: Props) {
  const branding = await loadBranding(payload)
  return (
    <div className="tresen-logo" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      {branding.logoUrl ? (
        <img src={branding.logoUrl} alt="" style={{ maxWidth: 240, maxHeight: 120, objectFit: 'contain', borderRadius: 8 }} />
      ) : null}
      <span style={{ fontSize: '1.5rem', fontWeight: 700, color: 'var(--theme-elevation-1000)' }}>{branding.shopName} · Verwaltung</span>
    </div>
  )
}

export async function AdminIcon({ payload }: Props) {
  const branding = await loadBranding(payload)
  const src = branding.faviconUrl ?? `data:image/svg+xml;utf8,${encodeURIComponent(initialIconSvg(branding))}`
  return <img src={src} alt={branding.shopName} title={branding.shopName} width={28} height={28} style={{ borderRadius: 6, objectFit: 'cover' }} />
}
