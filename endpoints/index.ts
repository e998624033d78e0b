/** Every endpoint of the spec's API, by base path. One endpoint per file; record calls are generated. */
import type { ApiEndpoint } from '../server/api/types'
import { postAnalyticsLogEndpoint } from './analytics/postAnalyticsLog'
import { authenticateEndpoint } from './auth/authenticate'
import { meEndpoint } from './auth/me'
import { postConsentEndpoint } from './consents/postConsent'
import { postContactMessageEndpoint } from './content/postContactMessage'
import { sitePreviewEndpoint } from './content/sitePreview'
import { branchMenusEndpoint } from './branches/branchMenus'
import { getConfigEndpoint } from './config/getConfig'
import { postConfigEndpoint } from './config/postConfig'
import { fontStylesheetEndpoint } from './fonts/fontStylesheet'
import { listFontsEndpoint } from './fonts/listFonts'
import { imageTemplateLayersEndpoint } from './image-templates/imageTemplateLayers'
import { renderImageTemplateEndpoint } from './image-templates/renderImageTemplate'
import { labelSheetEndpoint } from './labels/labelSheet'
import { getInitEndpoint } from './init/getInit'
import { orderAdminEndpoints } from './order-admin'
import { deviceEndpoints } from './devices'
import { contentAiEndpoints } from './content-ai'
import { confirmCounterAppointmentEndpoint } from './orders/confirmCounterAppointment'
import { createPublicOrderEndpoint } from './orders/createPublicOrder'
import { getPublicOrderEndpoint } from './orders/getPublicOrder'
import { postQuestionnaireEndpoint } from './orders/postQuestionnaire'
import { qrCodePngEndpoint } from './qr-codes/qrCodePng'
import { qrCodeSvgEndpoint } from './qr-codes/qrCodeSvg'
import { signageEndpoints } from './digital-signage'
import { datatransWebhookEndpoint } from './payments/datatransWebhook'
import { stripeWebhookEndpoint } from './payments/stripeWebhook'
import { rejectCounterAppointmentEndpoint } from './orders/rejectCounterAppointment'
import { createSubmissionEndpoint } from './questionnaire-submissions/createSubmission'
import { getStatisticEndpoint } from './statistics/getStatistic'
import { publicQuestionnaireEndpoint } from './questionnaires/publicQuestionnaire'
import { recordEndpoints } from './records'
import { createPublicUploadEndpoint } from './uploads/createPublicUpload'
import { logTaskViewEndpoint } from './tasks/logTaskView'
import { timeSheetEndpoints } from './time-sheets'
import { timeTrackingEndpoints } from './time-tracking'
import { uploadVehiclesEndpoint } from './vehicles/uploadVehicles'

/** Record types with the standard calls under /api (BO §7 "Standard record calls"). */
export const STANDARD_RECORD_TYPES = [
  'users', 'divisions', 'branches', 'departments', 'menus', 'categories', 'tags', 'products', 'units', 'orders', 'images',
  'image-templates', 'uploads', 'devices', 'tables', 'sites', 'redirects', 'blocks', 'nodes', 'navigations', 'donatees',
  'working-activities', 'working-schedules', 'projects', 'tasks', 'scenes', 'digital-signage-segments',
  'digital-signage-streams', 'digital-signage-devices', 'customers', 'external-users', 'analytics-leads', 'qr-codes', 'fonts',
] as const

/** Record types with list and get only. */
export const READ_ONLY_RECORD_TYPES = ['logs', 'analytics-log'] as const

/** The custom area under /custom/api. */
export const CUSTOM_RECORD_TYPES = ['vehicles', 'services', 'questionnaires', 'questionnaire-submissions'] as const

export const apiEndpoints: ApiEndpoint[] = [
  authenticateEndpoint,
  meEndpoint,
  getInitEndpoint,
  getConfigEndpoint,
  postConfigEndpoint,
  createPublicOrderEndpoint,
  getPublicOrderEndpoint,
  confirmCounterAppointmentEndpoint,
  rejectCounterAppointmentEndpoint,
  postQuestionnaireEndpoint,
  createPublicUploadEndpoint,
  branchMenusEndpoint,
  imageTemplateLayersEndpoint,
  renderImageTemplateEndpoint,
  qrCodeSvgEndpoint,
  qrCodePngEndpoint,
  // GET /fonts (installed packages and uploads) precedes the generic list of the font records
  listFontsEndpoint,
  fontStylesheetEndpoint,
  labelSheetEndpoint,
  logTaskViewEndpoint,
  postAnalyticsLogEndpoint,
  postConsentEndpoint,
  // content pages: the contact form block and the admins' draft preview
  postContactMessageEndpoint,
  sitePreviewEndpoint,
  // staff order administration (incl. print, receipt, resend, payment status); includes GET /orders with the history
  // parameters, which must precede the generic list
  ...orderAdminEndpoints,
  // device tests, log requests and the device screens' calls (issue 18, docs/devices.md)
  ...deviceEndpoints,
  // content AI: page drafts and images through an OpenAI-compatible API (docs/content-ai.md)
  ...contentAiEndpoints,
  // provider webhooks
  stripeWebhookEndpoint,
  datatransWebhookEndpoint,
  // time tracking (clock calls under /time-tracking/{a}/{b}) and time sheets; docs/time-tracking.md
  ...timeTrackingEndpoints,
  ...timeSheetEndpoints,
  // digital signage: TV commands and abort, player keys, screenshots, stream preview (docs/signage.md)
  ...signageEndpoints,
  // statistics (BO §7): one dynamic endpoint for every metric, docs/statistics.md
  getStatisticEndpoint,
  ...STANDARD_RECORD_TYPES.flatMap((slug) => recordEndpoints(slug)),
  ...READ_ONLY_RECORD_TYPES.flatMap((slug) => recordEndpoints(slug, { readOnly: true })),
]

export const customApiEndpoints: ApiEndpoint[] = [
  uploadVehiclesEndpoint,
  publicQuestionnaireEndpoint,
  // anonymous, validated create: replaces the generic POST /questionnaire-submissions (which requires sign-in)
  createSubmissionEndpoint,
  ...CUSTOM_RECORD_TYPES.flatMap((slug) => recordEndpoints(slug)).filter(
    (e) => !(e.method === createSubmissionEndpoint.method && e.path === createSubmissionEndpoint.path),
  ),
]
