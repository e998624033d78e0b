/** The site a block list belongs to (the contact form sends its id with the message). */
import { createContext, useContext } from 'react'

import type { RecordId } from '../../../lib/types'

export const SiteContext = createContext<RecordId | null>(null)

export const useSiteId = (): RecordId | null => useContext(SiteContext)
