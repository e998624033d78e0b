/*
 * Starts the storefront's app on a page the server rendered (server/storefront.ts): the module script and its chunks
 * are requested only once the page has loaded (its pictures and fonts) and painted — on a slow connection the first
 * bytes go to what the visitor sees, not to ~120 KB of JavaScript — or at the visitor's first touch, click or key,
 * whichever comes first. The page is readable and its links work before (its buttons are disabled until then); React
 * then replaces it (src/main.tsx).
 * An external file: the CSP allows no inline script.
 */
;(function () {
  var script = document.currentScript
  if (!script) return
  var entry = script.getAttribute('data-entry')
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var started = false
  var events = ['pointerdown', 'keydown', 'touchstart']
  function start() {
    if (started || !entry) return
    started = true
    for (var i = 0; i < events.length; i++) window.removeEventListener(events[i], start, true)
    for (var j = 0; j < preloads.length; j++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = preloads[j]
      document.head.appendChild(link)
    }
    var module = document.createElement('script')
    module.type = 'module'
    module.crossOrigin = ''
    module.src = entry
    document.head.appendChild(module)
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }
  for (var k = 0; k < events.length; k++) window.addEventListener(events[k], start, { capture: true, passive: true })
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
