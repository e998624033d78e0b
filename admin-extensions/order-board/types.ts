/** The card of GET /api/orders/current (built in server/order-admin/sql.ts boardJson). Money in integer cents. */
export type BoardPart = {
  name?: string
  type?: string
  value?: string | null
  values?: string[] | null
  options?: { name: string; modifier: string; value: number }[]
  uploads?: { id: number; filename?: string; publicHash?: string; extension?: string }[]
}

export type BoardItem = {
  id: string
  product: number | null
  name: string | null
  amount: number | null
  unitName: string | null
  unitPrice: number | null
  gross: number | null
  taxRate: number | null
  calculationModel: string | null
  unit: { id?: number | null; name?: string | null; shortName?: string | null; type?: string; ratio?: number } | null
  parts: BoardPart[] | null
}

export type BoardOrder = {
  id: number
  uid: string | null
  ticketNumber: string | null
  branch: number
  createdAt: string
  updatedAt: string
  statusChangedAt: string | null
  acknowledgedAt: string | null
  deliveryType: 'takeaway' | 'delivery' | 'dineIn' | null
  isDelivery: boolean | null
  isDineIn: boolean | null
  tableIdentifier: string | null
  appointmentDate: string | null
  counterAppointment: string | null
  comment: string | null
  rejectionMessage: string | null
  isCompany: boolean | null
  companyName: string | null
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  street: string | null
  floor: string | null
  stairway: string | null
  door: string | null
  zipCode: string | null
  city: string | null
  isDeliveryAddressDifferent: boolean | null
  deliveryStreet: string | null
  deliveryFloor: string | null
  deliveryStairway: string | null
  deliveryDoor: string | null
  deliveryZipCode: string | null
  deliveryCity: string | null
  deliveryArea: string | null
  gross: number | null
  deliveryGross: number | null
  totalGross: number | null
  isApproximate: boolean | null
  donationAmount: number | null
  paymentMethod: string | null
  isPaid: boolean | null
  isRefunded: boolean | null
  paymentStatus: string | null
  isConfirmed: boolean | null
  isInDelivery: boolean | null
  isDelivered: boolean | null
  isCompleted: boolean | null
  isRejected: boolean | null
  isCanceled: boolean | null
  isFailed: boolean | null
  items: BoardItem[]
}

export type BoardMeta = {
  now: string
  dayStart: string
  missedOrderMinutes: number
  timeZone: string
  currency: string
  branches: { id: number; name: string }[]
}
