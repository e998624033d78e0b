import { useSyncExternalStore } from 'react'

import { getConsent, subscribeConsent } from './consent'
import type { Consent } from './consent'

/** The visitor's consent decision (null while undecided). */
export const useConsent = (): Consent | null => useSyncExternalStore(subscribeConsent, getConsent, () => null)
