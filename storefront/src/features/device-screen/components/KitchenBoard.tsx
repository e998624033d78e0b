import { ageText, kitchenColumns, kitchenItem, ticketNote, ticketText } from '../board'
import type { KitchenOrder } from '../api/useDeviceOrders'

function KitchenCard({ order, now, timeZone }: { readonly order: KitchenOrder; readonly now: number; readonly timeZone: string }) {
  const note = ticketNote(order, now, timeZone)
  return (
    <li className="ds-card" data-ticket={ticketText(order)}>
      <div className="ds-card__head">
        <span className="ds-card__number">{ticketText(order)}</span>
        <span className="ds-card__age">{ageText(order.createdAt, now)}</span>
      </div>
      {note ? <p className="ds-card__note">{note}</p> : null}
      {order.customerName ? <p className="ds-card__customer">{order.customerName}</p> : null}
      <ul className="ds-card__items">
        {order.items.map((item, index) => {
          const { title, parts } = kitchenItem(item)
          return (
            <li key={index} className="ds-item">
              <span className="ds-item__title">{title}</span>
              {parts.map((part, partIndex) => (
                <span key={partIndex} className="ds-item__part">
                  {part}
                </span>
              ))}
            </li>
          )
        })}
      </ul>
      {order.comment ? <p className="ds-card__comment">„{order.comment}“</p> : null}
    </li>
  )
}

/** Back office (kitchen): every open order by state — new, in preparation, ready/on the way — with its items. */
export function KitchenBoard({ orders, now, timeZone }: { readonly orders: readonly KitchenOrder[]; readonly now: number; readonly timeZone: string }) {
  return (
    <div className="ds-columns ds-columns--3">
      {kitchenColumns(orders).map((column) => (
        <section key={column.key} className={`ds-col ds-col--${column.key}`} aria-labelledby={`ds-${column.key}`} data-testid={`ds-${column.key}`}>
          <h2 id={`ds-${column.key}`} className="ds-col__title">
            {column.title} <span className="ds-col__count">{column.orders.length}</span>
          </h2>
          {column.orders.length === 0 ? (
            <p className="ds-empty">Keine Bestellungen</p>
          ) : (
            <ul className="ds-cards">
              {column.orders.map((order) => (
                <KitchenCard key={order.id} order={order} now={now} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
