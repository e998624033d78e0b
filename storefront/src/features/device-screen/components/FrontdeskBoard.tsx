import { frontdeskColumns, ticketNote, ticketText } from '../board'
import type { FrontdeskOrder } from '../api/useDeviceOrders'

function Tickets({ orders, now, timeZone, empty }: { readonly orders: readonly FrontdeskOrder[]; readonly now: number; readonly timeZone: string; readonly empty: string }) {
  if (orders.length === 0) return <p className="ds-empty">{empty}</p>
  return (
    <ul className="ds-tickets">
      {orders.map((order) => {
        const note = ticketNote(order, now, timeZone)
        return (
          <li key={order.id} className="ds-ticket" data-ticket={ticketText(order)}>
            <span className="ds-ticket__number">{ticketText(order)}</span>
            {note ? <span className="ds-ticket__note">{note}</span> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** Front desk (pickup display): 'In Zubereitung' | 'Abholbereit', and the last orders picked up today. */
export function FrontdeskBoard({ orders, now, timeZone }: { readonly orders: readonly FrontdeskOrder[]; readonly now: number; readonly timeZone: string }) {
  const { preparing, ready, pickedUp } = frontdeskColumns(orders)
  return (
    <>
      <div className="ds-columns ds-columns--2">
        <section className="ds-col ds-col--preparing" aria-labelledby="ds-preparing" data-testid="ds-preparing">
          <h2 id="ds-preparing" className="ds-col__title">
            {preparing.title}
          </h2>
          <Tickets orders={preparing.orders} now={now} timeZone={timeZone} empty="Zurzeit nichts in Zubereitung" />
        </section>
        <section className="ds-col ds-col--ready" aria-labelledby="ds-ready" data-testid="ds-ready">
          <h2 id="ds-ready" className="ds-col__title">
            {ready.title}
          </h2>
          <Tickets orders={ready.orders} now={now} timeZone={timeZone} empty="Zurzeit nichts abholbereit" />
        </section>
      </div>
      {pickedUp.orders.length > 0 ? (
        <footer className="ds-picked" data-testid="ds-picked-up">
          <span className="ds-picked__title">{pickedUp.title}:</span>
          {pickedUp.orders.map((order) => (
            <span key={order.id} className="ds-picked__ticket" data-ticket={ticketText(order)}>
              {ticketText(order)}
            </span>
          ))}
        </footer>
      ) : null}
    </>
  )
}
