import { afterEach, describe, expect, it } from 'vitest'

import { env, parseFlag, parseInteger, parseList } from '../../../platform/env'

const saved = { ...process.env }
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
})

describe('boolean variables', () => {
  it.each(['0', 'false', 'off', 'no', 'FALSE', ' Off '])('%j means off', (raw) => {
    expect(parseFlag(raw, true)).toBe(false)
  })

  it.each(['1', 'true', 'on', 'yes', 'TRUE'])('%j means on', (raw) => {
    expect(parseFlag(raw, false)).toBe(true)
  })

  it('fall back to the default when unset, blank or unrecognised', () => {
    expect(parseFlag(undefined, true)).toBe(true)
    expect(parseFlag(null, false)).toBe(false)
    expect(parseFlag('', true)).toBe(true)
    expect(parseFlag('vielleicht', false)).toBe(false)
  })

  it('JOBS_AUTORUN is off for "0" and for "false" alike (it was read both ways) and on by default', () => {
    delete process.env.JOBS_AUTORUN
    expect(env.JOBS_AUTORUN).toBe(true)
    process.env.JOBS_AUTORUN = '0'
    expect(env.JOBS_AUTORUN).toBe(false)
    process.env.JOBS_AUTORUN = 'false'
    expect(env.JOBS_AUTORUN).toBe(false)
    process.env.JOBS_AUTORUN = 'off'
    expect(env.JOBS_AUTORUN).toBe(false)
  })

  it('SMTP_SECURE defaults to TLS only on port 465', () => {
    delete process.env.SMTP_SECURE
    process.env.SMTP_PORT = '465'
    expect(env.SMTP_SECURE).toBe(true)
    process.env.SMTP_PORT = '587'
    expect(env.SMTP_SECURE).toBe(false)
    process.env.SMTP_SECURE = 'true'
    expect(env.SMTP_SECURE).toBe(true)
  })
})

describe('numbers, lists and strings', () => {
  it('integers outside their range or malformed fall back to the default', () => {
    expect(parseInteger('25', 10)).toBe(25)
    expect(parseInteger('abc', 10)).toBe(10)
    expect(parseInteger('1.5', 10)).toBe(10)
    expect(parseInteger('-1', 10)).toBe(10)
    expect(parseInteger('70000', 3000, 1, 65_535)).toBe(3000)
  })

  it('lists are split at commas, trimmed, without empty entries', () => {
    expect(parseList(' https://a.example , ,https://b.example,')).toEqual(['https://a.example', 'https://b.example'])
    expect(parseList(undefined)).toEqual([])
  })

  it('strings are trimmed and blank means unset', () => {
    process.env.SMTP_HOST = '   '
    expect(env.SMTP_HOST).toBeNull()
    process.env.SMTP_HOST = ' mail.example.at '
    expect(env.SMTP_HOST).toBe('mail.example.at')
  })

  it('are read on every access, so a changed variable counts without a restart', () => {
    process.env.JOBS_RETRY_DELAY_MS = '250'
    expect(env.JOBS_RETRY_DELAY_MS).toBe(250)
    process.env.JOBS_RETRY_DELAY_MS = '500'
    expect(env.JOBS_RETRY_DELAY_MS).toBe(500)
  })

  it('the public URL falls back to SERVER_URL, then to localhost with PORT, without a trailing slash', () => {
    delete process.env.PUBLIC_URL
    delete process.env.SERVER_URL
    process.env.PORT = '3100'
    expect(env.PUBLIC_URL).toBe('http://localhost:3100')
    process.env.SERVER_URL = 'https://bestellen.example.at'
    expect(env.PUBLIC_URL).toBe('https://bestellen.example.at')
    process.env.PUBLIC_URL = 'https://shop.example.at/'
    expect(env.PUBLIC_URL).toBe('https://shop.example.at')
  })
})
