/** Shared body of the two resend endpoints (resend-new-order-email / -sms). */
import { ApiError } from '../../server/api/errors'
import { data } from '../../server/api/types'
import type { ApiAnswer, ApiContext } from '../../server/api/types'
import { parseOrderId } from '../../server/order-admin/scope'
import { orderForStaff } from '../../server/order-lifecycle'
import { NOTIFICATION_MESSAGES } from '../../server/notifications/config'
import { resendOrderConfirmation } from '../../server/notifications/outbox'
import type { Channel } from '../../server/notifications/outbox'

export async function resend({ req, params, payload }: ApiContext, channel: Channel): Promise<ApiAnswer> {
  const order = await orderForStaff(req, parseOrderId(params.id))
  const row = await resendOrderConfirmation(payload, order, channel)
  if (row?.state !== 'sent') {
    throw new ApiError(row?.state === 'queued' ? 502 : 409, [
      { field: null, message: NOTIFICATION_MESSAGES.resendFailed },
      ...(row?.lastError ? [{ field: channel === 'email' ? 'email' : 'phone', message: row.lastError }] : []),
    ])
  }
  return data(row)
}
