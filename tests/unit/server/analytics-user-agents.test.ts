/**
 * User-Agents are parsed once and kept (bounded): the analytics endpoint's own CPU went mostly into ua-parser-js's
 * regular expressions (CPU profile under mixed load, docs/scaling.md). Bots stay recognised from the cache too.
 */
import { describe, expect, it } from 'vitest'

import { parseVisitorAgent, UA_CACHE_SIZE } from '../../../modules/statistics/ingest'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('parseVisitorAgent', () => {
  it('parses a browser once and answers the same result from the cache; a bot is null every time', () => {
    const first = parseVisitorAgent(IPHONE)
    expect(first).toEqual({ browser: 'Mobile Safari', os: 'iOS', deviceClass: 'mobile' })
    expect(parseVisitorAgent(IPHONE)).toBe(first)
    expect(parseVisitorAgent(BOT)).toBeNull()
    expect(parseVisitorAgent(BOT)).toBeNull()
  })

  it('keeps at most UA_CACHE_SIZE agents: the oldest is parsed anew, a recent one is still cached', () => {
    const oldest = parseVisitorAgent('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 oldest')
    for (let i = 0; i < UA_CACHE_SIZE; i += 1) parseVisitorAgent(`Mozilla/5.0 (Windows NT 10.0) Chrome/${i}.0`)
    const recent = parseVisitorAgent(`Mozilla/5.0 (Windows NT 10.0) Chrome/${UA_CACHE_SIZE - 1}.0`)
    expect(parseVisitorAgent(`Mozilla/5.0 (Windows NT 10.0) Chrome/${UA_CACHE_SIZE - 1}.0`)).toBe(recent)
    const again = parseVisitorAgent('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 oldest')
    expect(again).toEqual(oldest)
    expect(again).not.toBe(oldest)
  })
})
