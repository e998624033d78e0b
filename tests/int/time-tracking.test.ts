/**
 * Time tracking and time sheets (BO §3, §4, §7, §8; issue 17): every call, the German messages, the shared
 * terminal (device key + username + PIN), employee isolation, month lock, corrections, CSV/PDF sheets, alerts.
 */
import { sql } from '@payloadcms/db-postgres'
import { PDFParse } from 'pdf-parse'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffingAlert } from '../../domain'
import type { User } from '../../contracts/payload-types'
import { execute } from '../../platform/db'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, branchId, ensureOtherEmployee, userDoc } from './helpers/users'

type Clock = {
  state: string
  mode: string
  user: { id: number; username: string | null }
  currentActivity: { id: number; pauses: unknown[] } | null
  today: { workedMinutes: number }
}
type Errors = { field: string | null; message: string }[]

let payload: Payload
let adminToken: string
let employeeToken: string
let otherToken: string
let wien: number
let graz: number
let employee: User
let other: User
let sheetUser: User
let terminalKey: string

const base = (branch: number, key = 'personal') => `/time-tracking/${branch}/${key}`
const messages = (errors: Errors | undefined) => (errors ?? []).map((e) => e.message)

async function raw(path: string, token: string) {
  const { apiEndpoints } = await import('../../modules/endpoints')
  const { createRouter } = await import('../../platform/api/router')
  const request = new Request(`http://localhost:3000/api${path}`, { headers: { authorization: `JWT ${token}` } })
  return createRouter(apiEndpoints, loadPayload)(request, path)
}

beforeAll(async () => {
  payload = await loadPayload()
  await ensureOtherEmployee()
  adminToken = await login(ADMIN.email, ADMIN.password)
  employeeToken = await login(EMPLOYEE.email, EMPLOYEE.password)
  otherToken = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
  wien = await branchId('wien')
  graz = await branchId('graz')
  employee = (await userDoc(EMPLOYEE.email)) as User
  other = (await userDoc(OTHER_EMPLOYEE.email)) as User
  await payload.update({ collection: 'users', id: other.id, data: { username: 'graz' }, overrideAccess: true })
  // a shared counter tablet of the Wien branch
  const device = await payload.create({
    collection: 'devices',
    data: { name: 'Tablet Theke', type: 'timeclock', branch: wien },
    overrideAccess: true,
  })
  const rotated = await call<{ apiKey: string; path: string }>('POST', `/devices/${device.id}/rotate-api-key`, {
    token: adminToken,
  })
  expect(rotated.status).toBe(200)
  expect(rotated.body.data?.path).toBe(`/backend/stempeluhr-terminal#filiale=${wien}&schluessel=${rotated.body.data?.apiKey}`)
  terminalKey = rotated.body.data?.apiKey ?? ''
  // a user with a fixed Mon–Fri schedule for the balance, holiday, lock and sheet checks
  sheetUser = (await payload.create({
    collection: 'users',
    data: {
      email: 'zeit@tresen.test',
      password: 'zeit-geheim-123',
      firstName: 'Zora',
      lastName: 'Zeit',
      roles: ['ROLE_EMPLOYEE'],
      branches: [wien],
      username: 'zora',
    },
    overrideAccess: true,
  })) as User
  for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
    await payload.create({
      collection: 'working-schedules',
      data: { user: sheetUser.id, weekday, from: '08:00', to: '16:30', hours: 8 },
      overrideAccess: true,
    })
  }
  // holiday Mon 2025-12-08 (Mariä Empfängnis, a public holiday in Austria) to Fri 2025-12-12
  await payload.create({
    collection: 'working-activities',
    data: { user: sheetUser.id, type: 'holiday', start: '2025-12-07T23:00:00.000Z', end: '2025-12-12T22:59:00.000Z' },
    overrideAccess: true,
  })
  // a worked day with a pause: Tue 2025-12-02 07:30–16:30, pause 12:00–12:30 (8:30 h worked)
  await payload.create({
    collection: 'working-activities',
    data: {
      user: sheetUser.id,
      type: 'work',
      start: '2025-12-02T06:30:00.000Z',
      end: '2025-12-02T15:30:00.000Z',
      pauses: [{ start: '2025-12-02T11:00:00.000Z', end: '2025-12-02T11:30:00.000Z' }],
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'working-time-locks', where: { user: { equals: sheetUser.id } }, overrideAccess: true })
})

describe('clock calls in personal mode (signed in, {b} = personal)', () => {
  it('start → pause → resume → end moves the current activity through its states', async () => {
    const me = await call<Clock>('GET', `${base(wien)}/me`, { token: employeeToken })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({
      state: 'idle',
      mode: 'personal',
      currentActivity: null,
      user: { id: employee.id, username: 'mitarbeiter' },
    })
    const started = await call<Clock>('POST', `${base(wien)}/working-activities/start`, { token: employeeToken })
    expect(started.status).toBe(200)
    expect(started.body.data?.state).toBe('working')
    const paused = await call<Clock>('POST', `${base(wien)}/working-activities/pause`, { token: employeeToken })
    expect(paused.body.data?.state).toBe('paused')
    const resumed = await call<Clock>('POST', `${base(wien)}/working-activities/resume`, { token: employeeToken })
    expect(resumed.body.data?.state).toBe('working')
    expect(resumed.body.data?.currentActivity?.pauses).toHaveLength(1)
    const ended = await call<Clock>('POST', `${base(wien)}/working-activities/end`, { token: employeeToken })
    expect(ended.body.data).toMatchObject({ state: 'idle', currentActivity: null })
    const list = await call<{ id: number; end: string | null; branch: number; pauses: unknown[] }[]>(
      'GET',
      `${base(wien)}/working-activities`,
      { token: employeeToken },
    )
    expect(list.status).toBe(200)
    const last = list.body.data?.at(-1)
    expect(last).toMatchObject({ branch: wien })
    expect(last?.end).not.toBeNull()
    const stored = await payload.findByID({ collection: 'working-activities', id: last?.id ?? 0, overrideAccess: true, depth: 0 })
    expect(stored.source).toBe('personal')
    expect(stored.title).toMatch(/^Max Mitarbeiter · \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}–\d{2}:\d{2}$/)
  })

  it('refuses impossible transitions with the BO §8 message first and the reason after it', async () => {
    const resume = await call('POST', `${base(wien)}/working-activities/resume`, { token: employeeToken })
    expect(resume.status).toBe(409)
    expect(messages(resume.body.errors)).toEqual(['Aktivität konnte nicht fortgesetzt werden.', 'Es läuft keine Aktivität.'])
    const pause = await call('POST', `${base(wien)}/working-activities/pause`, { token: employeeToken })
    expect(messages(pause.body.errors)).toEqual(['Aktivität konnte nicht pausiert werden.', 'Es läuft keine Aktivität.'])
    const end = await call('POST', `${base(wien)}/working-activities/end`, { token: employeeToken })
    expect(messages(end.body.errors)).toEqual(['Aktivität konnte nicht beendet werden.', 'Es läuft keine Aktivität.'])
    await call('POST', `${base(wien)}/working-activities/start`, { token: employeeToken })
    const twice = await call('POST', `${base(wien)}/working-activities/start`, { token: employeeToken })
    expect(twice.status).toBe(409)
    expect(messages(twice.body.errors)).toEqual([
      'Aktivität konnte nicht gestartet werden.',
      'Es läuft bereits eine Aktivität. Bitte beenden Sie diese zuerst.',
    ])
    await call('POST', `${base(wien)}/working-activities/pause`, { token: employeeToken })
    const pauseTwice = await call('POST', `${base(wien)}/working-activities/pause`, { token: employeeToken })
    expect(messages(pauseTwice.body.errors)).toEqual([
      'Aktivität konnte nicht pausiert werden.',
      'Die Aktivität ist bereits pausiert.',
    ])
    await call('POST', `${base(wien)}/working-activities/end`, { token: employeeToken })
  })

  it('keeps one current activity when two starts race', async () => {
    const [a, b] = await Promise.all([
      call('POST', `${base(wien)}/working-activities/start`, { token: employeeToken }),
      call('POST', `${base(wien)}/working-activities/start`, { token: employeeToken }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const running = await payload.count({
      collection: 'working-activities',
      where: { and: [{ user: { equals: employee.id } }, { end: { exists: false } }] },
      overrideAccess: true,
    })
    expect(running.totalDocs).toBe(1)
    await call('POST', `${base(wien)}/working-activities/end`, { token: employeeToken })
  })

  it('asks anonymous callers to sign in and keeps employees to their own branch and person', async () => {
    const anonymous = await call('GET', `${base(wien)}/me`)
    expect(anonymous.status).toBe(401)
    expect(messages(anonymous.body.errors)).toEqual(['Benutzer konnte nicht geladen werden.', 'Bitte melden Sie sich an.'])
    const foreignBranch = await call('POST', `${base(graz)}/working-activities/start`, { token: employeeToken })
    expect(foreignBranch.status).toBe(403)
    expect(messages(foreignBranch.body.errors)).toEqual([
      'Aktivität konnte nicht gestartet werden.',
      'Sie sind dieser Filiale nicht zugeordnet.',
    ])
    const otherPerson = await call('GET', `${base(wien)}/balances`, { token: employeeToken, headers: { 'x-username': 'graz' } })
    expect(otherPerson.status).toBe(403)
    expect(messages(otherPerson.body.errors)).toEqual([
      'Guthaben konnten nicht geladen werden.',
      'Sie dürfen nur Ihre eigene Zeiterfassung sehen und ändern.',
    ])
    const unknownBranch = await call('GET', `/time-tracking/999999/personal/working-schedules`, { token: employeeToken })
    expect(unknownBranch.status).toBe(404)
    expect(messages(unknownBranch.body.errors)).toEqual([
      'Arbeitsplanung konnte nicht geladen werden.',
      'Diese Filiale wurde nicht gefunden.',
    ])
  })

  it('lets an admin act for a named user', async () => {
    const me = await call<Clock>('GET', `${base(wien)}/me`, { token: adminToken, headers: { 'x-username': 'mitarbeiter' } })
    expect(me.status).toBe(200)
    expect(me.body.data?.user.id).toBe(employee.id)
  })

  it('rejects a malformed month and dates with German field messages', async () => {
    const month = await call('GET', `${base(wien)}/balances?month=2026-13`, { token: employeeToken })
    expect(month.status).toBe(400)
    expect(month.body.errors).toEqual([
      { field: null, message: 'Guthaben konnten nicht geladen werden.' },
      { field: 'month', message: 'Bitte geben Sie einen Monat im Format JJJJ-MM an.' },
    ])
    const date = await call('GET', `${base(wien)}/working-activities?from=30.03.2026`, { token: employeeToken })
    expect(messages(date.body.errors)).toEqual([
      'Aktivitäten konnten nicht geladen werden.',
      'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
    ])
  })
})

describe('shared terminal ({b} = time-clock device key, username + PIN)', () => {
  beforeAll(async () => {
    // employees set their own PIN (Benutzer → "Neue PIN (Stempeluhr)"); it is stored only hashed
    await payload.update({
      collection: 'users',
      id: employee.id,
      data: { timeClockPin: '4711' },
      user: { ...employee, collection: 'users' },
      overrideAccess: false,
    })
    await payload.update({ collection: 'users', id: other.id, data: { timeClockPin: '9876' }, overrideAccess: true })
  })

  const terminal = (username: string, pin: string) => ({ headers: { 'x-username': username, 'x-access-token': pin } })

  it('stores the PIN as a salted scrypt hash that no API reads back', async () => {
    const rows = await execute(
      await import('payload').then(({ createLocalReq }) => createLocalReq({}, payload)),
      sql`select time_clock_pin_hash from users where id = ${employee.id}`,
    )
    expect(String(rows[0]?.time_clock_pin_hash)).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/)
    const me = await call<Record<string, unknown>>('GET', '/users/me', { token: employeeToken })
    expect(JSON.stringify(me.body)).not.toMatch(/timeClockPin|scrypt/)
  })

  it('clocks a person in and out with username and PIN, without a session', async () => {
    const me = await call<Clock>('GET', `${base(wien, terminalKey)}/me`, terminal('mitarbeiter', '4711'))
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({ mode: 'terminal', state: 'idle', user: { id: employee.id } })
    const started = await call<Clock>(
      'POST',
      `${base(wien, terminalKey)}/working-activities/start`,
      terminal('mitarbeiter', '4711'),
    )
    expect(started.body.data?.state).toBe('working')
    const stored = await payload.findByID({
      collection: 'working-activities',
      id: started.body.data?.currentActivity?.id ?? 0,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ source: 'terminal', branch: wien, user: employee.id })
    const ended = await call<Clock>('POST', `${base(wien, terminalKey)}/working-activities/end`, {
      body: { username: 'mitarbeiter', accessToken: '4711' },
    })
    expect(ended.body.data?.state).toBe('idle')
  })

  it('answers wrong keys, missing or wrong credentials and foreign staff in German', async () => {
    const wrongKey = await call('GET', `${base(wien, 'tk_falsch_falsch_falsch')}/me`, terminal('mitarbeiter', '4711'))
    expect(wrongKey.status).toBe(404)
    expect(messages(wrongKey.body.errors)).toEqual([
      'Benutzer konnte nicht geladen werden.',
      'Dieses Terminal wurde nicht gefunden.',
    ])
    const otherBranchKey = await call('GET', `${base(graz, terminalKey)}/me`, terminal('mitarbeiter', '4711'))
    expect(otherBranchKey.status).toBe(404)
    const missing = await call('GET', `${base(wien, terminalKey)}/me`)
    expect(missing.status).toBe(401)
    expect(missing.headers.get('x-login-url')).toBeNull()
    expect(messages(missing.body.errors)).toEqual([
      'Benutzer konnte nicht geladen werden.',
      'Bitte geben Sie Benutzername und PIN an.',
    ])
    const wrong = await call('POST', `${base(wien, terminalKey)}/working-activities/start`, terminal('mitarbeiter', '0000'))
    expect(wrong.status).toBe(401)
    expect(messages(wrong.body.errors)).toEqual(['Aktivität konnte nicht gestartet werden.', 'Benutzername oder PIN ist falsch.'])
    const unknown = await call('GET', `${base(wien, terminalKey)}/me`, terminal('niemand', '4711'))
    expect(messages(unknown.body.errors)).toEqual(['Benutzer konnte nicht geladen werden.', 'Benutzername oder PIN ist falsch.'])
    const foreign = await call('GET', `${base(wien, terminalKey)}/me`, terminal('graz', '9876'))
    expect(foreign.status).toBe(401)
    expect(messages(foreign.body.errors)).toEqual([
      'Benutzer konnte nicht geladen werden.',
      'Sie sind dieser Filiale nicht zugeordnet.',
    ])
  })

  it('locks the PIN for 10 minutes after 5 wrong attempts (the right PIN then fails too)', async () => {
    for (let i = 0; i < 5; i++) await call('GET', `${base(wien, terminalKey)}/me`, terminal('graz', '1111'))
    const locked = await call('GET', `${base(wien, terminalKey)}/me`, terminal('graz', '9876'))
    expect(locked.status).toBe(429)
    expect(messages(locked.body.errors)).toEqual([
      'Benutzer konnte nicht geladen werden.',
      'Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es in 10 Minuten erneut.',
    ])
    // an admin setting a new PIN unlocks it
    await payload.update({ collection: 'users', id: other.id, data: { timeClockPin: '2222' }, overrideAccess: true })
    const again = await call('GET', `${base(wien, terminalKey)}/me`, terminal('graz', '2222'))
    expect(again.status).toBe(401)
    expect(messages(again.body.errors)).toContain('Sie sind dieser Filiale nicht zugeordnet.')
  })
})

describe('schedules, balances and holiday balances', () => {
  it('generates weekday schedules from the branch opening hours (admins only)', async () => {
    const denied = await call('POST', '/working-schedules/generate', {
      token: employeeToken,
      body: { user: employee.id, branch: wien },
    })
    expect(denied.status).toBe(403)
    const generated = await call<{ weekday: string; from: string; to: string }[]>('POST', '/working-schedules/generate', {
      token: adminToken,
      body: { user: employee.id, branch: wien, replace: true },
    })
    expect(generated.status).toBe(201)
    expect(generated.body.data?.length).toBeGreaterThan(0)
    const schedules = await call<{ weekday: string; from: string }[]>('GET', `${base(wien)}/working-schedules`, {
      token: employeeToken,
    })
    expect(schedules.status).toBe(200)
    expect(schedules.body.data?.map((s) => `${s.weekday} ${s.from}`).sort()).toEqual(
      generated.body.data?.map((s) => `${s.weekday} ${s.from}`).sort(),
    )
    const unknown = await call('POST', '/working-schedules/generate', {
      token: adminToken,
      body: { user: employee.id, branch: 999999 },
    })
    expect(messages(unknown.body.errors)).toEqual([
      'Arbeitsplanung konnte nicht erzeugt werden.',
      'Diese Filiale wurde nicht gefunden.',
    ])
  })

  it('balances a month: public holidays excluded from the target, holiday days credited', async () => {
    const res = await call<{
      days: { date: string; scheduledMinutes: number; balanceMinutes: number; isPublicHoliday: boolean; absence: string | null }[]
      totals: { scheduledMinutes: number; workedMinutes: number }
      balanceMinutes: number
    }>('GET', `${base(wien)}/balances?month=2025-12`, { token: adminToken, headers: { 'x-username': 'zora' } })
    expect(res.status).toBe(200)
    const day = (date: string) => res.body.data?.days.find((d) => d.date === date)
    expect(day('2025-12-08')).toMatchObject({ isPublicHoliday: true, scheduledMinutes: 0, absence: 'holiday' })
    expect(day('2025-12-09')).toMatchObject({ scheduledMinutes: 480, balanceMinutes: 0, absence: 'holiday' })
    expect(day('2025-12-02')).toMatchObject({ scheduledMinutes: 480, balanceMinutes: 30 })
    // 23 weekdays − 3 public holidays (8., 25., 26.) = 20 target days; 4 holiday days credited, one worked (+30)
    expect(res.body.data?.totals.scheduledMinutes).toBe(20 * 480)
    expect(res.body.data?.balanceMinutes).toBe(-15 * 480 + 30)
  })

  it('lists month balances and holiday balances per person; employees see only themselves', async () => {
    const all = await call<{ user: { id: number }; balanceMinutes: number }[]>('GET', '/time-sheets/balances?month=2025-12', {
      token: adminToken,
    })
    expect(all.status).toBe(200)
    expect(all.body.data?.find((b) => b.user.id === sheetUser.id)?.balanceMinutes).toBe(-15 * 480 + 30)
    const own = await call<{ user: { id: number } }[]>('GET', '/time-sheets/balances?month=2025-12', { token: employeeToken })
    expect(own.body.data?.map((b) => b.user.id)).toEqual([employee.id])
    const foreign = await call('GET', `/time-sheets/balances?month=2025-12&user=${sheetUser.id}`, { token: employeeToken })
    expect(foreign.status).toBe(403)
    expect(messages(foreign.body.errors)).toEqual([
      'Zeitsalden konnten nicht geladen werden.',
      'Sie dürfen nur Ihre eigene Zeiterfassung sehen und ändern.',
    ])
    const holidays = await call<{ takenDays: number; entitlementDays: number; remainingDays: number }[]>(
      'GET',
      `/time-sheets/holiday-balances?year=2025&user=${sheetUser.id}`,
      { token: adminToken },
    )
    expect(holidays.body.data).toEqual([
      expect.objectContaining({ year: 2025, takenDays: 4, plannedDays: 0, entitlementDays: 25, remainingDays: 21 }),
    ])
    const badYear = await call('GET', '/time-sheets/holiday-balances?year=zwei', { token: adminToken })
    expect(badYear.status).toBe(400)
    expect(messages(badYear.body.errors)).toEqual([
      'Urlaubskonten konnten nicht geladen werden.',
      'Bitte geben Sie ein gültiges Jahr an.',
    ])
    const foreignHolidays = await call('GET', `/time-sheets/holiday-balances?user=${sheetUser.id}`, { token: otherToken })
    expect(foreignHolidays.status).toBe(403)
  })

  it('keeps employees out of other people’s activity records', async () => {
    const list = await call<{ user: number }[]>('GET', '/working-activities?limit=500', { token: otherToken })
    expect(list.status).toBe(200)
    expect((list.body.data ?? []).every((a) => a.user === other.id)).toBe(true)
    const { docs } = await payload.find({
      collection: 'working-activities',
      where: { user: { equals: sheetUser.id } },
      limit: 1,
      overrideAccess: true,
    })
    const change = await call('PUT', `/working-activities/${docs[0]?.id}`, { token: otherToken, body: { note: 'fremd' } })
    expect([403, 404]).toContain(change.status)
  })
})

describe('month lock, corrections and time sheets', () => {
  it('corrects a month with a reason kept as history (admins only, reason required)', async () => {
    const denied = await call('POST', '/time-sheets/corrections', {
      token: employeeToken,
      body: { user: employee.id, month: '2026-01', minutes: 60, reason: 'x' },
    })
    expect(denied.status).toBe(403)
    const noReason = await call('POST', '/time-sheets/corrections', {
      token: adminToken,
      body: { user: sheetUser.id, month: '2025-12', minutes: 60, reason: ' ' },
    })
    expect(noReason.status).toBe(400)
    expect(messages(noReason.body.errors)).toEqual([
      'Korrektur konnte nicht gespeichert werden.',
      'Bitte geben Sie einen Grund für die Korrektur an.',
    ])
    const ok = await call<{ id: number }>('POST', '/time-sheets/corrections', {
      token: adminToken,
      body: { user: sheetUser.id, month: '2025-12', minutes: 90, reason: 'Inventur am Samstag' },
    })
    expect(ok.status).toBe(201)
    const balance = await call<{ balanceMinutes: number; corrections: { reason: string }[] }>(
      'GET',
      `${base(wien)}/balances?month=2025-12`,
      { token: adminToken, headers: { 'x-username': 'zora' } },
    )
    expect(balance.body.data?.balanceMinutes).toBe(-15 * 480 + 30 + 90)
    expect(balance.body.data?.corrections.map((c) => c.reason)).toEqual(['Inventur am Samstag'])
    const remove = await call('DELETE', `/working-time-corrections/${ok.body.data?.id}`, { token: adminToken })
    expect(remove.status).not.toBe(200)
  })

  it('locks a month: its balance is kept and nothing of it can change any more', async () => {
    const denied = await call('POST', '/time-sheets/locks', {
      token: employeeToken,
      body: { user: sheetUser.id, month: '2025-12' },
    })
    expect(denied.status).toBe(403)
    const locked = await call<{ balanceMinutes: number }>('POST', '/time-sheets/locks', {
      token: adminToken,
      body: { user: sheetUser.id, month: '2025-12' },
    })
    expect(locked.status).toBe(201)
    expect(locked.body.data?.balanceMinutes).toBe(-15 * 480 + 30 + 90)
    const twice = await call('POST', '/time-sheets/locks', { token: adminToken, body: { user: sheetUser.id, month: '2025-12' } })
    expect(twice.status).toBe(400)
    expect(messages(twice.body.errors)).toEqual([
      'Monat konnte nicht abgeschlossen werden.',
      'Dieser Monat ist schon abgeschlossen.',
    ])
    const { docs } = await payload.find({
      collection: 'working-activities',
      where: { and: [{ user: { equals: sheetUser.id } }, { type: { equals: 'work' } }] },
      overrideAccess: true,
    })
    const change = await call('PUT', `/working-activities/${docs[0]?.id}`, {
      token: adminToken,
      body: { end: '2025-12-02T18:00:00.000Z' },
    })
    expect(change.status).toBe(400)
    expect(messages(change.body.errors)).toEqual(['Der Monat ist abgeschlossen und kann nicht mehr geändert werden.'])
    const remove = await call('DELETE', `/working-activities/${docs[0]?.id}`, { token: adminToken })
    expect(remove.status).toBe(400)
    const correction = await call('POST', '/time-sheets/corrections', {
      token: adminToken,
      body: { user: sheetUser.id, month: '2025-12', minutes: 30, reason: 'nachträglich' },
    })
    expect(messages(correction.body.errors)).toEqual([
      'Korrektur konnte nicht gespeichert werden.',
      'Der Monat ist abgeschlossen und kann nicht mehr geändert werden.',
    ])
    const balances = await call<{ user: { id: number }; locked: boolean }[]>(
      'GET',
      `/time-sheets/balances?month=2025-12&user=${sheetUser.id}`,
      { token: adminToken },
    )
    expect(balances.body.data?.[0]?.locked).toBe(true)
  })

  it('renders the time sheet as German CSV', async () => {
    const response = await raw(`/time-sheets/${sheetUser.id}/2025-12/sheet.csv`, adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="stundenzettel-2025-12-zora-zeit.csv"')
    const text = await response.text()
    const lines = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Datum;Wochentag;Zeiten;Pause;Soll;Ist;Gutschrift;Saldo;Bemerkung')
    expect(lines).toContain('02.12.2025;Dienstag;07:30–16:30;0:30;8:00;8:30;0:00;0:30;')
    expect(lines).toContain('08.12.2025;Montag;;;0:00;0:00;0:00;0:00;Feiertag, Urlaub')
    expect(lines).toContain('Korrektur;;;;;;;1:30;Inventur am Samstag')
    expect(lines).toContain('Saldo Monat;;;;;;;-118:00;Monat abgeschlossen')
  })

  it('renders the time sheet as a PDF whose text carries the month, person and balance', async () => {
    const response = await raw(`/time-sheets/${sheetUser.id}/2025-12/sheet.pdf`, adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const parser = new PDFParse({ data: bytes })
    const { text } = await parser.getText()
    await parser.destroy()
    expect(text).toContain('Stundenzettel 12/2025')
    expect(text).toContain('Mitarbeiter: Zora Zeit')
    expect(text).toContain('08.12.2025')
    expect(text).toContain('Saldo 12/2025: -118:00 Stunden')
  })

  it('lets employees download only their own sheet', async () => {
    const foreign = await raw(`/time-sheets/${sheetUser.id}/2025-12/sheet.pdf`, employeeToken)
    expect(foreign.status).toBe(403)
    const body = (await foreign.json()) as { errors: Errors }
    expect(messages(body.errors)).toEqual([
      'Stundenzettel konnte nicht erstellt werden.',
      'Sie dürfen nur Ihre eigene Zeiterfassung sehen und ändern.',
    ])
    const own = await raw(`/time-sheets/${employee.id}/2025-12/sheet.csv`, employeeToken)
    expect(own.status).toBe(200)
    const badMonth = await raw(`/time-sheets/${employee.id}/Dezember/sheet.csv`, employeeToken)
    expect(badMonth.status).toBe(400)
  })
})

describe('staffing alerts for the order board', () => {
  it('counts who is clocked in per branch and derives the alert from the opening state', async () => {
    await call('POST', `${base(wien)}/working-activities/start`, { token: employeeToken })
    const res = await call<
      { branch: { id: number }; isOpen: boolean; clockedIn: number; alert: string | null; message: string | null }[]
    >('GET', '/time-tracking/alerts', { token: adminToken })
    expect(res.status).toBe(200)
    const entry = res.body.data?.find((a) => a.branch.id === wien)
    expect(entry?.clockedIn).toBe(1)
    for (const a of res.body.data ?? []) {
      expect(a.alert).toBe(staffingAlert(a.isOpen, a.clockedIn))
      if (a.alert === 'openButNobody') expect(a.message).toBe('Filiale geöffnet, aber niemand eingestempelt')
      if (a.alert === 'clockedInWhileClosed') expect(a.message).toBe('Eingestempelt, obwohl die Filiale geschlossen ist')
    }
    const own = await call<{ branch: { id: number } }[]>('GET', '/time-tracking/alerts', { token: employeeToken })
    expect(own.body.data?.map((a) => a.branch.id)).toEqual([wien])
    await call('POST', `${base(wien)}/working-activities/end`, { token: employeeToken })
    const anonymous = await call('GET', '/time-tracking/alerts')
    expect(anonymous.status).toBe(401)
  })
})
