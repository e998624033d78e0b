/**
 * Customer edit view, field 'Bestellungen' (server component): the customer's orders, newest first — date, ticket
 * number (with the branch where the orders span several branches), total in euros and state, each linked to the
 * order. Read with the viewer's own access (modules/accounts/customers.ts customerOrderHistory).
 */
import type { PayloadRequest } from 'payload'

import { orderStateLabel, ticketLabel } from '../../../domain'
import { customerOrderHistory } from '../customers'
import type { CustomerOrderHistory } from '../customers'

const box = { margin: '1.5rem 0', display: 'grid', gap: '0.5rem' } as const
const cell = { padding: '0.45rem 0.75rem', borderBottom: '1px solid var(--theme-elevation-150, #ddd)', textAlign: 'left' } as const

export async function CustomerOrdersField({ id, req }: { id?: number | string; req?: PayloadRequest }) {
  const title = <h3 style={{ margin: 0 }}>Bestellungen</h3>
  if (id === undefined || req === undefined) {
    return (
      <div style={box}>
        {title}
        <p style={{ margin: 0, color: 'var(--theme-elevation-600, #666)' }}>Die Bestellungen erscheinen hier, sobald der Kunde gespeichert ist.</p>
      </div>
    )
  }
  let history: CustomerOrderHistory | null = null
  try {
    history = await customerOrderHistory(req, Number(id))
  } catch {
    history = null
  }
  if (history === null) {
    return (
      <div style={box}>
        {title}
        <p role="alert" style={{ margin: 0 }}>Bestellungen konnten nicht geladen werden.</p>
      </div>
    )
  }
  if (history.orders.length === 0) {
    return (
      <div style={box}>
        {title}
        <p style={{ margin: 0, color: 'var(--theme-elevation-600, #666)' }}>Noch keine Bestellungen mit dieser E-Mail-Adresse oder Telefonnummer.</p>
      </div>
    )
  }
  const shown = history.orders.length
  return (
    <div style={box} data-testid="customer-orders">
      {title}
      <p style={{ margin: 0, color: 'var(--theme-elevation-600, #666)' }}>
        {history.total === 1 ? '1 Bestellung' : `${history.total} Bestellungen`}
        {history.total > shown ? ` – die neuesten ${shown} werden angezeigt` : ''}
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Datum</th>
            <th style={cell}>Bestellnummer</th>
            <th style={{ ...cell, textAlign: 'right' }}>Summe</th>
            <th style={cell}>Status</th>
          </tr>
        </thead>
        <tbody>
          {history.orders.map((order) => (
            <tr key={order.id}>
              <td style={cell}>{order.date}</td>
              <td style={cell}>
                <a href={`/backend/collections/orders/${order.id}`}>{ticketLabel(order, history.mixedBranches ? order.branchName : null)}</a>
              </td>
              <td style={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{order.total}</td>
              <td style={cell}>{orderStateLabel(order.state)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
