/**
 * Time sheets (Stundenzettel) per person and month as CSV (semicolon, UTF-8 with BOM, German dates and h:mm) and
 * PDF (A4, pdfkit's Helvetica), and the time-sheet lists of BO §7 (GET /time-sheets/balances, /holiday-balances).
 */
import PDFDocument from 'pdfkit'
import type { PayloadRequest } from 'payload'

import {
  formatDate,
  formatDayNumber,
  formatMinutes,
  formatTime,
  isoWeekdayIndex,
  localDayNumber,
  parseIsoDate,
  WEEKDAY_NAMES_DE,
  yearRange,
} from '../../domain'
import type { User } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import type { ApiAnswer, ApiContext } from '../../platform/api/types'
import type { DayDto, MonthBalance, MonthBalanceSummary } from '../../contracts'
import { sheetUserFilter } from './actor'
import { monthBalance, monthRange, userHolidayBalance } from './balances'
import { withMessage } from './errors'
import { monthLabel } from './locks'
import { TIME_MESSAGES as M } from './messages'
import { activitiesInRange, activityDto } from './records'
import { userTimeSettings } from './settings'

const ABSENCE_LABELS: Record<string, string> = {
  holiday: 'Urlaub',
  sick: 'Krankenstand',
  compensation: 'Zeitausgleich',
  other: 'Sonstiges',
  work: '',
}

/** The users whose sheets are listed: one (`userId`) or every user the caller may read (admins: all). */
export async function sheetUsers(req: PayloadRequest, userId: number | null): Promise<User[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: userId === null ? { roles: { in: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'] } } : { id: { equals: userId } },
    sort: 'lastName',
    depth: 0,
    pagination: false,
    req,
    user: req.user,
    overrideAccess: false,
  })
  if (userId !== null && docs.length === 0) throw new ApiError(404, [{ field: 'user', message: M.userNotFound }])
  return docs as User[]
}

export function parseYear(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback
  const year = Number(raw)
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new ApiError(400, [{ field: 'year', message: M.invalidYear }])
  return year
}

/** GET /time-sheets/balances: one month's balance summary per user. */
export async function balancesList(
  req: PayloadRequest,
  userId: number | null,
  month: string,
  now: number,
): Promise<MonthBalanceSummary[]> {
  monthRange(month)
  const users = await sheetUsers(req, userId)
  const list: MonthBalanceSummary[] = []
  for (const user of users) {
    const b = await monthBalance(req, user, month, now)
    list.push({
      user: b.user,
      month,
      ...b.totals,
      correctionMinutes: b.correctionMinutes,
      corrections: b.corrections,
      balanceMinutes: b.balanceMinutes,
      locked: b.locked,
      lockedAt: b.lockedAt,
    })
  }
  return list
}

/** GET /time-sheets/holiday-balances: one year's holiday balance per user. */
export async function holidayBalancesList(req: PayloadRequest, userId: number | null, year: number, now: number) {
  yearRange(year)
  const users = await sheetUsers(req, userId)
  const list = []
  for (const user of users) list.push(await userHolidayBalance(req, user, year, now))
  return list
}

type SheetRow = { date: string; weekday: string; times: string; pause: string; day: DayDto; note: string }

export type TimeSheet = { balance: MonthBalance; rows: SheetRow[]; timeZone: string; generatedAt: string }

/** The data of a time sheet: one row per day of the month with the activities' times. */
export async function timeSheet(req: PayloadRequest, userId: number, month: string, now: number): Promise<TimeSheet> {
  const [user] = await sheetUsers(req, userId)
  if (!user) throw new ApiError(404, [{ field: 'user', message: M.userNotFound }])
  const balance = await monthBalance(req, user, month, now)
  const { timeZone } = await userTimeSettings(req, userId)
  const activities = (await activitiesInRange(req, userId, monthRange(month), timeZone)).map((a) => activityDto(a, now, timeZone))
  const rows = balance.days.map((day): SheetRow => {
    const dayNumber = parseIsoDate(day.date) ?? 0
    const starting = activities.filter(
      (a) => (a.type === 'work' || a.type === 'other') && localDayNumber(Date.parse(a.start), timeZone) === dayNumber,
    )
    const times = starting
      .map((a) => `${formatTime(Date.parse(a.start), timeZone)}–${a.end ? formatTime(Date.parse(a.end), timeZone) : 'läuft'}`)
      .join(', ')
    const pause = starting.reduce((sum, a) => sum + a.pauseMinutes, 0)
    const note = [
      day.isPublicHoliday ? 'Feiertag' : '',
      day.absence ? (ABSENCE_LABELS[day.absence] ?? '') : '',
      ...day.breakWarnings,
    ]
      .filter(Boolean)
      .join(', ')
    return {
      date: formatDayNumber(dayNumber),
      weekday: WEEKDAY_NAMES_DE[isoWeekdayIndex(dayNumber)] ?? '',
      times,
      pause: pause > 0 ? formatMinutes(pause) : '',
      day,
      note,
    }
  })
  return { balance, rows, timeZone, generatedAt: formatDate(now, timeZone) }
}

const csvCell = (value: string): string => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

export const SHEET_COLUMNS = ['Datum', 'Wochentag', 'Zeiten', 'Pause', 'Soll', 'Ist', 'Gutschrift', 'Saldo', 'Bemerkung'] as const

/**
 * The sheet's table as rows of cells, written once for CSV and PDF: header, one row per day, the sums, each
 * correction and the month balance.
 */
export function sheetTable(sheet: TimeSheet): { cells: string[]; bold: boolean }[] {
  const b = sheet.balance
  const m = formatMinutes
  return [
    { cells: [...SHEET_COLUMNS], bold: true },
    ...sheet.rows.map((r) => ({
      cells: [
        r.date,
        r.weekday,
        r.times,
        r.pause,
        m(r.day.scheduledMinutes),
        m(r.day.workedMinutes),
        m(r.day.creditedMinutes),
        m(r.day.balanceMinutes),
        r.note,
      ],
      bold: false,
    })),
    {
      cells: [
        'Summe',
        '',
        '',
        '',
        m(b.totals.scheduledMinutes),
        m(b.totals.workedMinutes),
        m(b.totals.creditedMinutes),
        m(b.totals.balanceMinutes),
        '',
      ],
      bold: true,
    },
    ...b.corrections.map((c) => ({ cells: ['Korrektur', '', '', '', '', '', '', m(c.minutes), c.reason], bold: false })),
    { cells: ['Saldo Monat', '', '', '', '', '', '', m(b.balanceMinutes), b.locked ? 'Monat abgeschlossen' : ''], bold: true },
  ]
}

export function timeSheetCsv(sheet: TimeSheet): string {
  const lines = sheetTable(sheet).map((row) => row.cells.map(csvCell).join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export const sheetFileName = (sheet: TimeSheet, ext: 'csv' | 'pdf'): string =>
  `stundenzettel-${sheet.balance.month}-${sheet.balance.user.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.${ext}`

/** The time sheet as an A4 PDF: header, one table row per day, sums, corrections and the month balance. */
export function timeSheetPdf(sheet: TimeSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `Stundenzettel ${monthLabel(sheet.balance.month)} ${sheet.balance.user.name}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const b = sheet.balance
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Stundenzettel ${monthLabel(b.month)}`)
  doc.font('Helvetica').fontSize(10).text(`Mitarbeiter: ${b.user.name}`)
  doc.text(`Erstellt am ${sheet.generatedAt}${b.locked ? ' · Monat abgeschlossen' : ''}`)
  doc.moveDown(0.8)
  const widths = [58, 62, 110, 36, 36, 36, 48, 40, 97]
  const x0 = doc.page.margins.left
  const row = (cells: string[], bold = false) => {
    const y = doc.y
    if (y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage()
    const top = doc.y
    let x = x0
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8)
    let height = 0
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 40
      doc.text(cell, x, top, { width: w - 4, align: i >= 3 && i <= 7 ? 'right' : 'left' })
      height = Math.max(height, doc.y - top)
      x += w
    })
    doc.x = x0
    doc.y = top + Math.max(height, 10) + 2
  }
  for (const { cells, bold } of sheetTable(sheet)) row(cells, bold)
  doc.moveDown(0.5)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Saldo ${monthLabel(b.month)}: ${formatMinutes(b.balanceMinutes)} Stunden`, x0)
  doc.moveDown(2)
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Unterschrift Mitarbeiter: ____________________     Unterschrift Arbeitgeber: ____________________', x0)
  doc.end()
  return done
}

const SHEET_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const

/** GET /time-sheets/:user/:month/sheet.csv|pdf: the caller may see the user's sheet (own, or admin), as a download. */
export const timeSheetAnswer = (ctx: ApiContext, format: keyof typeof SHEET_TYPES): Promise<ApiAnswer> =>
  withMessage(M.sheetFailed, async () => {
    const userId = sheetUserFilter(ctx, ctx.params.user ?? '') ?? ctx.user?.id ?? 0
    const sheet = await timeSheet(ctx.req, userId, ctx.params.month ?? '', Date.now())
    return {
      kind: 'raw',
      status: 200,
      headers: {
        'content-type': SHEET_TYPES[format],
        'content-disposition': `attachment; filename="${sheetFileName(sheet, format)}"`,
        'cache-control': 'private, no-store',
      },
      body: format === 'csv' ? timeSheetCsv(sheet) : new Uint8Array(await timeSheetPdf(sheet)),
    }
  })
