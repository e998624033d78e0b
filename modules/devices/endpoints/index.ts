/** Device calls (issue 18, docs/devices.md): staff tests and log requests (BO §7), and the calls of the device screens. */
import type { ApiEndpoint } from '../../../platform/api/types'
import { deviceHeartbeatEndpoint } from './deviceHeartbeat'
import { deviceLogUploadEndpoint } from './deviceLogUpload'
import { devicePushSubscriptionEndpoint } from './devicePushSubscription'
import { requestDeviceLogsEndpoint } from './requestDeviceLogs'
import { testNotificationEndpoint } from './testNotification'
import { testPrintEndpoint } from './testPrint'

export const deviceEndpoints: ApiEndpoint[] = [
  testNotificationEndpoint,
  testPrintEndpoint,
  requestDeviceLogsEndpoint,
  deviceHeartbeatEndpoint,
  deviceLogUploadEndpoint,
  devicePushSubscriptionEndpoint,
]
