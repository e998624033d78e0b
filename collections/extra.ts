import type { CollectionConfig } from 'payload'

import { AnalyticsLeads } from './AnalyticsLeads'
import { AnalyticsLog } from './AnalyticsLog'
import { Blocks } from './Blocks'
import { ContactMessages } from './ContactMessages'
import { Customers } from './Customers'
import { Departments } from './Departments'
import { DigitalSignageDevices } from './DigitalSignageDevices'
import { DigitalSignageSegments } from './DigitalSignageSegments'
import { DigitalSignageStreams } from './DigitalSignageStreams'
import { ExternalUsers } from './ExternalUsers'
import { FontFiles } from './FontFiles'
import { Fonts } from './Fonts'
import { ImageTemplates } from './ImageTemplates'
import { Logs } from './Logs'
import { Navigations } from './Navigations'
import { Nodes } from './Nodes'
import { Projects } from './Projects'
import { QrCodes } from './QrCodes'
import { QuestionnaireSubmissions } from './QuestionnaireSubmissions'
import { Questionnaires } from './Questionnaires'
import { Redirects } from './Redirects'
import { Scenes } from './Scenes'
import { Services } from './Services'
import { Sites } from './Sites'
import { Tasks } from './Tasks'
import { Vehicles } from './Vehicles'
import { WorkingActivities } from './WorkingActivities'
import { WorkingSchedules } from './WorkingSchedules'
import { WorkingTimeCorrections } from './WorkingTimeCorrections'
import { WorkingTimeLocks } from './WorkingTimeLocks'

/** The remaining record types of BO §1/§3, in admin navigation order within their groups. */
export const extraCollections: CollectionConfig[] = [
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
] as CollectionConfig[]
