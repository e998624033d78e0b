/**
 * Digital signage rules (docs/signage.md): when a segment is on screen (weekdays, a local time-of-day window, a daypart
 * from the opening hours), which segment plays next, what a command does to the command status, and the player's
 * WebSocket messages. Pure: `now` and the time zone are parameters. Windows are wall-clock times; one whose end is not
 * after its start runs over midnight and belongs to the weekday it starts on.
 */
import { READY_LABELS } from './order-labels'
import { isOpenAt } from './schedule'
import { MINUTES_PER_DAY, parseTimeOfDay, toLocal } from './time-zone'
import type { Schedule, Weekday } from './types'
import { WEEKDAYS } from './types'

export type SignageDaypart = 'always' | 'open' | 'closed'

/** A segment's schedule as stored (digital-signage-segments: weekdays, timeFrom, timeTo, daypart). */
export interface SignageSchedule {
  /** Empty or null: every day. */
  readonly weekdays?: readonly Weekday[] | null
  /** 'HH:MM' local time; both empty: all day. Only one given: from it to midnight, or from midnight to it. */
  readonly timeFrom?: string | null
  readonly timeTo?: string | null
  /** 'open' / 'closed': only while the branch is open / closed by its opening hours; without opening hours: always. */
  readonly daypart?: SignageDaypart | null
}

export interface SignageScheduleContext {
  readonly timeZone: string
  /** The branch's opening hours (null or empty: not set, the daypart does not restrict). */
  readonly openingHours?: Schedule | null
}

const weekdayAllowed = (weekdays: readonly Weekday[] | null | undefined, weekdayIndex: number): boolean =>
  !weekdays || weekdays.length === 0 || weekdays.includes(WEEKDAYS[weekdayIndex]!)

/** Whether the weekday and time-of-day part of the schedule holds at `now` (ms) in `timeZone`. */
export function isInTimeWindow(schedule: SignageSchedule, now: number, timeZone: string): boolean {
  const local = toLocal(now, timeZone)
  const fromRaw = schedule.timeFrom?.trim() ? parseTimeOfDay(schedule.timeFrom) : null
  const toRaw = schedule.timeTo?.trim() ? parseTimeOfDay(schedule.timeTo) : null
  if (fromRaw === null && toRaw === null) return weekdayAllowed(schedule.weekdays, local.weekday)
  const from = fromRaw ?? 0
  const to = toRaw ?? MINUTES_PER_DAY
  const minute = local.minuteOfDay
  if (from < to) return weekdayAllowed(schedule.weekdays, local.weekday) && minute >= from && minute < to
  // over midnight: the evening part belongs to today, the early part to yesterday's window
  if (minute >= from) return weekdayAllowed(schedule.weekdays, local.weekday)
  if (minute < to) return weekdayAllowed(schedule.weekdays, (local.weekday + 6) % 7)
  return false
}

/** Whether a segment with this schedule is shown at `now`. */
export function isScheduledAt(schedule: SignageSchedule, now: number, context: SignageScheduleContext): boolean {
  if (!isInTimeWindow(schedule, now, context.timeZone)) return false
  const daypart = schedule.daypart ?? 'always'
  if (daypart === 'always' || !context.openingHours || context.openingHours.length === 0) return true
  const open = isOpenAt(context.openingHours, now, context.timeZone)
  return daypart === 'open' ? open : !open
}

/**
 * The index of the segment to play after `current` (null: before the first), in stream order, skipping segments not
 * scheduled at `now`; wraps around when `loop`. Null when nothing is scheduled (or the end of a non-looping stream).
 */
export function nextSegmentIndex(
  segments: readonly { readonly schedule: SignageSchedule }[],
  current: number | null,
  now: number,
  context: SignageScheduleContext,
  loop = true,
): number | null {
  const n = segments.length
  if (n === 0) return null
  const start = current === null ? 0 : current + 1
  for (let step = 0; step < n; step++) {
    const raw = start + step
    if (raw >= n && !loop) return null
    const index = raw % n
    if (isScheduledAt(segments[index]!.schedule, now, context)) return index
  }
  return null
}

// ---------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------

export const SIGNAGE_COMMAND_VALUES = ['reload', 'showScene', 'mute', 'unmute', 'restart', 'screenshot', 'update', 'shutdown'] as const
export type SignageCommand = (typeof SIGNAGE_COMMAND_VALUES)[number]
export type SignageCommandStatus = 'none' | 'pending' | 'running' | 'done' | 'failed' | 'aborted'

export const isSignageCommand = (value: unknown): value is SignageCommand =>
  typeof value === 'string' && (SIGNAGE_COMMAND_VALUES as readonly string[]).includes(value)

/**
 * Commands that stay in effect until aborted or replaced (the scene stays on screen, the screen stays dark);
 * the others are done once the player has carried them out.
 */
export const isLastingCommand = (command: SignageCommand): boolean => command === 'showScene' || command === 'shutdown'

/** Whether a command in this status can still be aborted: not yet delivered, or lasting and in effect. */
export const isAbortable = (status: SignageCommandStatus | null | undefined): boolean => status === 'pending' || status === 'running'

/** The status a player's report moves a command to; null when the report does not fit (stale or already final). */
export function reportedStatus(
  current: SignageCommandStatus | null | undefined,
  report: 'running' | 'done' | 'failed',
): SignageCommandStatus | null {
  if (current === 'pending') return report
  if (current === 'running' && report !== 'running') return report
  return null
}

// ---------------------------------------------------------------------------
// WebSocket messages (modules/devices/signage/ws.ts ⇄ storefront/src/features/signage)
// ---------------------------------------------------------------------------

export type SignageSegmentKind = 'image' | 'video' | 'scene' | 'url' | 'text' | 'ready'

export interface SignageScene {
  readonly id: number
  readonly name: string
  readonly images: readonly string[]
  readonly imageSeconds: number
  readonly headline: string | null
  readonly text: string | null
  readonly showReady: boolean
}

export interface SignageSegment {
  readonly id: number
  readonly name: string
  readonly type: SignageSegmentKind
  /** Seconds on screen; for a video the video's end also ends it. */
  readonly duration: number
  readonly imageUrl: string | null
  readonly url: string | null
  readonly text: string | null
  readonly scene: SignageScene | null
  readonly schedule: SignageSchedule
}

export interface SignagePlaylist {
  readonly streamId: number | null
  readonly name: string
  readonly loop: boolean
  readonly readyOverlay: 'none' | 'right' | 'bottom'
  readonly segments: readonly SignageSegment[]
  readonly timeZone: string
  readonly openingHours: Schedule | null
}

export interface SignageCommandMessage {
  readonly type: 'command'
  /** The command's identity: its issue time (ISO); reports name it so a stale report changes nothing. */
  readonly issuedAt: string
  readonly command: SignageCommand
  readonly scene: SignageScene | null
}

/** Server → player. */
export type SignageServerMessage =
  | { readonly type: 'welcome'; readonly deviceId: number; readonly name: string; readonly playlist: SignagePlaylist; readonly heartbeatMs: number }
  | { readonly type: 'playlist'; readonly playlist: SignagePlaylist }
  | SignageCommandMessage
  | { readonly type: 'abort'; readonly issuedAt: string }
  | { readonly type: 'ready'; readonly tickets: readonly string[] }
  | { readonly type: 'pong'; readonly t: number }
  | { readonly type: 'refused'; readonly message: string }

/** What the player reports about itself (shown in the admin). */
export interface SignagePlayerState {
  readonly screen: string | null
  readonly muted: boolean
}

/** Player → server (a screenshot is sent as one binary frame: the PNG, right after its 'screenshot' message). */
export type SignageClientMessage =
  | { readonly type: 'hello'; readonly identifier: string; readonly key: string }
  | { readonly type: 'ping'; readonly t: number }
  | { readonly type: 'report'; readonly issuedAt: string; readonly status: 'running' | 'done' | 'failed'; readonly result?: string | null }
  | { readonly type: 'state'; readonly state: SignagePlayerState }
  | { readonly type: 'screenshot'; readonly issuedAt: string; readonly bytes: number }

/** The texts of the ready zone. */
export const SIGNAGE_TEXTS = {
  readyTitle: READY_LABELS.takeaway,
  readyEmpty: 'Derzeit keine abholbereiten Bestellungen.',
  refused: 'Dieser Bildschirm ist nicht freigeschaltet.',
  refusedHint: 'Bitte öffnen Sie die Adresse aus dem Backend (TVs → Neuen Schlüssel erzeugen) erneut.',
  offline: 'Keine Verbindung zum Server – die Anzeige läuft weiter und verbindet sich automatisch neu.',
  nothingScheduled: 'Derzeit ist nichts geplant.',
  off: 'Bildschirm ausgeschaltet',
} as const

/** Ticket numbers in the order they were announced (oldest first), each once. */
export function sortTickets(tickets: readonly { readonly ticketNumber: string | null; readonly since: string | null }[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const t of [...tickets].sort((a, b) => (a.since ?? '').localeCompare(b.since ?? ''))) {
    if (!t.ticketNumber || seen.has(t.ticketNumber)) continue
    seen.add(t.ticketNumber)
    out.push(t.ticketNumber)
  }
  return out
}
