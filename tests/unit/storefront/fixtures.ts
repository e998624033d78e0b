/** Small Payload-like documents for the component tests. */
import type { BranchDoc, ProductDoc, ScheduleRuleDoc, UnitDoc } from '../../../storefront/src/lib/types'

export const PIECE: UnitDoc = { id: 1, name: 'Stück', shortName: 'Stk', type: 'amount', factor: 1 }
export const KG: UnitDoc = { id: 2, name: 'Kilogramm', shortName: 'kg', type: 'weight', factor: 1000 }
export const DAG: UnitDoc = { id: 3, name: 'Dekagramm', shortName: 'dag', type: 'weight', factor: 10 }

export const SOUP: ProductDoc = { id: 10, name: 'Frittatensuppe', price: 490, tax: 10, unit: PIECE, type: 'simple' }

export const PIZZA: ProductDoc = {
  id: 11,
  name: 'Pizza Margherita',
  price: 900,
  tax: 10,
  unit: PIECE,
  type: 'configurable',
  config: {
    parts: [
      {
        name: 'Größe',
        type: 'select',
        options: [
          { name: 'Klein', modifier: 'overwrite', value: 800 },
          { name: 'Normal', modifier: 'overwrite', value: 1000 },
        ],
      },
      { name: 'Beilage', type: 'select', optional: true, options: [{ name: 'Pommes', modifier: 'add', value: 350 }] },
      { name: 'Extras', type: 'multiselect', optional: true, options: [{ name: 'Rucola', modifier: 'add', value: 150 }] },
    ],
  },
}

export const MENU_STEPS: ProductDoc = {
  id: 12,
  name: 'Mittagsmenü',
  price: 1190,
  tax: 10,
  unit: PIECE,
  type: 'configurable',
  isStepByStep: true,
  config: {
    parts: [
      { name: 'Suppe', type: 'select', options: [{ name: 'Frittaten' }, { name: 'Kürbis' }] },
      { name: 'Dessert', type: 'select', options: [{ name: 'Strudel' }, { name: 'Torte' }] },
    ],
  },
}

export const LEBERKAESE: ProductDoc = {
  id: 13,
  name: 'Leberkäse',
  price: 1690,
  tax: 10,
  unit: KG,
  type: 'simple',
  minimumQuantity: 0.1,
  quantityStepSize: 0.1,
  alternativeUnits: [{ unit: DAG, ratio: 0.01, minimumQuantity: 10, maximumQuantity: 500, quantityStepSize: 5 }],
}

const ALWAYS: ScheduleRuleDoc[] = [{ type: 'daily', from: '00:00', to: '24:00' }]

export const BRANCH: BranchDoc = {
  id: 1,
  identifier: 'graz',
  name: 'Genusswerk Graz',
  openingHours: ALWAYS,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isTableSelectionEnabled: true,
  isCashEnabled: true,
  deliveryAreas: [{ id: 'a1', area: '1070 Neubau', price: 290, tax: 20, freeFromOrderValue: 2500, minimumOrderValue: 1500 }],
}

export const OTHER_BRANCH: BranchDoc = { ...BRANCH, id: 2, identifier: 'wien', name: 'Genusswerk Wien' }
