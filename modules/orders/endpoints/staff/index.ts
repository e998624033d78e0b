/**
 * The staff side of orders (BO §7 "Orders administration"): lists, status and item actions, counter-appointments,
 * print/receipt/resend; every action on one order loads it with the one
 * staff loader (modules/orders/lifecycle: 404 for unknown and foreign orders). See docs/order-board.md.
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { getAppointmentSlotsEndpoint } from './getAppointmentSlots'
import { getCurrentOrdersEndpoint } from './getCurrentOrders'
import { getMissedOrdersEndpoint } from './getMissedOrders'
import { getOrderDetailsEndpoint } from './getOrderDetails'
import { getOrderHistoryEndpoint } from './getOrderHistory'
import { getPrintersEndpoint } from './getPrinters'
import { getReceiptEndpoint } from './getReceipt'
import { listOrdersEndpoint } from './listOrders'
import { postAcknowledgeOrderEndpoint } from './postAcknowledgeOrder'
import { postCounterAppointmentEndpoint } from './postCounterAppointment'
import { postOrderStatusEndpoint } from './postOrderStatus'
import { printOrderEndpoint } from './printOrder'
import { putOrderItemEndpoint } from './putOrderItem'
import { receiptPdfEndpoint } from './receiptPdf'
import { resendNewOrderEmailEndpoint } from './resendNewOrderEmail'
import { resendNewOrderSmsEndpoint } from './resendNewOrderSms'

/** Register BEFORE the generic record endpoints (modules/endpoints.ts): `GET /orders` must win over the generic list. */
export const orderAdminEndpoints: ApiEndpoint[] = [
  getCurrentOrdersEndpoint,
  getMissedOrdersEndpoint,
  getOrderHistoryEndpoint,
  getPrintersEndpoint,
  getOrderDetailsEndpoint,
  getReceiptEndpoint,
  listOrdersEndpoint,
  postOrderStatusEndpoint,
  postCounterAppointmentEndpoint,
  getAppointmentSlotsEndpoint,
  putOrderItemEndpoint,
  postAcknowledgeOrderEndpoint,
  printOrderEndpoint,
  receiptPdfEndpoint,
  resendNewOrderEmailEndpoint,
  resendNewOrderSmsEndpoint,
]
