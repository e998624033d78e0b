/** The staff side of orders (BO §7 "Orders administration") and the device API keys; see docs/order-board.md. */
import type { ApiEndpoint } from '../../server/api/types'
import { getAppointmentSlotsEndpoint } from './getAppointmentSlots'
import { getCurrentOrdersEndpoint } from './getCurrentOrders'
import { getBackofficeOrdersEndpoint, getFrontdeskOrdersEndpoint } from './getDeviceOrders'
import { getMissedOrdersEndpoint } from './getMissedOrders'
import { getOrderHistoryEndpoint } from './getOrderHistory'
import { listOrdersEndpoint } from './listOrders'
import { postAcknowledgeOrderEndpoint } from './postAcknowledgeOrder'
import { postCounterAppointmentEndpoint } from './postCounterAppointment'
import { postOrderStatusEndpoint } from './postOrderStatus'
import { putOrderItemEndpoint } from './putOrderItem'
import { rotateDeviceApiKeyEndpoint } from './rotateDeviceApiKey'

/** Register BEFORE the generic record endpoints: `GET /orders` must win over the generic list of the same path. */
export const orderAdminEndpoints: ApiEndpoint[] = [
  getCurrentOrdersEndpoint,
  getMissedOrdersEndpoint,
  getOrderHistoryEndpoint,
  listOrdersEndpoint,
  getFrontdeskOrdersEndpoint,
  getBackofficeOrdersEndpoint,
  postOrderStatusEndpoint,
  postCounterAppointmentEndpoint,
  getAppointmentSlotsEndpoint,
  putOrderItemEndpoint,
  postAcknowledgeOrderEndpoint,
  rotateDeviceApiKeyEndpoint,
]
