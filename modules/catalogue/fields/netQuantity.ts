/**
 * The product's Füllmenge (net quantity: amount + unit) and the unit-price reference switch, for the tab „Preis &
 * Menge“. The storefront, the label sheets and the order API compute the Grundpreis from them (domain/unit-price.ts).
 */
import type { Field } from 'payload'

import { NET_QUANTITY_UNITS, netQuantityErrors } from '../../../domain'

type Sibling = { siblingData?: { amount?: unknown; unit?: unknown } }

const errorFor = (name: 'amount' | 'unit') => (_: unknown, { siblingData }: Sibling) => {
  const error = netQuantityErrors({
    amount: typeof siblingData?.amount === 'number' ? siblingData.amount : siblingData?.amount === null || siblingData?.amount === undefined ? null : Number.NaN,
    unit: typeof siblingData?.unit === 'string' ? siblingData.unit : null,
  }).find((candidate) => candidate.field === `netQuantity.${name}`)
  return error === undefined ? true : error.message
}

const UNIT_LABELS: Record<keyof typeof NET_QUANTITY_UNITS, string> = {
  g: 'g (Gramm)',
  kg: 'kg (Kilogramm)',
  ml: 'ml (Milliliter)',
  cl: 'cl (Zentiliter)',
  l: 'l (Liter)',
  m: 'm (Meter)',
  m2: 'm² (Quadratmeter)',
}

export const netQuantityFields: Field[] = [
  {
    name: 'netQuantity',
    label: 'Füllmenge',
    type: 'group',
    admin: {
      description:
        'Für Stückware mit Inhaltsangabe (z. B. 250 g Kaffee, 0,35 l Flasche): daraus wird der Grundpreis je 1 kg / 1 l / 1 m / 1 m² neben dem Preis angezeigt. Leer lassen bei Speisen, Portionen und bei Produkten, die schon nach Gewicht oder Volumen verkauft werden (dort ergibt sich der Grundpreis aus der Einheit). Nicht bei Produkten, deren Optionen die Größe ändern.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'amount', label: 'Menge', type: 'number', admin: { step: 0.001, placeholder: 'z. B. 0,35' }, validate: errorFor('amount') },
          {
            name: 'unit',
            label: 'Einheit',
            type: 'select',
            options: Object.entries(UNIT_LABELS).map(([value, label]) => ({ value, label })),
            validate: errorFor('unit'),
          },
        ],
      },
    ],
  },
  {
    name: 'isUnitPricePer100',
    label: 'Grundpreis je 100 g / 100 ml',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      description:
        'Nur in Österreich und nur für Wurst und Schinken, Käse, Schokolade und Süßwaren, Dauerbackwaren und Kosmetik zulässig (Grundpreisauszeichnungsverordnung § 3). In Deutschland gilt seit 28.05.2022 stets 1 kg / 1 l (PAngV § 5).',
    },
  },
]
