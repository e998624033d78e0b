import type { ReactNode } from 'react'

/** A titled part of the checkout form. */
export function Section({ title, children, id }: { readonly title: string; readonly children: ReactNode; readonly id?: string }) {
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
