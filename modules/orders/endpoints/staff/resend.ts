/** Shared body of the two resend endpoints (resend-new-order-email / -sms). */
import { ApiError } from '../../../../platform/api/errors'
import { data } from '../../../../platform/api/types'
import type { ApiAnswer, ApiContext } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { orderForStaff } from '../../lifecycle'
import { NOTIFICATION_MESSAGES } from '../../../../platform/delivery-config'
import { resendOrderConfirmation } from '../../../notifications'
import type { Channel } from '../../../notifications'

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
