import { useEffect, useMemo, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'

import { branchTimeZone, isOptionSoldOut, isProductSoldOut, orderNotice } from '@domain'
import { Notice } from '../../../components/Notice'
import { Picture } from '../../../components/Image'
import { branchIdentifier, useBranch, useCategories, useConfig, useMenus, useProducts } from '../../../lib/data'
import { asImage } from '../../../lib/images'
import { useNow } from '../../../lib/useNow'
import { useTitle } from '../../../lib/useTitle'
import type { BranchDoc, ProductDoc } from '../../../lib/types'
import { paths } from '../../../paths'
import { AllergenLegend } from '../../allergens'
import { trackAddToCart } from '../../analytics'
import { CartPanel, CostLines, DeliveryControls, MinimumOrderHint, useCartModel } from '../../cart'
import type { CartLine, StoredCartItem } from '../../cart'
import { NotFound } from '../../../components/NotFound'
import { ItemOverlay } from '../../item-config'
import { OpenBadge, todayText } from '../../branches'
import { branchCatalog } from '../catalog'
import { CategoryBar } from './CategoryBar'
import { ProductCard } from './ProductCard'

interface Editing {
  readonly product: ProductDoc
  readonly initial: StoredCartItem | null
}

function BranchMenu({ branch }: { readonly branch: BranchDoc }) {
  const config = useConfig()
  const menus = useMenus()
  const categories = useCategories()
  const products = useProducts()
  const now = useNow()
  const model = useCartModel(branch)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [notification, setNotification] = useState<string | null>(null)
  const timer = useRef(0)
  const identifier = branchIdentifier(branch)
  const shopName = config.shopName ?? 'Tresen'
  // a table QR code opens the branch with ?table=: the order is eaten here, and the checkout preselects the table
  const [searchParams] = useSearchParams()
  const table = searchParams.get('table')
  useEffect(() => {
    if (table !== null && branch.isDineInEnabled === true) model.store.setDeliveryType('dineIn')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branch.id, table])
  useTitle('branch', branch.name, shopName)

  // the catalogue is recomputed when the minute changes (schedules), not on every render
  const minute = Math.floor(now / 60_000)
  const catalog = useMemo(() => branchCatalog(branch, menus, categories, products, minute * 60_000), [branch, menus, categories, products, minute])
  const notice = orderNotice({ branch: model.branch, deliveryType: model.state.deliveryType, deliveryArea: model.state.deliveryArea, now })
  const image = asImage(branch.images?.[0])
  const logo = asImage(branch.logo)
  const currency = model.currency

  useEffect(() => () => window.clearTimeout(timer.current), [])
  const notify = (text: string) => {
    setNotification(text)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setNotification(null), 3500)
  }
  const onSubmit = (item: StoredCartItem) => {
    const product = editing?.product
    if (editing?.initial) {
      model.store.replaceItem(item)
      notify(`${product?.name ?? 'Produkt'} wurde aktualisiert.`)
    } else {
      model.store.addItem(item)
      if (product !== undefined) trackAddToCart(product, item, model.state.deliveryType, currency, branch.id)
      notify(`${product?.name ?? 'Produkt'} wurde in den Warenkorb gelegt.`)
    }
    setEditing(null)
  }
  const onEdit = (line: CartLine) => setEditing({ product: line.product, initial: line.item })

  return (
    <div className="menu-page">
      <section className="branch-intro">
        {image !== null ? (
          <div className="branch-intro__media">
            <Picture image={image} sizes="100vw" max="large" alt="" eager />
          </div>
        ) : null}
        <div className="branch-intro__content">
          {logo !== null ? (
            <span className="branch-intro__logo">
              <Picture image={logo} sizes="72px" max="thumbnail" alt={`Logo ${branch.name}`} eager />
            </span>
          ) : null}
          <div>
            <h1 className="branch-intro__title">{branch.name}</h1>
            <p className="branch-intro__meta">
              <OpenBadge branch={branch} now={now} />
              <span>{[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
            </p>
            <p className="branch-intro__hours muted">Heute: {todayText(model.branch.openingHours ?? [], now, branchTimeZone(model.branch))}</p>
            {branch.description ? <p className="branch-intro__description">{branch.description}</p> : null}
          </div>
        </div>
      </section>

      <div className="menu-layout">
        <div className="menu-layout__main">
          {notice !== null ? (
            <Notice tone="warning" role="status">
              {notice.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Notice>
          ) : null}
          {catalog.length > 1 ? (
            <CategoryBar categories={catalog.map((entry) => ({ id: entry.category.doc.id, name: entry.category.doc.name }))} />
          ) : null}
          {catalog.length > 0 ? <AllergenLegend /> : null}
          {catalog.length === 0 ? <p className="empty-state">Derzeit ist keine Speisekarte verfügbar.</p> : null}
          {catalog.map((entry) => (
            <section key={entry.category.doc.id} id={`category-${entry.category.doc.id}`} className="product-group" aria-labelledby={`category-title-${entry.category.doc.id}`}>
              <h2 id={`category-title-${entry.category.doc.id}`} className="product-group__title">
                {entry.category.doc.name}
              </h2>
              {entry.category.doc.description ? <p className="product-group__description muted">{entry.category.doc.description}</p> : null}
              <ul className="products">
                {entry.products.map(({ product, isAvailable }) => (
                  <ProductCard
                    key={product.doc.id}
                    product={product.doc}
                    isAvailable={isAvailable}
                    isSoldOut={isProductSoldOut(model.branch, model.branch.kitchenState, product.doc.id, now)}
                    currency={currency}
                    onOpen={(doc) => setEditing({ product: doc, initial: null })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="menu-layout__side">
          <div className="side-card">
            <h2 className="side-card__title">Ihre Bestellung</h2>
            <DeliveryControls model={model} />
            <CostLines model={model} />
            <MinimumOrderHint model={model} />
          </div>
          <CartPanel model={model} checkoutPath={paths.checkout(identifier, table)} notification={notification} onEdit={onEdit} />
        </div>
      </div>

      {editing !== null ? (
        <ItemOverlay
          product={editing.product}
          initial={editing.initial}
          deliveryType={model.state.deliveryType}
          currency={currency}
          onSubmit={onSubmit}
          onClose={() => setEditing(null)}
          isOptionSoldOut={(part, option) => isOptionSoldOut(model.branch, model.branch.kitchenState, editing.product.id, part, option, now)}
        />
      ) : null}
    </div>
  )
}

/** Route /store/:branchIdentifier (route name branch). */
export function MenuPage() {
  const { branchIdentifier: identifier } = useParams()
  const branch = useBranch(identifier)
  if (branch === null) return <NotFound />
  return <BranchMenu key={branch.id} branch={branch} />
}
