import type { ReactNode } from 'react'

export function Notice({ tone = 'info', children, role }: { readonly tone?: 'info' | 'warning' | 'error' | 'success'; readonly children: ReactNode; readonly role?: 'alert' | 'status' }) {
  return (
    <div className={`notice notice--${tone}`} role={role}>
      {children}
    </div>
  )
}
