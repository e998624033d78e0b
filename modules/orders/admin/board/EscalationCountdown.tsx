'use client'
/**
 * The countdown on a new order's card (issue 33): time until the branch manager is told, then until the automatic
 * rejection — the same rule as the job (domain escalationStep). Ticks every second on its own (the board's clock
 * ticks every 15 s), from the board's server-corrected `now`. Nothing when the branch has no limits or the order does
 * not wait for staff (confirmed, counter-proposal open, online payment outstanding).
 */
import { useEffect, useRef, useState } from 'react'

import { awaitsStaffDecision, countdownText, escalationDeadlines, escalationStep, formatTime } from '../../../../domain'
import type { EscalationSettings } from '../../../../domain'
import type { BoardOrder } from './types'

type Props = { order: BoardOrder; settings: EscalationSettings | undefined; now: number; timeZone: string }

export function EscalationCountdown({ order, settings, now, timeZone }: Props) {
  // the board's `now` is corrected by the server's clock; between its ticks this card counts on by the local clock
  const offset = useRef(0)
  const [tick, setTick] = useState(() => Date.now())
  useEffect(() => {
    offset.current = now - Date.now()
    setTick(Date.now())
  }, [now])
  const since = Date.parse(order.createdAt)
  const active = settings !== undefined && awaitsStaffDecision(order) && Object.values(escalationDeadlines(since, settings)).some((at) => at !== null)
  useEffect(() => {
    if (!active) return
    const id = window.setInterval(() => setTick(Date.now()), 1000)
    return () => window.clearInterval(id)
  }, [active])
  if (!active || settings === undefined) return null

  const current = tick + offset.current
  // the board does not know whether the job has run: an escalation whose time has passed counts as done
  const step = escalationStep({ since, escalated: false }, settings, current)
  let text: string
  let title: string
  let kind: string
  if (step.next) {
    const left = countdownText(step.next.at - current)
    const at = formatTime(step.next.at, timeZone)
    kind = step.next.kind
    text = step.next.kind === 'escalate' ? `Eskalation in ${left}` : `Automatische Ablehnung in ${left}`
    title =
      step.next.kind === 'escalate'
        ? `Ohne Bestätigung oder Ablehnung wird um ${at} die Filialleitung benachrichtigt.`
        : `Ohne Bestätigung wird die Bestellung um ${at} automatisch abgelehnt und der Kunde informiert.`
    if (step.due === 'escalate') title = `Die Filialleitung ist benachrichtigt. ${title}`
  } else if (step.due === 'autoReject') {
    kind = 'autoReject'
    text = 'Wird automatisch abgelehnt …'
    title = 'Die Frist ist abgelaufen: Die Bestellung wird in Kürze automatisch abgelehnt.'
  } else {
    kind = 'escalated'
    text = 'Filialleitung benachrichtigt'
    title = 'Die Bestellung wurde nicht rechtzeitig bestätigt; die Filialleitung ist benachrichtigt.'
  }
  return (
    <p className={`tob-escalation tob-escalation--${kind}`} role="timer" aria-live="off" title={title} data-testid="escalation-countdown">
      {text}
    </p>
  )
}
