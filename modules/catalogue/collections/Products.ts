import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { publicOrStaff } from '../../../platform/access/publicOrStaff'
import { imagesField } from '../../../platform/fields/images'
import { moneyField, taxRateField } from '../../../platform/fields/money'
import { openingHoursField } from '../../../platform/fields/openingHours'
import { SLUGS } from '../../../platform/slugs'
import { optionAllergensField, productAllergenFields } from './allergenFields'
import { netQuantityFields } from '../fields/netQuantity'

export const CALCULATION_MODELS = [
  { label: 'Exakt (Fix)', value: 'fixed' },
  { label: 'Ungefähr (ca.)', value: 'approximate' },
  { label: 'Minimum (ab)', value: 'minimum' },
]

export const PART_TYPES = [
  { label: 'Text', value: 'text' },
  { label: 'Textfeld (mehrzeilig)', value: 'textarea' },
  { label: 'Bild', value: 'image' },
  { label: 'Bilder', value: 'images' },
  { label: 'Datei', value: 'file' },
  { label: 'Dateien', value: 'files' },
  { label: 'Auswahl', value: 'select' },
  { label: 'Mehrfachauswahl', value: 'multiselect' },
]

const quantityRow = (): Field => ({
  type: 'row',
  fields: [
    { name: 'minimumQuantity', label: 'Mindestmenge', type: 'number', min: 0 },
    { name: 'maximumQuantity', label: 'Höchstmenge', type: 'number', min: 0 },
    { name: 'quantityStepSize', label: 'Schrittweite', type: 'number', min: 0 },
  ],
})

const named = (row: unknown): boolean => {
  const name = (row as { name?: unknown } | null)?.name
  return typeof name === 'string' && name.trim() !== ''
}

/**
 * The parts of a product that is not configurable are hidden and not validated (SF §5); it keeps the complete ones
 * (a switch back to configurable finds them again), while unfinished rows — a part or option without its name, which
 * the table cannot store — are dropped instead of failing the save on a field the editor cannot see.
 */
const keepCompleteParts: CollectionBeforeValidateHook = ({ data }) => {
  const parts = data?.config?.parts
  if (!data || data.type === 'configurable' || !Array.isArray(parts)) return data
  const complete = parts
    .filter(named)
    .map((part: { options?: unknown }) => (Array.isArray(part.options) ? { ...part, options: part.options.filter(named) } : part))
  return { ...data, config: { ...data.config, parts: complete } }
}

/** A product (SF §3 Product). `price` is the gross price in cents for one `unit`. */
export const Products: CollectionConfig<'products'> = {
  slug: SLUGS.products,
  labels: { singular: 'Produkt', plural: 'Produkte' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Allgemein',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            { name: 'description', label: 'Beschreibung', type: 'textarea' },
            ...productAllergenFields(),
            {
              name: 'type',
              label: 'Produktart',
              type: 'select',
              required: true,
              defaultValue: 'simple',
              options: [
                { label: 'Einfach', value: 'simple' },
                { label: 'Konfigurierbar', value: 'configurable' },
                { label: 'Bündel', value: 'bundle' },
              ],
            },
            imagesField('images', 'Bilder'),
          ],
        },
        {
          label: 'Preis & Menge',
          fields: [
            {
              type: 'row',
              fields: [
                moneyField('price', 'Preis brutto'),
                {
                  name: 'calculationModel',
                  label: 'Berechnung',
                  type: 'select',
                  defaultValue: 'fixed',
                  options: CALCULATION_MODELS,
                },
                { name: 'isPriceHidden', label: 'Preis ausblenden', type: 'checkbox', defaultValue: false },
              ],
            },
            {
              type: 'row',
              fields: [
                taxRateField('tax', 'Steuer Lieferung', 10),
                taxRateField('takeawayTax', 'Steuer Takeaway', 10),
                taxRateField('dineInTax', 'Steuer Dine In', 10),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'unit', label: 'Einheit', type: 'relationship', relationTo: SLUGS.units },
                { name: 'defaultUnit', label: 'Standardeinheit', type: 'relationship', relationTo: SLUGS.units },
                { name: 'defaultQuantity', label: 'Standardmenge', type: 'number', min: 0, defaultValue: 1 },
              ],
            },
            quantityRow(),
            ...netQuantityFields,
            {
              name: 'alternativeUnits',
              label: 'Alternative Einheiten',
              type: 'array',
              labels: { singular: 'Alternative Einheit', plural: 'Alternative Einheiten' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'unit', label: 'Einheit', type: 'relationship', relationTo: SLUGS.units, required: true },
                    {
                      name: 'ratio',
                      label: 'Verhältnis',
                      type: 'number',
                      required: true,
                      min: 0,
                      admin: { description: 'Wie viele Produkteinheiten eine alternative Einheit ergibt.' },
                    },
                    {
                      name: 'calculationModel',
                      label: 'Berechnung',
                      type: 'select',
                      defaultValue: 'fixed',
                      options: CALCULATION_MODELS,
                    },
                  ],
                },
                quantityRow(),
              ],
            },
          ],
        },
        {
          label: 'Konfiguration',
          // SF §5: only a configurable product has parts; for other types the tab is hidden and its fields are not
          // validated (Payload skips fields whose condition fails), as the order ignores them (domain isConfigurableProduct)
          admin: { condition: (data) => data?.type === 'configurable' },
          fields: [
            { name: 'isStepByStep', label: 'Schritt für Schritt', type: 'checkbox', defaultValue: false },
            {
              name: 'config',
              label: 'Konfiguration',
              type: 'group',
              fields: [
                {
                  name: 'parts',
                  label: 'Teile',
                  type: 'array',
                  labels: { singular: 'Teil', plural: 'Teile' },
                  admin: { components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'name', label: 'Name', type: 'text', required: true },
                        {
                          name: 'type',
                          label: 'Art',
                          type: 'select',
                          required: true,
                          defaultValue: 'select',
                          options: PART_TYPES,
                        },
                        { name: 'optional', label: 'Optional', type: 'checkbox', defaultValue: false },
                      ],
                    },
                    { name: 'description', label: 'Beschreibung', type: 'textarea' },
                    {
                      name: 'options',
                      label: 'Optionen',
                      type: 'array',
                      admin: {
                        condition: (_, sibling) => sibling?.type === 'select' || sibling?.type === 'multiselect',
                        components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' },
                      },
                      fields: [
                        {
                          type: 'row',
                          fields: [
                            { name: 'name', label: 'Name', type: 'text', required: true },
                            {
                              name: 'modifier',
                              label: 'Preisänderung',
                              type: 'select',
                              defaultValue: 'add',
                              options: [
                                { label: 'Aufschlag', value: 'add' },
                                { label: 'Abschlag', value: 'subtract' },
                                { label: 'Ersetzt Preis', value: 'overwrite' },
                              ],
                            },
                            moneyField('value', 'Betrag'),
                          ],
                        },
                        optionAllergensField(),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Verfügbarkeit',
          fields: [
            {
              ...openingHoursField('schedule', 'Verfügbarkeit'),
              admin: { ...openingHoursField('schedule', 'Verfügbarkeit').admin, description: 'Leer = immer verfügbar.' },
            },
            { name: 'isVisibleWhenUnavailable', label: 'Sichtbar wenn nicht verfügbar', type: 'checkbox', defaultValue: false },
            {
              type: 'row',
              fields: [
                { name: 'isLeadTimeEnabled', label: 'Vorlaufzeit', type: 'checkbox', defaultValue: false },
                {
                  name: 'leadTimeType',
                  label: 'Einheit',
                  type: 'select',
                  defaultValue: 'hours',
                  options: [
                    { label: 'Minuten', value: 'minutes' },
                    { label: 'Stunden', value: 'hours' },
                    { label: 'Tage', value: 'days' },
                    { label: 'Wochen', value: 'weeks' },
                  ],
                },
                { name: 'leadTimeValue', label: 'Wert', type: 'number', min: 0, defaultValue: 0 },
              ],
            },
          ],
        },
      ],
    },
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'sku', label: 'Artikelnummer', type: 'text', admin: { position: 'sidebar' } },
  ],
  hooks: { beforeValidate: [keepCompleteParts] },
  access: {
    read: publicOrStaff({ isEnabled: { equals: true } }),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    group: 'Katalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'type', 'isEnabled'],
    // „Etiketten drucken“: the label sheets as PDF (docs/fonts-labels.md)
    components: { beforeListTable: ['/modules/devices/admin/labels/LabelSheetLinks#LabelSheetLinks'] },
  },
}
