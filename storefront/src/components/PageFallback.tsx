export function PageFallback() {
  return (
    <div className="page" role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">Wird geladen …</span>
    </div>
  )
}
