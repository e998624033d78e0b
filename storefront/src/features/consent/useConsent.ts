import { useSyncExternalStore } from 'react'

import { getConsent, isConsentBannerOpen, subscribeConsent } from './consent'
import type { Consent } from './consent'

/** The visitor's consent decision (null while undecided). */
export const useConsent = (): Consent | null => useSyncExternalStore(subscribeConsent, getConsent, () => null)

/** Whether the cookie banner is shown (undecided, or reopened from the footer). */
export const useConsentBannerOpen = (): boolean => useSyncExternalStore(subscribeConsent, isConsentBannerOpen, () => false)
