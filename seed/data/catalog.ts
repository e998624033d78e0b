/**
 * The catalogue: categories with their products in display order, and the two menus.
 * Prices are gross cents per `unit`; tax rates are percent (Austria: food 10 %, drinks and goods 20 %,
 * vouchers 0 %). Every product type, unit type, calculation model, part type, option modifier and
 * lead-time type occurs at least once; see the comments at the products that cover a case.
 */
import type { CalculationModel, LeadTimeType, PartModifier, PartType } from '../../domain/types'
import type { NetQuantityUnit } from '../../domain/unit-price'
import type { ImageKey } from '../images'
import type { RuleSeed } from './business'
import type { UnitKey } from './units'

export interface OptionSeed {
  readonly name: string
  readonly modifier: PartModifier
  /** Cents, gross. */
  readonly value: number
  /** Letter codes the option adds to its product ("G"). */
  readonly allergens?: string
}

export interface PartSeed {
  readonly name: string
  readonly type: PartType
  readonly optional?: boolean
  readonly description?: string
  readonly options?: readonly OptionSeed[]
}

export interface QuantitySeed {
  readonly minimumQuantity?: number
  readonly maximumQuantity?: number
  readonly quantityStepSize?: number
}

export interface AlternativeUnitSeed extends QuantitySeed {
  readonly unit: UnitKey
  /** Product units per one alternative unit (1 Scheibe = 0.1 kg → 0.1). */
  readonly ratio: number
  readonly calculationModel?: CalculationModel
}

export interface ProductSeed extends QuantitySeed {
  /** Stable key; the product's sku is `GW-${KEY}`. */
  readonly key: string
  readonly name: string
  readonly description?: string
  /** The Austrian letter codes ("A, C, G"; domain/allergens.ts), or `allergenFree` (every product declares one). */
  readonly allergens?: string
  readonly allergenFree?: true
  readonly type: 'simple' | 'configurable' | 'bundle'
  readonly price: number
  /** Delivery, takeaway and dine-in tax in percent (one rate for all three unless given). */
  readonly tax: number
  readonly takeawayTax?: number
  readonly dineInTax?: number
  readonly unit: UnitKey
  readonly defaultUnit?: UnitKey
  readonly defaultQuantity?: number
  readonly calculationModel?: CalculationModel
  readonly isPriceHidden?: boolean
  /** Füllmenge of a piece (issue 34): the storefront shows its unit price per 1 kg / 1 l. */
  readonly netQuantity?: { readonly amount: number; readonly unit: NetQuantityUnit }
  /** Unit price per 100 g / 100 ml (Austria: sausage, ham, cheese …; docs/compliance.md „Preise“). */
  readonly isUnitPricePer100?: boolean
  readonly alternativeUnits?: readonly AlternativeUnitSeed[]
  readonly isStepByStep?: boolean
  readonly parts?: readonly PartSeed[]
  readonly schedule?: readonly RuleSeed[]
  readonly isVisibleWhenUnavailable?: boolean
  readonly leadTime?: { readonly type: LeadTimeType; readonly value: number }
  readonly isEnabled?: boolean
  readonly images?: readonly ImageKey[]
}

export interface CategorySeed {
  readonly key: string
  readonly name: string
  readonly description?: string
  readonly image?: ImageKey
  readonly schedule?: readonly RuleSeed[]
  readonly isVisibleWhenUnavailable?: boolean
  readonly products: readonly ProductSeed[]
}

export const productSku = (key: string) => `GW-${key.toUpperCase()}`

const FOOD = 10
const DRINK = 20
const GOODS = 20

// -- shared parts -------------------------------------------------------------------------------

const pizzaSize = (small: number, normal: number, family: number): PartSeed => ({
  name: 'Größe',
  type: 'select',
  options: [
    { name: 'Klein (26 cm)', modifier: 'overwrite', value: small },
    { name: 'Normal (32 cm)', modifier: 'overwrite', value: normal },
    { name: 'Familie (45 cm)', modifier: 'overwrite', value: family },
  ],
})

const pizzaExtras: PartSeed = {
  name: 'Extras',
  type: 'multiselect',
  optional: true,
  options: [
    { name: 'Büffelmozzarella', modifier: 'add', value: 250, allergens: 'G' },
    { name: 'Rohschinken', modifier: 'add', value: 300 },
    { name: 'Rucola', modifier: 'add', value: 150 },
    { name: 'Champignons', modifier: 'add', value: 120 },
    { name: 'Extra scharf', modifier: 'add', value: 0 },
  ],
}

/** An optional select: the customer may pick one side dish or none (clicking again deselects). */
const burgerSide: PartSeed = {
  name: 'Beilage',
  type: 'select',
  optional: true,
  description: 'Optional – ohne Beilage bleibt der Preis gleich.',
  options: [
    { name: 'Pommes frites', modifier: 'add', value: 350 },
    { name: 'Süßkartoffel-Pommes', modifier: 'add', value: 450 },
    { name: 'Kleiner Salat', modifier: 'add', value: 300, allergens: 'M, O' },
  ],
}

const lunchSoup: PartSeed = {
  name: 'Suppe',
  type: 'select',
  options: [
    { name: 'Frittatensuppe', modifier: 'add', value: 0, allergens: 'A, C, G, L' },
    { name: 'Leberknödelsuppe', modifier: 'add', value: 0, allergens: 'A, C, G, L' },
    { name: 'Kürbiscremesuppe', modifier: 'add', value: 0, allergens: 'G, L' },
  ],
}

const lunchDrink: PartSeed = {
  name: 'Getränk',
  type: 'select',
  optional: true,
  options: [
    { name: 'Mineralwasser 0,33 l', modifier: 'add', value: 150 },
    { name: 'Almdudler 0,35 l', modifier: 'add', value: 250 },
    { name: 'Apfelsaft gespritzt 0,3 l', modifier: 'add', value: 200 },
  ],
}

/** Lunch Mo–Fr: one daily rule, overridden by closed Saturday and Sunday rules. */
const LUNCH_SCHEDULE: RuleSeed[] = [
  { type: 'daily', from: '11:00', to: '14:30' },
  { type: 'saturday', isClosed: true },
  { type: 'sunday', isClosed: true },
]

// -- categories --------------------------------------------------------------------------------

export const CATEGORIES: readonly CategorySeed[] = [
  {
    key: 'suppen',
    name: 'Suppen',
    description: 'Klare Suppen und Cremesuppen, täglich frisch angesetzt.',
    image: 'cat-suppen',
    products: [
      {
        key: 'frittatensuppe',
        name: 'Frittatensuppe',
        description: 'Kräftige Rindsuppe mit hausgemachten Frittaten.',
        allergens: 'A, C, G, L',
        type: 'simple',
        price: 490,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'leberknoedelsuppe',
        name: 'Leberknödelsuppe',
        description: 'Rindsuppe mit flaumigem Leberknödel und Schnittlauch.',
        allergens: 'A, C, G, L',
        type: 'simple',
        price: 520,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'gulaschsuppe',
        name: 'Gulaschsuppe',
        description: 'Mit Erdäpfeln, Paprika und Kümmel, dazu eine Semmel.',
        allergens: 'A',
        type: 'simple',
        price: 690,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'kuerbiscremesuppe',
        name: 'Kürbiscremesuppe',
        description: 'Hokkaido-Kürbis, Ingwer, ein Schuss steirisches Kürbiskernöl. Vegetarisch.',
        allergens: 'G, L',
        type: 'simple',
        price: 580,
        tax: FOOD,
        unit: 'Portion',
      },
    ],
  },
  {
    key: 'vorspeisen',
    name: 'Vorspeisen & Salate',
    description: 'Zum Teilen oder als leichtes Hauptgericht.',
    products: [
      {
        key: 'backhendlsalat',
        name: 'Steirischer Backhendlsalat',
        description: 'Knusprige Hendlstreifen auf Blattsalat mit Kürbiskernöl und Kernen.',
        allergens: 'A, C, G, M, O',
        type: 'simple',
        price: 1290,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        // option modifier "subtract": the small salad is cheaper
        key: 'gemischter-salat',
        name: 'Gemischter Salat',
        description: 'Blattsalate, Gurke, Tomate, Erdäpfel und Kraut.',
        allergens: 'M, O',
        type: 'configurable',
        price: 690,
        tax: FOOD,
        unit: 'Portion',
        parts: [
          {
            name: 'Größe',
            type: 'select',
            options: [
              { name: 'Beilagensalat', modifier: 'subtract', value: 250 },
              { name: 'Große Schüssel', modifier: 'add', value: 0 },
            ],
          },
          {
            name: 'Dressing',
            type: 'select',
            options: [
              { name: 'Kernöl-Essig', modifier: 'add', value: 0 },
              { name: 'Joghurt-Kräuter', modifier: 'add', value: 0, allergens: 'G' },
              { name: 'Balsamico', modifier: 'add', value: 0 },
            ],
          },
        ],
      },
      {
        key: 'liptauerbrot',
        name: 'Liptauerbrot',
        description: 'Schwarzbrot mit pikantem Topfenaufstrich, Radieschen und Schnittlauch.',
        allergens: 'A, G',
        type: 'simple',
        price: 590,
        tax: FOOD,
        unit: 'Stk',
      },
      {
        key: 'beef-tatar',
        name: 'Beef Tatar',
        description: 'Vom Almochsen, mit Toast und Butter.',
        allergens: 'A, C, G, M',
        type: 'simple',
        price: 1490,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'rote-rueben-carpaccio',
        name: 'Rote-Rüben-Carpaccio',
        description: 'Mit Ziegenfrischkäse, Walnüssen und Kren. Vegetarisch.',
        allergens: 'G, H',
        type: 'simple',
        price: 890,
        tax: FOOD,
        unit: 'Portion',
      },
    ],
  },
  {
    key: 'hauptspeisen',
    name: 'Hauptspeisen',
    description: 'Wiener Wirtshausklassiker.',
    image: 'cat-hauptspeisen',
    products: [
      {
        key: 'wiener-schnitzel',
        name: 'Wiener Schnitzel vom Kalb',
        description: 'In Butterschmalz herausgebacken, mit Preiselbeeren und Zitrone.',
        allergens: 'A, C, G',
        type: 'configurable',
        price: 2190,
        tax: FOOD,
        unit: 'Portion',
        parts: [
          {
            name: 'Beilage',
            type: 'select',
            options: [
              { name: 'Petersilerdäpfel', modifier: 'add', value: 0 },
              { name: 'Erdäpfel-Vogerlsalat', modifier: 'add', value: 0 },
              { name: 'Pommes frites', modifier: 'add', value: 0 },
              { name: 'Reis', modifier: 'add', value: 0 },
            ],
          },
        ],
      },
      {
        key: 'tafelspitz',
        name: 'Tafelspitz',
        description: 'Mit Rösterdäpfeln, Apfelkren, Schnittlauchsauce und Cremespinat.',
        allergens: 'A, C, G, L',
        type: 'simple',
        price: 2390,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'zwiebelrostbraten',
        name: 'Zwiebelrostbraten',
        description: 'Beiried mit Röstzwiebeln und Braterdäpfeln.',
        allergens: 'A, L',
        type: 'simple',
        price: 2490,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'kaesespaetzle',
        name: 'Käsespätzle',
        description: 'Mit Bergkäse und Röstzwiebeln. Vegetarisch.',
        allergens: 'A, C, G',
        type: 'simple',
        price: 1490,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'fiakergulasch',
        name: 'Fiakergulasch',
        description: 'Rindsgulasch mit Spiegelei, Würstel, Essiggurkerl und Semmelknödel.',
        allergens: 'A, C, G, M',
        type: 'simple',
        price: 1690,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        // lead time in minutes
        key: 'backhendl-ganz',
        name: 'Ganzes Backhendl (für 2 Personen)',
        description: 'Frisch paniert und herausgebacken, mit Erdäpfelsalat. Bitte 45 Minuten Vorlaufzeit einplanen.',
        allergens: 'A, C, G, M',
        type: 'simple',
        price: 3490,
        tax: FOOD,
        unit: 'Stk',
        leadTime: { type: 'minutes', value: 45 },
      },
      {
        // product schedule: only on Sundays, visible (but not orderable) on other days
        key: 'sonntagsbraten',
        name: 'Sonntagsbraten',
        description: 'Schweinsbraten mit Semmelknödel und warmem Krautsalat – nur sonntags.',
        allergens: 'A, C, G',
        type: 'simple',
        price: 1690,
        tax: FOOD,
        unit: 'Portion',
        schedule: [{ type: 'sunday', from: '11:00', to: '15:00' }],
        isVisibleWhenUnavailable: true,
      },
      {
        // disabled product (seasonal, not shown)
        key: 'baerlauchrisotto',
        name: 'Bärlauchrisotto',
        description: 'Saisonal im Frühling.',
        allergens: 'G, L',
        type: 'simple',
        price: 1590,
        tax: FOOD,
        unit: 'Portion',
        isEnabled: false,
      },
    ],
  },
  {
    key: 'pizza',
    name: 'Pizza & Flammkuchen',
    description: 'Aus dem Steinofen, 48 Stunden gereifter Teig.',
    image: 'cat-pizza',
    products: [
      {
        // select with "overwrite" options, multiselect with "add" options
        key: 'pizza-margherita',
        name: 'Pizza Margherita',
        description: 'Tomate, Fior di Latte, Basilikum.',
        allergens: 'A, G',
        type: 'configurable',
        price: 1090,
        tax: FOOD,
        unit: 'Stk',
        parts: [pizzaSize(890, 1090, 1990), pizzaExtras],
      },
      {
        key: 'pizza-diavola',
        name: 'Pizza Diavola',
        description: 'Tomate, Mozzarella, scharfe Salami, Chili.',
        allergens: 'A, G',
        type: 'configurable',
        price: 1290,
        tax: FOOD,
        unit: 'Stk',
        parts: [pizzaSize(1090, 1290, 2290), pizzaExtras],
      },
      {
        // step-by-step configurable product with an optional free-text step
        key: 'pizza-nach-wahl',
        name: 'Pizza nach Wahl',
        description: 'Schritt für Schritt zur eigenen Pizza: Größe, Sauce, Beläge.',
        allergens: 'A, G',
        type: 'configurable',
        price: 990,
        tax: FOOD,
        unit: 'Stk',
        isStepByStep: true,
        parts: [
          pizzaSize(790, 990, 1790),
          {
            name: 'Sauce',
            type: 'select',
            options: [
              { name: 'Tomate', modifier: 'add', value: 0 },
              { name: 'Crème fraîche', modifier: 'add', value: 0 },
              { name: 'Basilikumpesto', modifier: 'add', value: 100 },
            ],
          },
          {
            name: 'Beläge',
            type: 'multiselect',
            description: 'Mindestens ein Belag.',
            options: [
              { name: 'Mozzarella', modifier: 'add', value: 100 },
              { name: 'Schinken', modifier: 'add', value: 200 },
              { name: 'Salami', modifier: 'add', value: 200 },
              { name: 'Paprika', modifier: 'add', value: 100 },
              { name: 'Oliven', modifier: 'add', value: 100 },
              { name: 'Zwiebel', modifier: 'add', value: 50 },
            ],
          },
          { name: 'Extrawunsch', type: 'text', optional: true, description: 'z. B. „gut durchgebacken“' },
        ],
      },
      {
        key: 'flammkuchen',
        name: 'Flammkuchen Elsässer Art',
        description: 'Sauerrahm, Speck, Zwiebel.',
        allergens: 'A, G',
        type: 'simple',
        price: 1190,
        tax: FOOD,
        unit: 'Stk',
      },
      {
        key: 'knoblauchbrot',
        name: 'Pizzabrot mit Knoblauch',
        description: 'Mit Rosmarin und Meersalz.',
        allergens: 'A',
        type: 'simple',
        price: 490,
        tax: FOOD,
        unit: 'Stk',
      },
    ],
  },
  {
    key: 'burger',
    name: 'Burger & Bowls',
    image: 'cat-burger',
    products: [
      {
        // required select, optional select, multiselect with "subtract" options
        key: 'genusswerk-burger',
        name: 'Genusswerk Burger',
        description: '180 g Almochse, Bergkäse, Speckmarmelade, Brioche-Bun.',
        allergens: 'A, C, G, M',
        type: 'configurable',
        price: 1490,
        tax: FOOD,
        unit: 'Stk',
        parts: [
          {
            name: 'Garstufe',
            type: 'select',
            options: [
              { name: 'Medium', modifier: 'add', value: 0 },
              { name: 'Durch', modifier: 'add', value: 0 },
            ],
          },
          burgerSide,
          {
            name: 'Ohne',
            type: 'multiselect',
            optional: true,
            options: [
              { name: 'Ohne Käse', modifier: 'subtract', value: 100 },
              { name: 'Ohne Speckmarmelade', modifier: 'subtract', value: 80 },
              { name: 'Ohne Zwiebel', modifier: 'subtract', value: 0 },
            ],
          },
        ],
      },
      {
        key: 'veggie-burger',
        name: 'Veggie Burger',
        description: 'Kichererbsen-Laibchen, Avocado, Tomate, Kräutermayo.',
        allergens: 'A, C, G, M',
        type: 'configurable',
        price: 1390,
        tax: FOOD,
        unit: 'Stk',
        parts: [burgerSide],
      },
      {
        key: 'buddha-bowl',
        name: 'Buddha Bowl',
        description: 'Quinoa, Ofengemüse, Hummus, Granatapfel.',
        allergens: 'F, H, N',
        type: 'configurable',
        price: 1290,
        tax: FOOD,
        unit: 'Portion',
        parts: [
          {
            name: 'Protein',
            type: 'select',
            options: [
              { name: 'Räuchertofu', modifier: 'add', value: 0 },
              { name: 'Hendlbrust', modifier: 'add', value: 250 },
              { name: 'Lachs', modifier: 'add', value: 400 },
            ],
          },
        ],
      },
      {
        key: 'pommes',
        name: 'Pommes frites',
        allergenFree: true,
        description: 'Mit Ketchup oder Mayo.',
        type: 'simple',
        price: 450,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        // piece unit with minimum, maximum and step size
        key: 'chicken-wings',
        name: 'Chicken Wings',
        description: 'Im 6er-Schritt, mit BBQ-Dip.',
        allergens: 'A, M',
        type: 'simple',
        price: 150,
        tax: FOOD,
        unit: 'Stk',
        defaultQuantity: 6,
        minimumQuantity: 6,
        maximumQuantity: 36,
        quantityStepSize: 6,
      },
    ],
  },
  {
    key: 'mittag',
    name: 'Mittagsmenüs',
    description: 'Montag bis Freitag von 11:00 bis 14:30.',
    image: 'cat-mittag',
    // category schedule: lunch on weekdays only, visible outside that time
    schedule: LUNCH_SCHEDULE,
    isVisibleWhenUnavailable: true,
    products: [
      {
        // a lunch menu (configurable: only configurable products have parts, SF §5), step by step, optional dessert
        key: 'mittagsmenue-klassik',
        name: 'Mittagsmenü Klassik',
        description: 'Suppe, Hauptspeise und auf Wunsch ein Dessert.',
        allergens: 'A, C, G, L',
        type: 'configurable',
        price: 1190,
        tax: FOOD,
        unit: 'Stk',
        isStepByStep: true,
        parts: [
          lunchSoup,
          {
            name: 'Hauptspeise',
            type: 'select',
            options: [
              { name: 'Schnitzel vom Schwein', modifier: 'add', value: 0 },
              { name: 'Fiakergulasch', modifier: 'add', value: 0 },
              { name: 'Käsespätzle', modifier: 'add', value: 0 },
              { name: 'Wiener Schnitzel vom Kalb', modifier: 'add', value: 400 },
            ],
          },
          {
            name: 'Dessert',
            type: 'select',
            optional: true,
            options: [
              { name: 'Apfelstrudel', modifier: 'add', value: 250 },
              { name: 'Topfenpalatschinke', modifier: 'add', value: 250 },
            ],
          },
        ],
      },
      {
        key: 'mittagsmenue-vegetarisch',
        name: 'Mittagsmenü Vegetarisch',
        description: 'Suppe, vegetarische Hauptspeise, Getränk nach Wahl.',
        allergens: 'A, C, G',
        type: 'configurable',
        price: 1090,
        tax: FOOD,
        unit: 'Stk',
        isStepByStep: true,
        parts: [
          lunchSoup,
          {
            name: 'Hauptspeise',
            type: 'select',
            options: [
              { name: 'Käsespätzle', modifier: 'add', value: 0 },
              { name: 'Buddha Bowl', modifier: 'add', value: 0 },
              { name: 'Veggie Burger', modifier: 'add', value: 100 },
            ],
          },
          lunchDrink,
        ],
      },
      {
        // a lunch menu shown on one page (not step by step)
        key: 'business-lunch-box',
        name: 'Business-Lunch-Box',
        description: 'Hauptgericht und Getränk in der Mehrwegbox – ideal fürs Büro.',
        allergens: 'A, C, G',
        type: 'configurable',
        price: 1290,
        tax: FOOD,
        unit: 'Stk',
        parts: [
          {
            name: 'Hauptgericht',
            type: 'select',
            options: [
              { name: 'Backhendlsalat', modifier: 'add', value: 0 },
              { name: 'Buddha Bowl', modifier: 'add', value: 0 },
              { name: 'Tafelspitz-Sandwich', modifier: 'add', value: 0 },
            ],
          },
          lunchDrink,
        ],
      },
      {
        // priced per person, 2–8 persons
        key: 'familien-box',
        name: 'Familien-Box',
        description: 'Schnitzel, Backhendl und Beilagen zum Teilen – Preis pro Person.',
        allergens: 'A, C, G, M',
        type: 'configurable',
        price: 990,
        tax: FOOD,
        unit: 'Person',
        defaultQuantity: 4,
        minimumQuantity: 2,
        maximumQuantity: 8,
        quantityStepSize: 1,
        parts: [
          {
            name: 'Beilagen',
            type: 'multiselect',
            options: [
              { name: 'Erdäpfelsalat', modifier: 'add', value: 0 },
              { name: 'Pommes frites', modifier: 'add', value: 0 },
              { name: 'Reis', modifier: 'add', value: 0 },
              { name: 'Gemischter Salat', modifier: 'add', value: 150 },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'feinkost',
    name: 'Feinkost & Fleischerei',
    description: 'Aus der Vitrine – nach Gewicht, frisch aufgeschnitten.',
    image: 'cat-feinkost',
    products: [
      {
        // priced per kg, sold alternatively per slice (1 Scheibe ≈ 0.1 kg) or per dag
        key: 'leberkaese',
        name: 'Leberkäse',
        description: 'Frisch aus dem Rohr. Pro Kilogramm, in Scheiben (ca. 100 g) oder in Dekagramm.',
        allergens: 'A, G',
        type: 'simple',
        price: 1690,
        tax: FOOD,
        unit: 'kg',
        defaultQuantity: 0.5,
        minimumQuantity: 0.1,
        maximumQuantity: 5,
        quantityStepSize: 0.05,
        alternativeUnits: [
          {
            unit: 'Scheibe',
            ratio: 0.1,
            calculationModel: 'approximate',
            minimumQuantity: 1,
            maximumQuantity: 20,
            quantityStepSize: 1,
          },
          { unit: 'dag', ratio: 0.01, minimumQuantity: 10, maximumQuantity: 500, quantityStepSize: 5 },
        ],
      },
      {
        // calculation model "approximate" (ca.)
        key: 'bergkaese',
        name: 'Vorarlberger Bergkäse',
        description: '12 Monate gereift. Das Stück wiegt ca. 250 g, abgerechnet wird das tatsächliche Gewicht.',
        allergens: 'G',
        type: 'simple',
        price: 2890,
        tax: FOOD,
        unit: 'kg',
        calculationModel: 'approximate',
        minimumQuantity: 0.1,
        maximumQuantity: 3,
        quantityStepSize: 0.05,
        alternativeUnits: [
          {
            unit: 'Stk',
            ratio: 0.25,
            calculationModel: 'approximate',
            minimumQuantity: 1,
            maximumQuantity: 12,
            quantityStepSize: 1,
          },
          {
            unit: 'g',
            ratio: 0.001,
            calculationModel: 'approximate',
            minimumQuantity: 100,
            maximumQuantity: 3000,
            quantityStepSize: 50,
          },
        ],
      },
      {
        // priced per dag (Austrian deli style)
        key: 'beinschinken',
        name: 'Beinschinken',
        allergenFree: true,
        description: 'Über Buchenholz gegart. Preis pro Dekagramm.',
        type: 'simple',
        price: 249,
        tax: FOOD,
        unit: 'dag',
        // ham: Austria allows the unit price per 100 g (Grundpreisauszeichnungsverordnung § 3)
        isUnitPricePer100: true,
        defaultQuantity: 10,
        minimumQuantity: 5,
        maximumQuantity: 200,
        quantityStepSize: 5,
        alternativeUnits: [
          { unit: 'kg', ratio: 100, minimumQuantity: 0.5, maximumQuantity: 2, quantityStepSize: 0.5 },
          {
            unit: 'Scheibe',
            ratio: 3,
            calculationModel: 'approximate',
            minimumQuantity: 2,
            maximumQuantity: 40,
            quantityStepSize: 1,
          },
        ],
      },
      {
        // volume: per litre, alternatively in millilitres
        key: 'kuerbiskernoel',
        name: 'Steirisches Kürbiskernöl g.g.A.',
        allergenFree: true,
        description: 'Aus der Südsteiermark, abgefüllt in 0,25-l-Schritten.',
        type: 'simple',
        price: 3600,
        tax: FOOD,
        unit: 'l',
        defaultQuantity: 0.5,
        minimumQuantity: 0.25,
        maximumQuantity: 3,
        quantityStepSize: 0.25,
        alternativeUnits: [{ unit: 'ml', ratio: 0.001, minimumQuantity: 250, maximumQuantity: 3000, quantityStepSize: 250 }],
      },
      {
        key: 'erdaepfelsalat',
        name: 'Erdäpfelsalat',
        description: 'Mit Essig, Öl und Zwiebel – wie bei der Oma.',
        allergens: 'M',
        type: 'simple',
        price: 1290,
        tax: FOOD,
        unit: 'kg',
        calculationModel: 'approximate',
        defaultQuantity: 0.5,
        minimumQuantity: 0.25,
        maximumQuantity: 5,
        quantityStepSize: 0.25,
        alternativeUnits: [{ unit: 'g', ratio: 0.001, minimumQuantity: 250, maximumQuantity: 5000, quantityStepSize: 50 }],
      },
      {
        // lead time in hours: baked to order
        key: 'bauernbrot',
        name: 'Bauernbrot (1-kg-Laib)',
        description: 'Sauerteig, im Holzofen gebacken. Bitte 12 Stunden vorher bestellen.',
        allergens: 'A',
        type: 'simple',
        price: 590,
        tax: FOOD,
        unit: 'Stk',
        leadTime: { type: 'hours', value: 12 },
      },
    ],
  },
  {
    key: 'desserts',
    name: 'Desserts & Mehlspeisen',
    image: 'cat-desserts',
    products: [
      {
        key: 'apfelstrudel',
        name: 'Apfelstrudel',
        description: 'Mit Vanillesauce oder Schlagobers.',
        allergens: 'A, C, G',
        type: 'simple',
        price: 590,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        key: 'sachertorte',
        name: 'Sachertorte',
        description: 'Ein Stück, mit Schlagobers.',
        allergens: 'A, C, G, H',
        type: 'simple',
        price: 650,
        tax: FOOD,
        unit: 'Stk',
      },
      {
        key: 'kaiserschmarrn',
        name: 'Kaiserschmarrn',
        description: 'Mit Zwetschkenröster.',
        allergens: 'A, C, G',
        type: 'simple',
        price: 1290,
        tax: FOOD,
        unit: 'Portion',
      },
      {
        // pair unit
        key: 'topfenpalatschinken',
        name: 'Topfenpalatschinken',
        description: 'Ein Paar, mit Vanillesauce.',
        allergens: 'A, C, G',
        type: 'simple',
        price: 890,
        tax: FOOD,
        unit: 'Paar',
      },
      {
        // image part (required), text, textarea; lead time in days; calculation model "minimum" (ab)
        key: 'fototorte',
        name: 'Fototorte',
        description: 'Ihr Lieblingsfoto als essbarer Druck auf Schoko- oder Vanilletorte. 3 Tage Vorlaufzeit.',
        allergens: 'A, C, G',
        type: 'configurable',
        price: 4900,
        tax: FOOD,
        unit: 'Stk',
        calculationModel: 'minimum',
        leadTime: { type: 'days', value: 3 },
        parts: [
          {
            name: 'Größe',
            type: 'select',
            options: [
              { name: 'Ø 16 cm (6–8 Stück)', modifier: 'overwrite', value: 4900 },
              { name: 'Ø 20 cm (10–12 Stück)', modifier: 'overwrite', value: 6500 },
              { name: 'Ø 26 cm (16–20 Stück)', modifier: 'overwrite', value: 8900 },
            ],
          },
          { name: 'Foto', type: 'image', description: 'JPG, PNG oder GIF, möglichst im Querformat.' },
          { name: 'Aufschrift', type: 'text', description: 'z. B. „Alles Gute, Anna!“' },
          { name: 'Besondere Wünsche', type: 'textarea', optional: true },
        ],
      },
      {
        // hidden price; images part; lead time in weeks
        key: 'hochzeitstorte',
        name: 'Hochzeitstorte nach Wunsch',
        description: 'Mehrstöckig, nach Ihren Vorstellungen. Preis nach Absprache.',
        allergens: 'A, C, G, H',
        type: 'configurable',
        price: 25000,
        tax: FOOD,
        unit: 'Stk',
        calculationModel: 'minimum',
        isPriceHidden: true,
        leadTime: { type: 'weeks', value: 3 },
        parts: [
          {
            name: 'Etagen',
            type: 'select',
            options: [
              { name: '2 Etagen', modifier: 'add', value: 0 },
              { name: '3 Etagen', modifier: 'add', value: 9000 },
              { name: '4 Etagen', modifier: 'add', value: 18000 },
            ],
          },
          { name: 'Inspirationsbilder', type: 'images', optional: true },
          { name: 'Ihre Vorstellungen', type: 'textarea', description: 'Geschmack, Farben, Dekoration, Anzahl Gäste.' },
        ],
      },
    ],
  },
  {
    key: 'getraenke',
    name: 'Getränke',
    image: 'cat-getraenke',
    products: [
      { key: 'almdudler', allergenFree: true, name: 'Almdudler 0,35 l', type: 'simple', price: 390, tax: DRINK, unit: 'Stk', netQuantity: { amount: 0.35, unit: 'l' } },
      { key: 'roemerquelle', allergenFree: true, name: 'Römerquelle prickelnd 0,33 l', type: 'simple', price: 350, tax: DRINK, unit: 'Stk', netQuantity: { amount: 0.33, unit: 'l' } },
      {
        // select overwrite on a drink
        key: 'apfelsaft-gespritzt',
        name: 'Apfelsaft gespritzt',
        allergenFree: true,
        type: 'configurable',
        price: 350,
        tax: DRINK,
        unit: 'Stk',
        parts: [
          {
            name: 'Größe',
            type: 'select',
            options: [
              { name: 'Seidl 0,3 l', modifier: 'overwrite', value: 350 },
              { name: 'Krügerl 0,5 l', modifier: 'overwrite', value: 450 },
            ],
          },
        ],
      },
      {
        // priced per litre, ordered by the eighth or quarter (⅛ l, ¼ l), default unit ⅛ l
        key: 'gruener-veltliner',
        name: 'Grüner Veltliner Federspiel',
        description: 'Wachau. Glasweise als Achtel oder Viertel, oder offen pro Liter.',
        allergens: 'O',
        type: 'simple',
        price: 2400,
        tax: DRINK,
        unit: 'l',
        defaultUnit: '⅛ l',
        minimumQuantity: 0.125,
        maximumQuantity: 2,
        quantityStepSize: 0.125,
        alternativeUnits: [
          { unit: '⅛ l', ratio: 0.125, minimumQuantity: 1, maximumQuantity: 16, quantityStepSize: 1 },
          { unit: '¼ l', ratio: 0.25, minimumQuantity: 1, maximumQuantity: 8, quantityStepSize: 1 },
        ],
      },
      {
        key: 'zweigelt',
        name: 'Blauer Zweigelt',
        description: 'Carnuntum. Glasweise als Achtel oder Viertel.',
        allergens: 'O',
        type: 'simple',
        price: 2600,
        tax: DRINK,
        unit: 'l',
        defaultUnit: '⅛ l',
        minimumQuantity: 0.125,
        maximumQuantity: 2,
        quantityStepSize: 0.125,
        alternativeUnits: [
          { unit: '⅛ l', ratio: 0.125, minimumQuantity: 1, maximumQuantity: 16, quantityStepSize: 1 },
          { unit: '¼ l', ratio: 0.25, minimumQuantity: 1, maximumQuantity: 8, quantityStepSize: 1 },
        ],
      },
      {
        // centilitre unit with a step: a shot of schnapps
        key: 'marillenbrand',
        name: 'Wachauer Marillenbrand',
        allergenFree: true,
        description: 'Pro 2 cl.',
        type: 'simple',
        price: 230,
        tax: DRINK,
        unit: 'cl',
        defaultQuantity: 2,
        minimumQuantity: 2,
        maximumQuantity: 10,
        quantityStepSize: 2,
      },
      { key: 'stiegl', name: 'Stiegl Goldbräu 0,5 l', allergens: 'A', type: 'simple', price: 490, tax: DRINK, unit: 'Stk', netQuantity: { amount: 0.5, unit: 'l' } },
      { key: 'melange', name: 'Wiener Melange', allergens: 'G', type: 'simple', price: 420, tax: DRINK, unit: 'Stk' },
    ],
  },
  {
    key: 'catering',
    name: 'Catering & Events',
    description: 'Buffets und Ausstattung für Ihr Fest – auf Anfrage mit persönlichem Angebot.',
    image: 'cat-catering',
    products: [
      {
        // per person, minimum price model, lead time in weeks
        key: 'buffet-wiener-art',
        name: 'Buffet „Wiener Art“',
        description: 'Vorspeisen, zwei Hauptgerichte, Beilagen und Mehlspeisen. Ab 10 Personen.',
        allergens: 'A, C, G, L, M',
        type: 'simple',
        price: 2890,
        tax: FOOD,
        unit: 'Person',
        calculationModel: 'minimum',
        defaultQuantity: 20,
        minimumQuantity: 10,
        maximumQuantity: 300,
        quantityStepSize: 1,
        leadTime: { type: 'weeks', value: 1 },
      },
      {
        key: 'fingerfood-platte',
        name: 'Fingerfood-Platte (24 Stück)',
        description: 'Brötchen, Spießchen und Tartelettes.',
        allergens: 'A, C, G, M',
        type: 'simple',
        price: 5900,
        tax: FOOD,
        unit: 'Stk',
        leadTime: { type: 'hours', value: 24 },
      },
      {
        // hidden price, file and files parts
        key: 'catering-individuell',
        name: 'Individuelles Catering',
        allergenFree: true,
        description: 'Sie beschreiben Ihr Fest, wir erstellen ein Angebot. Preis nach Aufwand.',
        type: 'configurable',
        price: 0,
        tax: FOOD,
        unit: 'Person',
        isPriceHidden: true,
        defaultQuantity: 50,
        minimumQuantity: 20,
        maximumQuantity: 1000,
        quantityStepSize: 5,
        leadTime: { type: 'weeks', value: 2 },
        parts: [
          {
            name: 'Anlass',
            type: 'select',
            options: [
              { name: 'Hochzeit', modifier: 'add', value: 0 },
              { name: 'Firmenfeier', modifier: 'add', value: 0 },
              { name: 'Geburtstag', modifier: 'add', value: 0 },
              { name: 'Sonstiges', modifier: 'add', value: 0 },
            ],
          },
          { name: 'Menüvorschlag (PDF)', type: 'file', optional: true },
          { name: 'Weitere Unterlagen', type: 'files', optional: true, description: 'Raumplan, Sitzordnung, Allergikerliste …' },
          { name: 'Ihre Wünsche', type: 'textarea' },
        ],
      },
      {
        // square metres
        key: 'zeltboden',
        name: 'Zeltboden (Holzpodest)',
        allergenFree: true,
        description: 'Ebener Holzboden für Festzelte, abgerechnet nach verlegter Fläche.',
        type: 'simple',
        price: 1200,
        tax: GOODS,
        unit: 'm²',
        calculationModel: 'approximate',
        defaultQuantity: 50,
        minimumQuantity: 20,
        maximumQuantity: 400,
        quantityStepSize: 5,
      },
      {
        // cubic metres
        key: 'kuehlraum',
        name: 'Kühlraum-Miete',
        allergenFree: true,
        description: 'Mobiler Kühlraum für Getränke und Speisen, pro Kubikmeter und Veranstaltung.',
        type: 'simple',
        price: 4500,
        tax: GOODS,
        unit: 'm³',
        defaultQuantity: 4,
        minimumQuantity: 2,
        maximumQuantity: 20,
        quantityStepSize: 1,
      },
      {
        // metres, alternatively centimetres
        key: 'tischlaeufer',
        name: 'Tischläufer Leinen',
        allergenFree: true,
        description: 'Natur, 40 cm breit, Meterware.',
        type: 'simple',
        price: 350,
        tax: GOODS,
        unit: 'm',
        defaultQuantity: 5,
        minimumQuantity: 1,
        maximumQuantity: 100,
        quantityStepSize: 0.5,
        alternativeUnits: [{ unit: 'cm', ratio: 0.01, minimumQuantity: 100, maximumQuantity: 10000, quantityStepSize: 50 }],
      },
      {
        key: 'stehtisch',
        name: 'Stehtisch mit Husse',
        allergenFree: true,
        description: 'Ø 80 cm, weiße Husse.',
        type: 'simple',
        price: 1500,
        tax: GOODS,
        unit: 'Stk',
      },
    ],
  },
  {
    key: 'shop',
    name: 'Shop & Gutscheine',
    description: 'Zum Verschenken und Mitnehmen.',
    image: 'cat-shop',
    products: [
      {
        // voucher: 0 % tax, overwrite select, optional textarea
        key: 'gutschein',
        name: 'Genusswerk-Gutschein',
        allergenFree: true,
        description: 'Einlösbar in allen Filialen.',
        type: 'configurable',
        price: 2500,
        tax: 0,
        unit: 'Stk',
        parts: [
          {
            name: 'Betrag',
            type: 'select',
            options: [
              { name: '25 €', modifier: 'overwrite', value: 2500 },
              { name: '50 €', modifier: 'overwrite', value: 5000 },
              { name: '100 €', modifier: 'overwrite', value: 10000 },
            ],
          },
          { name: 'Widmung', type: 'textarea', optional: true },
        ],
      },
      {
        // package unit
        key: 'kaffee-hausmischung',
        name: 'Kaffee Hausmischung (250 g)',
        allergenFree: true,
        description: 'Ganze Bohne, in Wien geröstet.',
        type: 'simple',
        price: 990,
        tax: FOOD,
        unit: 'Packung',
        // a piece with a Füllmenge: 9,90 € for 250 g → 39,60 € / 1 kg
        netQuantity: { amount: 250, unit: 'g' },
      },
      {
        key: 'socken',
        name: 'Genusswerk-Socken',
        allergenFree: true,
        description: 'Ein Paar, Größe 39–46, mit Schnitzel-Muster.',
        type: 'simple',
        price: 1290,
        tax: GOODS,
        unit: 'Paar',
      },
      {
        key: 'kochschuerze',
        name: 'Kochschürze',
        allergenFree: true,
        description: 'Baumwolle, mit Logo.',
        type: 'simple',
        price: 2490,
        tax: GOODS,
        unit: 'Stk',
      },
    ],
  },
  {
    key: 'winter',
    name: 'Winterspezialitäten',
    description: 'Nur in der Wintersaison.',
    products: [
      {
        key: 'martinigansl',
        name: 'Martinigansl',
        description: 'Viertel Gans mit Rotkraut und Serviettenknödel. 2 Tage vorbestellen.',
        allergens: 'A, C, G',
        type: 'simple',
        price: 3290,
        tax: FOOD,
        unit: 'Portion',
        leadTime: { type: 'days', value: 2 },
      },
      {
        key: 'maroni',
        name: 'Heiße Maroni',
        allergenFree: true,
        description: 'Frisch geröstet, pro Dekagramm.',
        type: 'simple',
        price: 69,
        tax: FOOD,
        unit: 'dag',
        defaultQuantity: 15,
        minimumQuantity: 10,
        maximumQuantity: 100,
        quantityStepSize: 5,
      },
      {
        key: 'orangenpunsch',
        name: 'Orangenpunsch',
        allergens: 'O',
        description: 'Mit oder ohne Rum.',
        type: 'simple',
        price: 450,
        tax: DRINK,
        unit: 'Stk',
      },
      {
        key: 'kletzenbrot',
        name: 'Kletzenbrot',
        description: 'Mit Dörrbirnen und Nüssen, ca. 500 g.',
        allergens: 'A, H',
        type: 'simple',
        price: 890,
        tax: FOOD,
        unit: 'Stk',
      },
    ],
  },
]

/** Menus; availableFrom is midnight Vienna time. */
export const MENUS = [
  {
    key: 'herbst',
    name: 'Speisekarte Herbst 2026',
    availableFrom: '2026-08-31T22:00:00.000Z',
    categories: [
      'suppen',
      'vorspeisen',
      'hauptspeisen',
      'pizza',
      'burger',
      'mittag',
      'feinkost',
      'desserts',
      'getraenke',
      'catering',
      'shop',
    ],
  },
  {
    key: 'winter',
    name: 'Speisekarte Winter 2026/27',
    availableFrom: '2027-01-14T23:00:00.000Z',
    categories: [
      'winter',
      'suppen',
      'vorspeisen',
      'hauptspeisen',
      'pizza',
      'burger',
      'mittag',
      'feinkost',
      'desserts',
      'getraenke',
      'catering',
      'shop',
    ],
  },
] as const

export type MenuKey = (typeof MENUS)[number]['key']
