/**
 * Payload admin view /backend/stempeluhr-terminal for the shared counter tablet: deliberately public (no
 * back-office login). It holds no data itself; every call is authorised by the terminal's device key plus the
 * person's username and PIN (docs/time-tracking.md).
 */
import { LazyTerminal } from './LazyViews'

export const TERMINAL_PATH = '/stempeluhr-terminal'

export function TerminalView() {
  return (
    <main className="ttc-terminal-page">
      <LazyTerminal />
    </main>
  )
}

export default TerminalView
