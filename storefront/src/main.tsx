import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/App'
import { preloadShellRoute } from './app/router'
import { seedFromInit } from './lib/data'
import './app/fonts'
import './app/styles.css'

const container = document.getElementById('root')
if (container !== null) {
  const root = createRoot(container)
  // a transition: React renders the page in slices of a few milliseconds and yields between them (the page it replaces
  // stays until the commit), so the takeover is no single long task on a slow phone
  const start = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
  // the server painted a shell of this route (modules/storefront/shell.ts): it stays until the data (in the page) and
  // the route's chunk are there, so React's first render replaces it by the page itself, not by a loading indicator
  const shell = container.querySelector<HTMLElement>('[data-shell]')
  if (shell === null) start()
  else Promise.all([seedFromInit(), preloadShellRoute(shell.dataset.shell), shellImagesShown(shell)]).then(start, start)
}

/**
 * The shell's pictures (a branch's or a content page's hero) are drawn before React replaces them: the page's largest
 * paint is then the shell's, at HTML time, and React's identical picture is no new, later candidate. At most 2.5 s.
 */
function shellImagesShown(shell: HTMLElement): Promise<void> {
  const pending = Array.from(shell.querySelectorAll('img')).filter((img) => !img.complete)
  const loaded = Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true })
          img.addEventListener('error', () => resolve(), { once: true })
        }),
    ),
  )
  const drawn = loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  return Promise.race([drawn, new Promise<void>((resolve) => window.setTimeout(resolve, 2500))])
}
