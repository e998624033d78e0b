import { describe, expect, it } from 'vitest'

import { ByteLru } from '../../../platform/cache/byteLru'

describe('ByteLru', () => {
  it('never holds more bytes than its budget, however many distinct keys come', () => {
    const lru = new ByteLru<string>(10_000)
    for (let i = 0; i < 2_400; i++) lru.set(`list:${i}`, `v${i}`, 180)
    expect(lru.bytes).toBeLessThanOrEqual(10_000)
    expect(lru.size).toBe(Math.floor(10_000 / 180))
    // the newest are kept, the oldest went first
    expect(lru.has('list:2399')).toBe(true)
    expect(lru.has('list:0')).toBe(false)
  })

  it('keeps what is read again: a hit makes the entry the most recent', () => {
    const lru = new ByteLru<string>(300)
    lru.set('init', 'init', 100)
    lru.set('a', 'a', 100)
    lru.set('b', 'b', 100)
    expect(lru.get('init')).toBe('init')
    lru.set('c', 'c', 100)
    expect([...['init', 'a', 'b', 'c']].filter((k) => lru.has(k))).toEqual(['init', 'b', 'c'])
  })

  it('peek does not refresh; replacing a key counts its new size only', () => {
    const lru = new ByteLru<string>(300)
    lru.set('a', 'a', 100)
    lru.set('b', 'b', 100)
    expect(lru.peek('a')).toBe('a')
    lru.set('b', 'b2', 150)
    expect(lru.bytes).toBe(250)
    lru.set('c', 'c', 100)
    expect(lru.has('a')).toBe(false)
    expect(lru.get('b')).toBe('b2')
  })

  it('does not keep a value larger than the whole budget, and keeps nothing with a budget of 0', () => {
    const lru = new ByteLru<string>(100)
    lru.set('small', 's', 50)
    expect(lru.set('huge', 'h', 101)).toBe(false)
    expect(lru.has('huge')).toBe(false)
    expect(lru.has('small')).toBe(true)
    const none = new ByteLru<string>(0)
    expect(none.set('x', 'x', 1)).toBe(false)
    expect(none.size).toBe(0)
  })

  it('clear and delete give the bytes back', () => {
    const lru = new ByteLru<string>(1_000)
    lru.set('a', 'a', 400)
    lru.set('b', 'b', 400)
    lru.delete('a')
    expect(lru.bytes).toBe(400)
    lru.clear()
    expect(lru.bytes).toBe(0)
    expect(lru.size).toBe(0)
  })
})
