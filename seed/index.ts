/**
 * Demo data of the "Genusswerk" shop (`npm run seed`): idempotent — a repeated run finds every record by its
 * natural key, writes nothing and returns the same ids. Tests may call `seed(payload)` to get the ids.
 */
import type { Payload } from 'payload'

import { BRANCHES, type BranchKey, DIVISION, DONATEES, type RuleSeed, TAGS, type TagKey, WIEN_TABLES } from './data/business'
import { CATEGORIES, MENUS, type MenuKey, type ProductSeed, productSku } from './data/catalog'
import { type AllergenCode, parseAllergens } from '../domain/allergens'
import { DEMO_QUESTIONNAIRE_HASH, NAVIGATIONS, QUESTIONNAIRE } from './data/content'
import { REDIRECTS, REUSABLE_BLOCKS, SITES } from './data/sites'
import { CONFIG, DEMO_USERS, THEME } from './data/settings'
import { UNITS, type UnitKey } from './data/units'
import {
  type Id,
  type SeedContext,
  type SeedData,
  type SeedStats,
  createContext,
  hasCollection,
  updateGlobal,
  upsertBranch,
  upsertByKey,
  upsertCategory,
  upsertDivision,
  upsertDonatee,
  upsertMenu,
  upsertProduct,
  upsertTable,
  upsertTag,
  upsertUnit,
  upsertUser,
} from './factories'
import { type DemoHistoryResult, type DemoRecordIds, NO_HISTORY, seedDemoHistory, seedDemoRecords } from './demo'
import { type ImageKey, seedImages, seedProductPhoto } from './images'

export { DEMO_USERS } from './data/settings'
export { DEMO_QUESTIONNAIRE_HASH } from './data/content'
export type { BranchKey } from './data/business'

export interface SeedOptions {
  /** Progress lines (German), e.g. 'Filialen …'. */
  readonly log?: (message: string) => void
  /** The demo history's "today" (ms; default: now): its 60 days end the day before. */
  readonly now?: number
  /** Generate the 60 days of orders, visits, QR scans and working time (default true; `TRESEN_SEED_HISTORY=0` in seed/run.ts). */
  readonly history?: boolean
}

export interface SeedResult {
  readonly division: Id
  /** Branch ids by identifier: wien, graz, linz, salzburg-popup. */
  readonly branches: Readonly<Record<BranchKey, Id>>
  /** Wien's tables by identifier ('T1' … 'T8'). */
  readonly tables: Readonly<Record<string, Id>>
  readonly tags: Readonly<Record<TagKey, Id>>
  readonly donatees: readonly Id[]
  /** Unit ids by short name ('Stk', 'kg', 'Scheibe', '⅛ l', 'm²' …). */
  readonly units: Readonly<Record<UnitKey, Id>>
  readonly images: Readonly<Record<ImageKey, Id>>
  /** Category ids by key ('suppen', 'hauptspeisen', 'mittag', 'feinkost' …). */
  readonly categories: Readonly<Record<string, Id>>
  /** Product ids by key ('leberkaese', 'pizza-margherita', 'mittagsmenue-klassik' …); sku = `GW-${KEY}`. */
  readonly products: Readonly<Record<string, Id>>
  readonly menus: Readonly<Record<MenuKey, Id>>
  readonly users: Readonly<Record<keyof typeof DEMO_USERS, Id>>
  /** Null when the questionnaires collection is not available. */
  readonly questionnaire: { readonly id: Id; readonly publicHash: string } | null
  /** Site ids by path ('ueber-uns', 'catering', 'jobs'); empty when sites are not available. */
  readonly sites: Readonly<Record<string, Id>>
  /** Navigation ids by identifier (main, footer, social, legal); empty when not available. */
  readonly navigations: Readonly<Record<string, Id>>
  /** The demo's devices, TV, stream, QR codes and image templates. */
  readonly demo: DemoRecordIds
  /** What the history step wrote (all 0 and `created: false` when it was there already or switched off). */
  readonly history: DemoHistoryResult
  /** Collections that were skipped (not registered or without a table yet). */
  readonly skipped: readonly string[]
  /** Per collection: created, updated, unchanged. */
  readonly stats: SeedStats
  /** Records created or updated by this run (0 on a repeated run). */
  readonly changes: number
}

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

function must<K extends string>(map: Readonly<Partial<Record<K, Id>>>, key: K, what: string): Id {
  const id = map[key]
  if (id === undefined) throw new Error(`Seed-Daten: ${what} „${key}“ ist unbekannt.`)
  return id
}

const rules = (list: readonly RuleSeed[]) =>
  list.map((rule) => ({
    type: rule.type,
    date: rule.date ?? null,
    isClosed: rule.isClosed ?? false,
    // closed rules carry no times of their own; store a neutral value instead of the field defaults
    from: rule.from ?? '00:00',
    to: rule.to ?? '00:00',
  }))

/** Whether a collection can be seeded: registered in the config and its table exists. */
async function isAvailable(payload: Payload, slug: string): Promise<boolean> {
  if (!hasCollection(payload, slug)) return false
  const db = payload.db as unknown as {
    pool?: { query: (text: string, values: unknown[]) => Promise<{ rows: { t: unknown }[] }> }
  }
  if (db.pool) {
    const { rows } = await db.pool.query('select to_regclass($1)::text as t', [slug.replace(/-/g, '_')])
    return Boolean(rows[0]?.t)
  }
  try {
    await payload.count({ collection: slug as 'users', overrideAccess: true })
    return true
  } catch {
    return false
  }
}

/** The demo's letter codes; a code that is none of the 14 is a mistake in the demo data, not something to skip. */
function seedAllergens(text: string | undefined, what: string): AllergenCode[] {
  const { codes, unknown } = parseAllergens(text)
  if (unknown.length > 0) throw new Error(`Demo-Daten: unbekannte Allergene bei „${what}“: ${unknown.join(', ')}`)
  return codes
}

function productData(
  product: ProductSeed,
  units: Readonly<Record<UnitKey, Id>>,
  images: Readonly<Record<ImageKey, Id>>,
  photo: Id | null,
): SeedData<'products'> & { sku: string } {
  return {
    sku: productSku(product.key),
    name: product.name,
    description: product.description ?? null,
    allergens: seedAllergens(product.allergens, product.name),
    allergenFree: product.allergenFree === true,
    type: product.type,
    // its own photo first; a product without one shows the compact card (no category tile as a stand-in)
    images: [...(photo !== null ? [photo] : []), ...(product.images ?? []).map((key) => must(images, key, 'Bild'))],
    price: product.price,
    calculationModel: product.calculationModel ?? 'fixed',
    isPriceHidden: product.isPriceHidden ?? false,
    netQuantity: { amount: product.netQuantity?.amount ?? null, unit: product.netQuantity?.unit ?? null },
    isUnitPricePer100: product.isUnitPricePer100 ?? false,
    tax: product.tax,
    takeawayTax: product.takeawayTax ?? product.tax,
    dineInTax: product.dineInTax ?? product.tax,
    unit: must(units, product.unit, 'Einheit'),
    defaultUnit: product.defaultUnit ? must(units, product.defaultUnit, 'Einheit') : null,
    defaultQuantity: product.defaultQuantity ?? 1,
    minimumQuantity: product.minimumQuantity ?? null,
    maximumQuantity: product.maximumQuantity ?? null,
    quantityStepSize: product.quantityStepSize ?? null,
    alternativeUnits: (product.alternativeUnits ?? []).map((alternative) => ({
      unit: must(units, alternative.unit, 'Einheit'),
      ratio: alternative.ratio,
      calculationModel: alternative.calculationModel ?? 'fixed',
      minimumQuantity: alternative.minimumQuantity ?? null,
      maximumQuantity: alternative.maximumQuantity ?? null,
      quantityStepSize: alternative.quantityStepSize ?? null,
    })),
    isStepByStep: product.isStepByStep ?? false,
    config: {
      parts: (product.parts ?? []).map((part) => ({
        name: part.name,
        type: part.type,
        optional: part.optional ?? false,
        description: part.description ?? null,
        options: (part.options ?? []).map((option) => ({
          name: option.name,
          modifier: option.modifier,
          value: option.value,
          allergens: seedAllergens(option.allergens, option.name),
        })),
      })),
    },
    schedule: rules(product.schedule ?? []),
    isVisibleWhenUnavailable: product.isVisibleWhenUnavailable ?? false,
    isLeadTimeEnabled: product.leadTime !== undefined,
    leadTimeType: product.leadTime?.type ?? 'hours',
    leadTimeValue: product.leadTime?.value ?? 0,
    isEnabled: product.isEnabled ?? true,
  }
}

const changesOf = (stats: SeedStats) => Object.values(stats).reduce((sum, s) => sum + s.created + s.updated, 0)

function summary(ctx: SeedContext, collection: string, label: string) {
  const s = ctx.stats[collection]
  if (!s) return
  ctx.log(
    `${label}: ${s.created + s.updated + s.unchanged} (${s.created} neu, ${s.updated} aktualisiert, ${s.unchanged} unverändert)`,
  )
}

// ---------------------------------------------------------------------------
// seed
// ---------------------------------------------------------------------------

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const ctx = createContext(payload, options.log)
  const { log } = ctx
  const skipped: string[] = []

  log('Bilder …')
  const images = await seedImages(ctx)
  summary(ctx, 'images', 'Bilder')

  log('Einheiten …')
  const units: Partial<Record<UnitKey, Id>> = {}
  for (const unit of UNITS) {
    units[unit.shortName] = (await upsertUnit(ctx, { ...unit })).id
  }
  summary(ctx, 'units', 'Einheiten')
  const unitIds = units as Record<UnitKey, Id>

  log('Tags …')
  const tags: Partial<Record<TagKey, Id>> = {}
  for (const tag of TAGS) tags[tag.key] = (await upsertTag(ctx, { name: tag.name, image: null })).id
  summary(ctx, 'tags', 'Tags')

  log('Organisation …')
  const division = (
    await upsertDivision(ctx, {
      identifier: DIVISION.identifier,
      name: DIVISION.name,
      title: DIVISION.title,
      description: DIVISION.description,
      logo: must(images, DIVISION.logo, 'Bild'),
      timeTracking: {
        country: 'AT',
        holidayRegion: 'AT-9',
        breakMode: 'warn',
        roundingStep: '0',
        roundingStart: 'down',
        roundingEnd: 'down',
        holidayDaysPerYear: 25,
      },
    })
  ).id
  summary(ctx, 'divisions', 'Organisation')

  log('Filialen …')
  const branches: Partial<Record<BranchKey, Id>> = {}
  for (const { tags: tagKeys, images: imageKeys, openingHours, deliveryHours, deliveryAreas, ...branch } of BRANCHES) {
    const { id } = await upsertBranch(ctx, {
      ...branch,
      closedMessage: branch.closedMessage ?? null,
      orderableFrom: branch.orderableFrom ?? null,
      timeZone: 'Europe/Vienna',
      website: null,
      division,
      tags: tagKeys.map((key) => must(tags, key, 'Tag')),
      images: imageKeys.map((key) => must(images, key, 'Bild')),
      logo: must(images, 'logo', 'Bild'),
      openingHours: rules(openingHours),
      deliveryHours: rules(deliveryHours),
      deliveryAreas: deliveryAreas.map((area) => ({ ...area, postcodes: [...area.postcodes], note: area.note ?? null })),
    })
    branches[branch.identifier] = id
  }
  summary(ctx, 'branches', 'Filialen')
  const branchIds = branches as Record<BranchKey, Id>

  log('Tische …')
  const tables: Record<string, Id> = {}
  for (const table of WIEN_TABLES) {
    tables[table.identifier] = (await upsertTable(ctx, { ...table, branch: branchIds.wien })).id
  }
  summary(ctx, 'tables', 'Tische')

  log('Spendenempfänger …')
  const donatees: Id[] = []
  for (const donatee of DONATEES) donatees.push((await upsertDonatee(ctx, { ...donatee, website: null, logo: null })).id)
  summary(ctx, 'donatees', 'Spendenempfänger')

  log('Produkte …')
  const products: Record<string, Id> = {}
  for (const category of CATEGORIES) {
    for (const product of category.products) {
      if (products[product.key] !== undefined) throw new Error(`Seed-Daten: Produkt „${product.key}“ doppelt.`)
      const photo = await seedProductPhoto(ctx, product.key, product.name)
      products[product.key] = (await upsertProduct(ctx, productData(product, unitIds, images, photo))).id
    }
  }
  summary(ctx, 'products', 'Produkte')

  log('Kategorien …')
  const categories: Record<string, Id> = {}
  for (const category of CATEGORIES) {
    const { id } = await upsertCategory(ctx, {
      name: category.name,
      description: category.description ?? null,
      image: category.image ? must(images, category.image, 'Bild') : null,
      schedule: rules(category.schedule ?? []),
      isEnabled: true,
      isVisibleWhenUnavailable: category.isVisibleWhenUnavailable ?? false,
    })
    categories[category.key] = id
  }
  summary(ctx, 'categories', 'Kategorien')

  log('Speisekarten …')
  const menus: Partial<Record<MenuKey, Id>> = {}
  const allBranches = BRANCHES.map((branch) => branchIds[branch.identifier])
  for (const menu of MENUS) {
    const { id } = await upsertMenu(ctx, {
      name: menu.name,
      availableFrom: menu.availableFrom,
      branches: allBranches,
      catalog: menu.categories.map((key) => {
        const category = CATEGORIES.find((c) => c.key === key)
        if (!category) throw new Error(`Seed-Daten: Kategorie „${key}“ ist unbekannt.`)
        return {
          category: must(categories, key, 'Kategorie'),
          products: category.products.map((product) => must(products, product.key, 'Produkt')),
        }
      }),
    })
    menus[menu.key] = id
  }
  summary(ctx, 'menus', 'Speisekarten')

  log('Benutzer …')
  const users: Partial<Record<keyof typeof DEMO_USERS, Id>> = {}
  // the admin first: the first user ever created becomes admin anyway
  for (const key of ['admin', 'employee'] as const) {
    const { password, branches: branchKeys, roles, ...user } = DEMO_USERS[key]
    users[key] = (
      await upsertUser(ctx, { ...user, roles: [...roles], branches: branchKeys.map((b) => branchIds[b]) }, password)
    ).id
  }
  summary(ctx, 'users', 'Benutzer')

  log('Einstellungen …')
  await updateGlobal(ctx, 'config', CONFIG)
  const { images: themeImages, ...theme } = THEME
  await updateGlobal(ctx, 'theme', {
    ...theme,
    logo: must(images, themeImages.logo, 'Bild'),
    favicon: must(images, themeImages.favicon, 'Bild'),
    ogImage: must(images, themeImages.ogImage, 'Bild'),
    meta: { ...theme.meta, image: must(images, themeImages.ogImage, 'Bild') },
  })

  // -- content collections: seeded when registered and migrated -------------------------------

  const sites: Record<string, Id> = {}
  if (await isAvailable(payload, 'sites')) {
    log('Seiten …')
    const image = (key: string) => must(images, key as keyof typeof images, 'Bild')
    const reusable: Record<string, Id> = {}
    for (const block of REUSABLE_BLOCKS(image)) reusable[block.identifier] = (await upsertByKey(ctx, 'blocks', 'identifier', block)).id
    for (const site of SITES(image, reusable)) {
      sites[site.path] = (await upsertByKey(ctx, 'sites', 'path', { aiTask: null, ogImage: null, ...site })).id
    }
    for (const redirect of REDIRECTS) await upsertByKey(ctx, 'redirects', 'path', redirect)
    summary(ctx, 'sites', 'Seiten')
  } else skipped.push('sites')

  const navigations: Record<string, Id> = {}
  if (await isAvailable(payload, 'navigations')) {
    log('Navigationen …')
    for (const navigation of NAVIGATIONS) {
      const items = navigation.items.map(({ children, ...item }) => ({
        ...item,
        target: item.target ?? null,
        suffix: item.suffix ?? null,
        children: (children ?? []).map((child) => ({ ...child, target: child.target ?? null, suffix: child.suffix ?? null })),
      }))
      navigations[navigation.identifier] = (await upsertByKey(ctx, 'navigations', 'identifier', { ...navigation, items })).id
    }
    summary(ctx, 'navigations', 'Navigationen')
  } else skipped.push('navigations')

  let questionnaire: SeedResult['questionnaire'] = null
  if (await isAvailable(payload, 'questionnaires')) {
    log('Fragebogen …')
    const { id } = await upsertByKey(ctx, 'questionnaires', 'publicHash', { ...QUESTIONNAIRE })
    questionnaire = { id, publicHash: DEMO_QUESTIONNAIRE_HASH }
    summary(ctx, 'questionnaires', 'Fragebogen')
  } else skipped.push('questionnaires')

  log('Geräte, TV, QR-Codes, Bildvorlagen …')
  const demo = await seedDemoRecords(ctx, { branches: branchIds, tables, images })
  summary(ctx, 'devices', 'Geräte')
  summary(ctx, 'digital-signage-devices', 'TVs')
  summary(ctx, 'qr-codes', 'QR-Codes')
  summary(ctx, 'image-templates', 'Bildvorlagen')

  let history: DemoHistoryResult = NO_HISTORY
  if (options.history ?? true) {
    log('Verlauf der letzten 60 Tage (Bestellungen, Besuche, Scans, Arbeitszeit) …')
    const started = Date.now()
    const ids = { branches: branchIds, tables, employee: must(users, 'employee', 'Benutzer'), qrCodes: demo.qrCodes }
    history = await seedDemoHistory(payload, ids, { now: options.now })
    log(
      history.created
        ? `Verlauf: ${history.orders} Bestellungen, ${history.events} Ereignisse, ${history.qrScans} QR-Scans, ` +
            `${history.workingActivities} Arbeitszeiten in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
            `(Bestellungen ${history.seconds.orders.toFixed(1)} s, Besuche ${history.seconds.visits.toFixed(1)} s, Rollups ${history.seconds.rollup.toFixed(1)} s)`
        : 'Verlauf: bereits vorhanden, nichts geändert.',
    )
  }

  if (skipped.length) log(`Übersprungen (Sammlung noch nicht verfügbar): ${skipped.join(', ')}`)
  const changes = changesOf(ctx.stats) + (history.created ? 1 : 0)
  log(changes ? `Fertig: ${changes} Datensätze angelegt oder aktualisiert.` : 'Fertig: alles bereits aktuell, nichts geändert.')

  return {
    division,
    branches: branchIds,
    tables,
    tags: tags as Record<TagKey, Id>,
    donatees,
    units: unitIds,
    images,
    categories,
    products,
    menus: menus as Record<MenuKey, Id>,
    users: users as Record<keyof typeof DEMO_USERS, Id>,
    questionnaire,
    sites,
    navigations,
    demo,
    history,
    skipped,
    stats: ctx.stats,
    changes,
  }
}
