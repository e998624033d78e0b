'use client'
/**
 * A custom admin view's client part as its own chunk (issue 12). Payload's admin is one Next route: every client
 * component that a view imports directly lands in the chunks that every admin page loads — the edit view of a page
 * evaluated the order board's and the time clock's code and parsed their CSS without ever showing them. Behind
 * `lazy(() => import(…))` they load when their view opens (statistics dashboard, order board, time-tracking views).
 */
import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>, loading: string): (props: P) => ReactNode {
  const View = lazy(() => load().then((component) => ({ default: component })))
  return function LazyView(props: P) {
    return (
      <Suspense
        fallback={
          <p className="lazy-view-loading" role="status">
            {loading}
          </p>
        }
      >
        <View {...props} />
      </Suspense>
    )
  }
}
