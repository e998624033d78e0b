/** Every record type of every module, in the admin's navigation order (payload.config.ts takes this list). */
import type { CollectionConfig } from 'payload'

import { Logs } from '../platform/jobs/Logs'
import { Consents } from './accounts/collections/Consents'
import { Customers } from './accounts/collections/Customers'
import { ExternalUsers } from './accounts/collections/ExternalUsers'
import { Users } from './accounts/collections/Users'
import { Branches } from './catalogue/collections/Branches'
import { Categories } from './catalogue/collections/Categories'
import { Departments } from './catalogue/collections/Departments'
import { Divisions } from './catalogue/collections/Divisions'
import { Donatees } from './catalogue/collections/Donatees'
import { Menus } from './catalogue/collections/Menus'
import { Products } from './catalogue/collections/Products'
import { Tables } from './catalogue/collections/Tables'
import { Tags } from './catalogue/collections/Tags'
import { Units } from './catalogue/collections/Units'
import { Blocks } from './content/collections/Blocks'
import { ContactMessages } from './content/collections/ContactMessages'
import { Images } from './content/collections/Images'
import { Navigations } from './content/collections/Navigations'
import { Nodes } from './content/collections/Nodes'
import { Redirects } from './content/collections/Redirects'
import { Services } from './content/collections/Services'
import { Sites } from './content/collections/Sites'
import { Uploads } from './content/collections/Uploads'
import { Vehicles } from './content/collections/Vehicles'
import { Devices } from './devices/collections/Devices'
import { DigitalSignageDevices } from './devices/collections/DigitalSignageDevices'
import { DigitalSignageSegments } from './devices/collections/DigitalSignageSegments'
import { DigitalSignageStreams } from './devices/collections/DigitalSignageStreams'
import { FontFiles } from './devices/collections/FontFiles'
import { Fonts } from './devices/collections/Fonts'
import { ImageTemplates } from './devices/collections/ImageTemplates'
import { QrCodes } from './devices/collections/QrCodes'
import { Scenes } from './devices/collections/Scenes'
import { Outbox } from './notifications/collections/Outbox'
import { PrintJobs } from './notifications/collections/PrintJobs'
import { Orders } from './orders/collections/Orders'
import { Payments } from './payments/collections/Payments'
import { QuestionnaireSubmissions } from './questionnaires/collections/QuestionnaireSubmissions'
import { Questionnaires } from './questionnaires/collections/Questionnaires'
import { AnalyticsLeads } from './statistics/collections/AnalyticsLeads'
import { AnalyticsLog } from './statistics/collections/AnalyticsLog'
import { Projects } from './time-tracking/collections/Projects'
import { Tasks } from './time-tracking/collections/Tasks'
import { WorkingActivities } from './time-tracking/collections/WorkingActivities'
import { WorkingSchedules } from './time-tracking/collections/WorkingSchedules'
import { WorkingTimeCorrections } from './time-tracking/collections/WorkingTimeCorrections'
import { WorkingTimeLocks } from './time-tracking/collections/WorkingTimeLocks'

export const collections: CollectionConfig[] = [
  Orders,
  Branches,
  Divisions,
  Tables,
  Devices,
  Menus,
  Categories,
  Products,
  Units,
  Tags,
  Images,
  Uploads,
  Donatees,
  // -- further record types (content, operations, time tracking, signage, custom area) --
  // Filialen
  Departments,
  // Inhalte
  Sites,
  Navigations,
  Blocks,
  Nodes,
  Redirects,
  ImageTemplates,
  QrCodes,
  Questionnaires,
  Vehicles,
  Services,
  // Bestellungen
  Customers,
  // Betrieb
  Projects,
  Tasks,
  QuestionnaireSubmissions,
  ContactMessages,
  AnalyticsLeads,
  AnalyticsLog,
  Logs,
  // Zeiterfassung
  WorkingActivities,
  WorkingSchedules,
  WorkingTimeCorrections,
  WorkingTimeLocks,
  // Digital Signage
  Scenes,
  DigitalSignageSegments,
  DigitalSignageStreams,
  DigitalSignageDevices,
  // Einstellungen
  ExternalUsers,
  Fonts,
  FontFiles,
  // -- order operations: the notification outbox, print jobs and payment records --
  Outbox,
  PrintJobs,
  Payments,
  Consents,
  Users,
] as CollectionConfig[]

/**
 * The record types an employee's sidebar shows (issue 35; admins see all): what their role can change — orders'
 * customers, their branch's tables, order devices and TVs, images, customer uploads, leads, tasks, their own account —
 * and what is addressed to them: their own time records, contact messages and feedback. Not the catalogue, content,
 * design, signage programme, settings and system records that employees may only read (payload.config.ts applies it).
 */
export const EMPLOYEE_NAV: ReadonlySet<string> = new Set(
  [
    Orders,
    Customers,
    Tables,
    Devices,
    DigitalSignageDevices,
    Images,
    Uploads,
    AnalyticsLeads,
    Tasks,
    ContactMessages,
    QuestionnaireSubmissions,
    WorkingActivities,
    WorkingSchedules,
    WorkingTimeCorrections,
    WorkingTimeLocks,
    Users,
  ].map((c) => c.slug),
)
