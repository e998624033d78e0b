/** The 500 view (SF §2, §8): a site whose type the storefront does not know. */
export function ServerError() {
  return (
    <div className="page page--narrow empty-state">
      <h1>500 Internal Server Error</h1>
      <p>Leider ist ein interner Fehler aufgetreten.</p>
    </div>
  )
}
