/**
 * The staff order view (GET /api/orders/:id/details): the order as a board card (the board's actions work on it
 * unchanged) plus what the card leaves out — net and tax, the history with German labels and who acted, the print
 * jobs. Read with the caller's access: another branch's order answers 404 like an unknown one.
 */
import type { PayloadRequest } from 'payload'

import type { BoardCard, BoardItem, PrintableReceipt, StaffOrderDetails } from '../../../contracts'
import type { Order, User } from '../../../contracts/payload-types'
import { orderConfirmationTitle, orderHistoryLabel } from '../../../domain'
import { isAdminUser } from '../../../platform/access/roles'
import { buildReceipt, loadOrderBundle, ticketLabel } from '../../notifications'
import { orderForStaff } from '../lifecycle'

const idOf = (value: number | { id: number } | null | undefined): number | null => (value === null || value === undefined ? null : typeof value === 'number' ? value : value.id)
const v = <T>(value: T | undefined): T | null => (value === undefined ? null : value)

/** The order in the board's card shape (contracts BoardCard), from the stored record. */
export function orderCard(order: Order): BoardCard {
  const items: BoardItem[] = (order.items ?? []).map((item, index) => ({
    id: item.id ?? String(index),
    product: idOf(item.product as number | { id: number } | null | undefined),
    name: v(item.name),
    amount: v(item.amount),
    unitName: v(item.unitName),
    unitPrice: v(item.unitPrice),
    gross: v(item.gross),
    taxRate: v(item.taxRate),
    calculationModel: v(item.calculationModel),
    unit: (item.unit ?? null) as BoardItem['unit'],
    parts: (Array.isArray(item.parts) ? item.parts : null) as BoardItem['parts'],
  }))
  return {
    id: order.id,
    uid: v(order.uid),
    ticketNumber: v(order.ticketNumber),
    branch: idOf(order.branch) ?? 0,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    statusChangedAt: v(order.statusChangedAt),
    acknowledgedAt: v(order.acknowledgedAt),
    deliveryType: v(order.deliveryType),
    isDelivery: v(order.isDelivery),
    isDineIn: v(order.isDineIn),
    tableIdentifier: v(order.tableIdentifier),
    appointmentDate: v(order.appointmentDate),
    counterAppointment: v(order.counterAppointment),
    comment: v(order.comment),
    rejectionMessage: v(order.rejectionMessage),
    isCompany: v(order.isCompany),
    companyName: v(order.companyName),
    firstName: v(order.firstName),
    lastName: v(order.lastName),
    email: v(order.email),
    phone: v(order.phone),
    street: v(order.street),
    floor: v(order.floor),
    stairway: v(order.stairway),
    door: v(order.door),
    zipCode: v(order.zipCode),
    city: v(order.city),
    isDeliveryAddressDifferent: v(order.isDeliveryAddressDifferent),
    deliveryStreet: v(order.deliveryStreet),
    deliveryFloor: v(order.deliveryFloor),
    deliveryStairway: v(order.deliveryStairway),
    deliveryDoor: v(order.deliveryDoor),
    deliveryZipCode: v(order.deliveryZipCode),
    deliveryCity: v(order.deliveryCity),
    deliveryArea: v(order.deliveryArea),
    gross: v(order.gross),
    deliveryGross: v(order.deliveryGross),
    totalGross: v(order.totalGross),
    isApproximate: v(order.isApproximate),
    donationAmount: v(order.donationAmount),
    paymentMethod: v(order.paymentMethod),
    isPaid: v(order.isPaid),
    isRefunded: v(order.isRefunded),
    paymentStatus: v(order.paymentStatus),
    isConfirmed: v(order.isConfirmed),
    isInDelivery: v(order.isInDelivery),
    isDelivered: v(order.isDelivered),
    isCompleted: v(order.isCompleted),
    isRejected: v(order.isRejected),
    isCanceled: v(order.isCanceled),
    isFailed: v(order.isFailed),
    items,
  }
}

const personName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

export async function orderDetails(req: PayloadRequest, id: number): Promise<StaffOrderDetails> {
  const order = await orderForStaff(req, id)
  const bundle = await loadOrderBundle(req.payload, order.id)
  const history = order.history ?? []
  const userIds = [...new Set(history.map((h) => idOf(h.user as number | { id: number } | null | undefined)).filter((u): u is number => u !== null))]
  const users =
    userIds.length === 0
      ? []
      : // Deliberately overrideAccess: only the names of the staff who acted on an order the caller may read.
        ((await req.payload.find({ collection: 'users', where: { id: { in: userIds } }, limit: userIds.length, depth: 0, overrideAccess: true, select: { firstName: true, lastName: true, email: true } }))
          .docs as User[])
  const names = new Map(users.map((u) => [u.id, personName(u)]))
  const { docs: jobs } = await req.payload.find({
    collection: 'print-jobs',
    where: { order: { equals: order.id } },
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    // Deliberately overrideAccess: the print jobs of an order the caller may read (orderForStaff above).
    overrideAccess: true,
  })
  return {
    order: orderCard(order),
    branchName: bundle.branch.name,
    currency: bundle.currency,
    timeZone: bundle.timeZone,
    totalNet: v(order.totalNet),
    totalTax: v(order.totalTax),
    history: history.map((h) => {
      const userId = idOf(h.user as number | { id: number } | null | undefined)
      return {
        at: v(h.at),
        action: h.action ?? '',
        label: orderHistoryLabel(h.action, order.deliveryType),
        user: userId === null ? null : (names.get(userId) ?? null),
        message: v(h.message),
      }
    }),
    printJobs: jobs.map((job) => ({ id: job.id, kind: job.kind, state: job.state, lastError: job.lastError ?? null, at: job.printedAt ?? job.updatedAt })),
    isAdmin: isAdminUser(req.user),
  }
}

/** The printer's receipt as blocks for the browser's print dialog (the fallback when the printer fails). */
export async function printableReceipt(req: PayloadRequest, id: number): Promise<PrintableReceipt> {
  const order = await orderForStaff(req, id)
  const bundle = await loadOrderBundle(req.payload, order.id)
  return { title: `${orderConfirmationTitle(bundle.order)} · ${ticketLabel(bundle.order)}`, blocks: buildReceipt(bundle) }
}
