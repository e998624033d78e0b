/**
 * The German texts of every notification (plain text e-mails and short SMS). Money and dates come from domain/
 * (formatMoney, formatDateTime), the order's text pieces and words from domain/order-texts.ts and order-labels.ts;
 * links from order-data.ts.
 */
import {
  MESSAGES,
  READY_PHRASES,
  addressLines,
  customerName,
  deliveryTypeText,
  formatMoney,
  isOnlinePayment,
  isPaidOnline,
  orderConfirmationTitle,
  orderDeliveryType,
  orderStatusMessage,
  paymentMethodLabel,
  ticketLabel,
} from '../../domain'
import type { OrderBundle } from './order-data'
import { adminOrderUrl, appointmentText, boardUrl, formatInstant, invoiceUrl, itemTexts, orderAllergenLegend, ratingUrl, statusUrl } from './order-data'

export type TemplateName =
  | 'received'
  | 'confirmed'
  | 'rejected'
  | 'canceled'
  | 'counterAppointment'
  | 'inDelivery'
  | 'completed'
  | 'newOrder'
  | 'counterAppointmentAnswer'
  | 'escalation'

/** `waitingMinutes`/`autoRejectAt` (ISO): the escalation's facts as of when it was queued. */
export type TemplateOptions = { message?: string | null; answer?: 'confirm' | 'reject'; waitingMinutes?: number; autoRejectAt?: string | null }

export type RenderedMessage = { subject: string; body: string }

const shopName = ({ branch, config }: OrderBundle) => branch.name || config.shopName || 'Tresen'

function greeting({ order }: OrderBundle): string {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ')
  return name ? `Guten Tag ${name},` : 'Guten Tag,'
}

function signature(bundle: OrderBundle): string {
  const { branch } = bundle
  const contact = [branch.phone ? `Tel. ${branch.phone}` : null, branch.email].filter(Boolean).join(' · ')
  return ['Freundliche Grüße', shopName(bundle), contact].filter(Boolean).join('\n')
}

/**
 * The order summary shared by customer and branch mails. The customer's is headed by the confirmation's title
 * (orderConfirmationTitle), so a summary with prices of an order not paid online never passes for a receipt.
 */
function summary(bundle: OrderBundle, heading: string | null = null): string {
  const { order, currency, timeZone } = bundle
  const lines = [`Abholnummer: ${ticketLabel(order)}`, `Art: ${deliveryTypeText(order)}`]
  if (heading) lines.unshift(heading)
  const appointment = appointmentText(order, timeZone)
  if (appointment) lines.push(`Termin: ${appointment}`)
  lines.push('', 'Positionen:')
  for (const item of itemTexts(order, currency)) {
    lines.push(`  ${item.title} – ${item.amount}`)
    for (const part of item.parts) lines.push(`      ${part}`)
    if (item.allergens) lines.push(`      ${item.allergens}`)
  }
  if ((order.deliveryGross ?? 0) > 0) lines.push(`  Lieferung – ${formatMoney(order.deliveryGross ?? 0, currency)}`)
  // the legend of the codes named above (LMIV: the letters alone say nothing)
  const legend = orderAllergenLegend(order)
  if (legend) lines.push(`  ${legend}`)
  const total = formatMoney(order.totalGross ?? 0, currency)
  lines.push(`Gesamt: ${order.isApproximate ? `ca. ${total}` : total}`, `Zahlungsart: ${paymentMethodLabel(order.paymentMethod)}`)
  if (order.comment) lines.push(`Kommentar: ${order.comment}`)
  return lines.join('\n')
}

const statusLink = (bundle: OrderBundle) => `Den aktuellen Stand Ihrer Bestellung sehen Sie jederzeit hier:\n${statusUrl(bundle.order)}`

/** An order paid online has an invoice (issued with the payment, docs/compliance.md); the others have none. */
const invoiceLink = ({ order }: OrderBundle) => (isPaidOnline(order) ? `Ihre Rechnung (PDF):\n${invoiceUrl(order)}` : null)

const mail = (bundle: OrderBundle, subject: string, paragraphs: (string | null | false)[]): RenderedMessage => ({
  subject,
  body: [greeting(bundle), ...paragraphs.filter((p): p is string => typeof p === 'string' && p !== ''), signature(bundle)].join('\n\n') + '\n',
})

function refundNote(bundle: OrderBundle): string | null {
  const { order, currency } = bundle
  if (!isOnlinePayment(order.paymentMethod) || order.isPaid !== true) return null
  return `Der bereits bezahlte Betrag von ${formatMoney(order.totalGross ?? 0, currency)} wird Ihnen rückerstattet.`
}

function readyText(bundle: OrderBundle): { subject: string; text: string } {
  const { order } = bundle
  const ticket = ticketLabel(order)
  const type = orderDeliveryType(order)
  const text = orderStatusMessage('inDelivery', type)
  return {
    subject: `Ihre Bestellung ${ticket} ${READY_PHRASES[type]}`,
    text: type === 'takeaway' ? `${text} Bitte nennen Sie bei der Abholung die Abholnummer ${ticket}.` : text,
  }
}

/** The e-mail of a template. */
export function renderEmail(template: TemplateName, bundle: OrderBundle, options: TemplateOptions = {}): RenderedMessage {
  const { order, timeZone } = bundle
  const ticket = ticketLabel(order)
  const shop = shopName(bundle)
  switch (template) {
    case 'received':
      return mail(bundle, `Ihre Bestellung ${ticket} bei ${shop} ist eingegangen`, [
        `vielen Dank für Ihre Bestellung bei ${shop}. ${orderStatusMessage('pending', orderDeliveryType(order))}`,
        summary(bundle, orderConfirmationTitle(order)),
        invoiceLink(bundle),
        statusLink(bundle),
      ])
    case 'confirmed': {
      const appointment = appointmentText(order, timeZone)
      return mail(bundle, `Ihre Bestellung ${ticket} wurde bestätigt`, [
        `Ihre Bestellung ${ticket} wurde bestätigt und wird zubereitet.${appointment ? ` Termin: ${appointment}.` : ''}`,
        summary(bundle, orderConfirmationTitle(order)),
        invoiceLink(bundle),
        statusLink(bundle),
      ])
    }
    case 'rejected':
    case 'canceled': {
      const message = options.message ?? order.rejectionMessage
      return mail(bundle, template === 'rejected' ? `Ihre Bestellung ${ticket} wurde abgelehnt` : `Ihre Bestellung ${ticket} wurde storniert`, [
        template === 'rejected' ? `Leider können wir Ihre Bestellung ${ticket} nicht annehmen.` : MESSAGES.orderCanceled,
        message ? `Nachricht von ${shop}:\n${message}` : null,
        refundNote(bundle),
        statusLink(bundle),
      ])
    }
    case 'counterAppointment': {
      const wanted = appointmentText(order, timeZone)
      const proposed = order.counterAppointment ? formatInstant(order.counterAppointment, timeZone) : '–'
      return mail(bundle, `Neuer Terminvorschlag für Ihre Bestellung ${ticket}`, [
        wanted
          ? `leider können wir Ihren Wunschtermin (${wanted}) nicht einhalten. Wir schlagen Ihnen stattdessen ${proposed} vor.`
          : `wir schlagen Ihnen für Ihre Bestellung ${ticket} den Termin ${proposed} vor.`,
        options.message ? `Nachricht von ${shop}:\n${options.message}` : null,
        `Bitte bestätigen Sie den Terminvorschlag oder lehnen Sie ihn ab (eine Ablehnung storniert die Bestellung):\n${statusUrl(order)}`,
      ])
    }
    case 'inDelivery': {
      const ready = readyText(bundle)
      return mail(bundle, ready.subject, [ready.text, statusLink(bundle)])
    }
    case 'completed':
      return mail(bundle, `Vielen Dank für Ihre Bestellung ${ticket}`, [
        `Ihre Bestellung ${ticket} ist abgeschlossen. Vielen Dank, dass Sie bei ${shop} bestellt haben!`,
        bundle.config.enablePluginOrderReviews === false ? null : `Wie zufrieden waren Sie? Wir freuen uns über Ihre Bewertung:\n${ratingUrl(order)}`,
      ])
    case 'newOrder': {
      const lines = [`Neue Bestellung ${ticket} (${deliveryTypeText(order)}) in ${shop}.`, '', summary(bundle), '', 'Kunde:']
      const name = customerName(order)
      if (name) lines.push(`  ${name}`)
      if (order.phone) lines.push(`  Tel. ${order.phone}`)
      if (order.email) lines.push(`  ${order.email}`)
      if (order.isDelivery) {
        lines.push('', 'Lieferadresse:', ...addressLines(order).map((l) => `  ${l}`))
        if (order.deliveryArea) lines.push(`  Liefergebiet: ${order.deliveryArea}`)
      }
      lines.push('', `Bestellung im Backend öffnen: ${adminOrderUrl(order.id)}`)
      return { subject: `Neue Bestellung ${ticket} – ${deliveryTypeText(order)}`, body: lines.join('\n') + '\n' }
    }
    case 'escalation': {
      // to the branch manager (issue 33): an order nobody confirmed or rejected in time
      const waiting = options.waitingMinutes ?? 0
      const lines = [
        `Die Bestellung ${ticket} (${deliveryTypeText(order)}) in ${shop} wartet seit ${waiting} Minuten auf Bestätigung oder Ablehnung.`,
      ]
      if (options.autoRejectAt) lines.push(`Ohne Bestätigung wird sie um ${formatInstant(options.autoRejectAt, timeZone)} automatisch abgelehnt.`)
      lines.push('', summary(bundle), '', `Zur Bestelltafel: ${boardUrl()}`, `Bestellung im Backend öffnen: ${adminOrderUrl(order.id)}`)
      return { subject: `Unbestätigte Bestellung ${ticket} wartet seit ${waiting} Minuten`, body: lines.join('\n') + '\n' }
    }
    case 'counterAppointmentAnswer': {
      const accepted = options.answer === 'confirm'
      const when = appointmentText(order, timeZone)
      return {
        subject: accepted ? `Terminvorschlag angenommen: Bestellung ${ticket}` : `Terminvorschlag abgelehnt: Bestellung ${ticket}`,
        body:
          (accepted
            ? `Der Kunde hat den Terminvorschlag für Bestellung ${ticket} angenommen${when ? ` (${when})` : ''}. Die Bestellung ist bestätigt.`
            : `Der Kunde hat den Terminvorschlag für Bestellung ${ticket} abgelehnt. Die Bestellung wurde storniert.`) +
          `\n\nBestellung im Backend öffnen: ${adminOrderUrl(order.id)}\n`,
      }
    }
  }
}

/** The SMS of a customer template (no subject; short, with the status link). */
export function renderSms(template: TemplateName, bundle: OrderBundle, options: TemplateOptions = {}): RenderedMessage {
  const { order, timeZone } = bundle
  const ticket = ticketLabel(order)
  const shop = shopName(bundle)
  const link = statusUrl(order)
  let text: string
  switch (template) {
    case 'received':
      text = `${shop}: Ihre Bestellung ${ticket} ist eingegangen. Status: ${link}`
      break
    case 'confirmed':
      text = `${shop}: Ihre Bestellung ${ticket} wurde bestätigt. Status: ${link}`
      break
    case 'rejected':
      text = `${shop}: Ihre Bestellung ${ticket} wurde leider abgelehnt.${options.message ? ` ${options.message}` : ''} ${link}`
      break
    case 'canceled':
      text = `${shop}: ${MESSAGES.orderCanceled}${options.message ? ` ${options.message}` : ''} ${link}`
      break
    case 'counterAppointment':
      text = `${shop}: Terminvorschlag für Ihre Bestellung ${ticket}: ${order.counterAppointment ? formatInstant(order.counterAppointment, timeZone) : '–'}. Bitte bestätigen oder ablehnen: ${link}`
      break
    case 'inDelivery':
      text = `${shop}: ${readyText(bundle).subject}. ${link}`
      break
    case 'completed':
      text = `${shop}: Vielen Dank für Ihre Bestellung ${ticket}! Bewerten: ${ratingUrl(order)}`
      break
    case 'escalation':
      text = `${shop}: Bestellung ${ticket} wartet seit ${options.waitingMinutes ?? 0} Minuten auf Bestätigung.${
        options.autoRejectAt ? ` Automatische Ablehnung um ${formatInstant(options.autoRejectAt, timeZone)}.` : ''
      } Bestelltafel: ${boardUrl()}`
      break
    default:
      text = `${shop}: Bestellung ${ticket}. ${link}`
  }
  return { subject: '', body: text }
}
