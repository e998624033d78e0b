/**
 * Public holidays (gesetzliche Feiertage) for AT and DE from the maintained `date-holidays` library, as day numbers.
 * Only type 'public' counts (not bank holidays or observances); a region narrows to a Bundesland.
 */
import Holidays from 'date-holidays'

import { parseIsoDate } from '../../domain'

const cache = new Map<string, ReadonlySet<number>>()

/** Day numbers of the public holidays of `years` in `country` (AT | DE) and optional region ('AT-9', 'DE-BY'). */
export function publicHolidays(country: string, region: string | null, years: readonly number[]): ReadonlySet<number> {
  const state = region && region.startsWith(`${country}-`) ? region.slice(country.length + 1) : undefined
  const days = new Set<number>()
  for (const year of years) {
    const key = `${country}:${state ?? ''}:${year}`
    let set = cache.get(key)
    if (!set) {
      const calendar = state ? new Holidays(country, state) : new Holidays(country)
      const list = new Set<number>()
      for (const holiday of calendar.getHolidays(year) || []) {
        if (holiday.type !== 'public') continue
        const day = parseIsoDate(holiday.date)
        if (day !== null) list.add(day)
      }
      set = list
      cache.set(key, set)
    }
    for (const day of set) days.add(day)
  }
  return days
}
