import { useEffect, useState } from 'react'

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const

/** True after `ms` without any touch, key, wheel or scroll; any activity starts the time again. */
export function useIdle(ms: number, enabled: boolean): [boolean, () => void] {
  const [idle, setIdle] = useState(false)
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!enabled) {
      setIdle(false)
      return
    }
    let timer = window.setTimeout(() => setIdle(true), ms)
    const onActivity = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setIdle(true), ms)
    }
    for (const name of ACTIVITY) window.addEventListener(name, onActivity, { passive: true, capture: true })
    return () => {
      window.clearTimeout(timer)
      for (const name of ACTIVITY) window.removeEventListener(name, onActivity, { capture: true })
    }
  }, [ms, enabled, round])
  const wake = () => {
    setIdle(false)
    setRound((value) => value + 1)
  }
  return [idle, wake]
}
