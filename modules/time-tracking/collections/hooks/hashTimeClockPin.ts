import type { CollectionBeforeChangeHook } from 'payload'

import { hashPin } from '../../pin'

/**
 * The time-clock PIN (Users.timeClockPin, virtual) is stored only as a salted scrypt hash; setting a new PIN also
 * clears the failed-attempt counter and lock.
 */
export const hashTimeClockPin: CollectionBeforeChangeHook = async ({ data }) => {
  const pin = data?.timeClockPin
  if (typeof pin !== 'string' || pin === '') return data
  const { timeClockPin: _plain, ...rest } = data
  return { ...rest, timeClockPinHash: await hashPin(pin), timeClockPinFailures: 0, timeClockPinLockedUntil: null }
}
