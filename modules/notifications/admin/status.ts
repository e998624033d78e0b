/** What the admin banner shows: every operations channel that cannot work, with the German reason. */
import { emailStatus, smsStatus } from '../../../platform/delivery-config'
import { onlineProviderStatus } from '../../../platform/payment-providers/registry'

export type OperationsProblem = { key: string; message: string }

export function operationsProblems(options: { smsEnabled: boolean }): OperationsProblem[] {
  const problems: OperationsProblem[] = []
  const email = emailStatus()
  if (!email.configured) problems.push({ key: 'email', message: email.reason })
  const sms = smsStatus()
  if (options.smsEnabled && !sms.configured) problems.push({ key: 'sms', message: sms.reason })
  for (const provider of onlineProviderStatus()) {
    if (provider.reason) problems.push({ key: provider.id, message: `${provider.reason} Die Zahlungsart wird im Shop nicht angeboten.` })
  }
  return problems
}
