import type { CollectionConfig } from 'payload'

import { Outbox } from './Outbox'
import { Payments } from './Payments'
import { PrintJobs } from './PrintJobs'

/** Order operations: the notification outbox, print jobs and payment records (server/notifications, printing, payments). */
export const operationsCollections: CollectionConfig[] = [Outbox, PrintJobs, Payments]
