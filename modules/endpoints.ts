/** Every endpoint of the spec's API, by base path. One endpoint per file; record calls are generated. */
import type { ApiEndpoint } from '../platform/api/types'
import { connectOnlinePayments } from './orders'
import { startPayment } from './payments'
import { postAnalyticsLogEndpoint } from './statistics/endpoints/postAnalyticsLog'
import { getAnalyticsLogEntryEndpoint } from './statistics/endpoints/getAnalyticsLogEntry'
import { listAnalyticsLogEndpoint } from './statistics/endpoints/listAnalyticsLog'
import { authenticateEndpoint } from './accounts/endpoints/authenticate'
import { meEndpoint } from './accounts/endpoints/me'
import { postConsentEndpoint } from './accounts/endpoints/postConsent'
import { eraseCustomerDataEndpoint, exportCustomerDataEndpoint, privacyTextEndpoint } from './accounts/endpoints/privacy'
import { postContactMessageEndpoint } from './content/endpoints/postContactMessage'
import { sitePreviewEndpoint } from './content/endpoints/sitePreview'
import { branchMenusEndpoint } from './catalogue/endpoints/branchMenus'
import { getBranchEndpoint } from './catalogue/endpoints/getBranch'
import { kitchenEndpoints } from './catalogue/endpoints/kitchen'
import { getConfigEndpoint } from './settings/endpoints/getConfig'
import { postConfigEndpoint } from './settings/endpoints/postConfig'
import { fontStylesheetEndpoint } from './devices/endpoints/fonts/fontStylesheet'
import { listFontsEndpoint } from './devices/endpoints/fonts/listFonts'
import { imageTemplateLayersEndpoint } from './devices/endpoints/image-templates/imageTemplateLayers'
import { renderImageTemplateEndpoint } from './devices/endpoints/image-templates/renderImageTemplate'
import { labelSheetEndpoint } from './devices/endpoints/labels/labelSheet'
import { getInitEndpoint } from './storefront/endpoints/getInit'
import { orderAdminEndpoints } from './orders/endpoints/staff'
import { deviceEndpoints } from './devices/endpoints'
import { getBackofficeOrdersEndpoint, getFrontdeskOrdersEndpoint } from './devices/endpoints/getDeviceOrders'
import { rotateDeviceApiKeyEndpoint } from './devices/endpoints/rotateDeviceApiKey'
import { updatePaymentStatusEndpoint } from './payments/endpoints/updatePaymentStatus'
import { creditNotePdfEndpoint, invoicePdfEndpoint } from './payments/endpoints/invoicePdf'
import { contentAiEndpoints } from './content/endpoints/ai'
import { confirmCounterAppointmentEndpoint } from './orders/endpoints/public/confirmCounterAppointment'
import { createPublicOrderEndpoint } from './orders/endpoints/public/createPublicOrder'
import { branchFullSlotsEndpoint } from './orders/endpoints/public/branchFullSlots'
import { getPublicOrderEndpoint } from './orders/endpoints/public/getPublicOrder'
import { postQuestionnaireEndpoint } from './orders/endpoints/public/postQuestionnaire'
import { qrCodePngEndpoint } from './devices/endpoints/qr-codes/qrCodePng'
import { qrCodeSvgEndpoint } from './devices/endpoints/qr-codes/qrCodeSvg'
import { signageEndpoints } from './devices/endpoints/signage'
import { datatransWebhookEndpoint } from './payments/endpoints/datatransWebhook'
import { stripeWebhookEndpoint } from './payments/endpoints/stripeWebhook'
import { rejectCounterAppointmentEndpoint } from './orders/endpoints/public/rejectCounterAppointment'
import { createSubmissionEndpoint } from './questionnaires/endpoints/createSubmission'
import { getStatisticEndpoint } from './statistics/endpoints/getStatistic'
import { publicQuestionnaireEndpoint } from './questionnaires/endpoints/publicQuestionnaire'
import { recordEndpoints } from './storefront/endpoints/records'
import { createPublicUploadEndpoint } from './content/endpoints/uploads/createPublicUpload'
import { mediaRecordEndpoints } from './content/endpoints/uploads/mediaRecords'
import { logTaskViewEndpoint } from './time-tracking/endpoints/tasks/logTaskView'
import { timeSheetEndpoints } from './time-tracking/endpoints/sheets'
import { timeTrackingEndpoints } from './time-tracking/endpoints/clock'
import { uploadVehiclesEndpoint } from './content/endpoints/vehicles/uploadVehicles'


// the payments module sits above orders: the order intake reaches the payment start through this port
connectOnlinePayments(startPayment)
/** Record types with the standard calls under /api (BO §7 "Standard record calls"). */
export const STANDARD_RECORD_TYPES = [
  'users', 'divisions', 'branches', 'departments', 'menus', 'categories', 'tags', 'products', 'units', 'orders', 'images',
  'image-templates', 'uploads', 'devices', 'tables', 'sites', 'redirects', 'blocks', 'nodes', 'navigations', 'donatees',
  'working-activities', 'working-schedules', 'projects', 'tasks', 'scenes', 'digital-signage-segments',
  'digital-signage-streams', 'digital-signage-devices', 'customers', 'external-users', 'analytics-leads', 'qr-codes', 'fonts',
] as const

/** Record types with list and get only (the analytics log reads the raw events: its own two endpoints below). */
export const READ_ONLY_RECORD_TYPES = ['logs'] as const

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
  invoicePdfEndpoint,
  creditNotePdfEndpoint,
  confirmCounterAppointmentEndpoint,
  rejectCounterAppointmentEndpoint,
  postQuestionnaireEndpoint,
  createPublicUploadEndpoint,
  branchMenusEndpoint,
  branchFullSlotsEndpoint,
  // kitchen control of a branch (issue 33) and its state on GET /branches/:id, before the generic record read
  ...kitchenEndpoints,
  getBranchEndpoint,
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
  // BO §7 list and get of the analytics log: the raw events of analytics_events (docs/statistics.md §1)
  listAnalyticsLogEndpoint,
  getAnalyticsLogEntryEndpoint,
  postConsentEndpoint,
  // personal data (issue 34): export and erasure of a customer, the generated privacy text; before the generic customers
  exportCustomerDataEndpoint,
  eraseCustomerDataEndpoint,
  privacyTextEndpoint,
  // content pages: the contact form block and the admins' draft preview
  postContactMessageEndpoint,
  sitePreviewEndpoint,
  // staff order administration (incl. print, receipt, resend, payment status); includes GET /orders with the history
  // parameters, which must precede the generic list
  ...orderAdminEndpoints,
  // the device screens' order lists and keys, and a payment's status refresh: also under /orders and /devices, before
  // the generic records
  getFrontdeskOrdersEndpoint,
  getBackofficeOrdersEndpoint,
  rotateDeviceApiKeyEndpoint,
  updatePaymentStatusEndpoint,
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
  // POST and PUT of images and uploads take the file (multipart `file` or JSON `dataUrl`): before the generic calls
  ...mediaRecordEndpoints('images'),
  ...mediaRecordEndpoints('uploads'),
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
