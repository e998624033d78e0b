/**
 * The storefront inside the admin's live-preview frame (an editor's draft, `?vorschau=1` in a frame): the editor is
 * not a visitor — no cookie banner over the page being edited, no analytics events, no admin toolbar in the frame.
 * Decided once per page load, so a link followed inside the frame keeps it.
 */
export const PREVIEW_PARAM = 'vorschau'

let cached: boolean | undefined

export function isPreviewFrame(): boolean {
  if (cached !== undefined) return cached
  let framed: boolean
  try {
    framed = window.parent !== window
  } catch {
    framed = true
  }
  cached = framed && new URLSearchParams(window.location.search).has(PREVIEW_PARAM)
  return cached
}
