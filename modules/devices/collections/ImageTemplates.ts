import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { colorField } from '../../../platform/fields/color'
import { identifierField } from '../../../platform/fields/identifier'
import { imageField } from '../../../platform/fields/images'
import { SLUGS } from '../../../platform/slugs'

export const LAYER_TYPES = [
  { label: 'Text', value: 'text' },
  { label: 'Bild', value: 'image' },
  { label: 'Form', value: 'shape' },
  { label: 'QR-Code', value: 'qr' },
]

const FONT_WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'].map((value) => ({ label: value, value }))

const isType =
  (...types: string[]) =>
  (_: unknown, sibling: { type?: string } | undefined) =>
    types.includes(sibling?.type ?? '')

const px = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'number', defaultValue: 0, admin: { step: 1 }, ...extra }) as Field

/**
 * An image template (Bildvorlage): a canvas with ordered layers (first = bottom). Coordinates and sizes are pixels
 * of the canvas; rotation in degrees around the layer's centre. GET /api/image-templates/{id}/layers returns `layers`.
 */
export const ImageTemplates: CollectionConfig<'image-templates'> = {
  slug: SLUGS.imageTemplates,
  labels: { singular: 'Bildvorlage', plural: 'Bildvorlagen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    {
      type: 'row',
      fields: [
        px('width', 'Breite (px)', { required: true, defaultValue: 1080, min: 1, max: 10000 }),
        px('height', 'Höhe (px)', { required: true, defaultValue: 1080, min: 1, max: 10000 }),
        colorField('backgroundColor', 'Hintergrundfarbe', { defaultValue: '#ffffff' }),
      ],
    },
    imageField('backgroundImage', 'Hintergrundbild'),
    {
      name: 'layers',
      label: 'Ebenen',
      type: 'array',
      labels: { singular: 'Ebene', plural: 'Ebenen' },
      admin: {
        description: 'Die erste Ebene liegt ganz unten.',
        initCollapsed: true,
        components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'text', options: LAYER_TYPES },
            { name: 'isVisible', label: 'Sichtbar', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            px('x', 'X (px)'),
            px('y', 'Y (px)'),
            px('width', 'Breite (px)', { min: 0 }),
            px('height', 'Höhe (px)', { min: 0 }),
            px('rotation', 'Drehung (°)', { min: -360, max: 360 }),
            { name: 'opacity', label: 'Deckkraft', type: 'number', defaultValue: 1, min: 0, max: 1, admin: { step: 0.05 } },
          ],
        },
        // text layers
        {
          name: 'content',
          label: 'Text',
          type: 'textarea',
          admin: { condition: isType('text'), description: 'Reiner Text; {{name}}, {{price}}, {{grundpreis}}, {{allergens}} und {{description}} werden durch die Daten des gewählten Produkts ersetzt.' },
        },
        {
          type: 'row',
          admin: { condition: isType('text') },
          fields: [
            { name: 'font', label: 'Schriftart', type: 'text', defaultValue: 'Mulish' },
            { name: 'fontSize', label: 'Schriftgröße (px)', type: 'number', defaultValue: 48, min: 1, max: 1000 },
            { name: 'fontWeight', label: 'Schriftstärke', type: 'select', defaultValue: '400', options: FONT_WEIGHTS },
            {
              name: 'textAlign',
              label: 'Ausrichtung',
              type: 'select',
              defaultValue: 'left',
              options: [
                { label: 'Links', value: 'left' },
                { label: 'Zentriert', value: 'center' },
                { label: 'Rechts', value: 'right' },
              ],
            },
            { name: 'lineHeight', label: 'Zeilenhöhe', type: 'number', defaultValue: 1.2, min: 0.5, max: 5, admin: { step: 0.1 } },
          ],
        },
        // image layers
        { ...imageField('image', 'Bild'), admin: { condition: isType('image') } },
        {
          name: 'fit',
          label: 'Einpassung',
          type: 'select',
          defaultValue: 'cover',
          admin: { condition: isType('image') },
          options: [
            { label: 'Füllen (zuschneiden)', value: 'cover' },
            { label: 'Einpassen', value: 'contain' },
          ],
        },
        // QR layers (modules/devices/qr/qr.ts): black on white with a quiet zone, square (the smaller of width and height)
        {
          name: 'qrContent',
          label: 'QR-Inhalt',
          type: 'text',
          maxLength: 2000,
          admin: { condition: isType('qr'), description: 'Adresse oder Text; Platzhalter wie {{name}} werden beim Erzeugen ersetzt.' },
        },
        // shape layers
        {
          name: 'shape',
          label: 'Form',
          type: 'select',
          defaultValue: 'rectangle',
          admin: { condition: isType('shape') },
          options: [
            { label: 'Rechteck', value: 'rectangle' },
            { label: 'Ellipse', value: 'ellipse' },
            { label: 'Linie', value: 'line' },
          ],
        },
        {
          type: 'row',
          fields: [
            colorField('color', 'Farbe', { defaultValue: '#111111' }),
            colorField('borderColor', 'Rahmenfarbe', { admin: { condition: isType('shape', 'image') } }),
            { name: 'borderWidth', label: 'Rahmenbreite (px)', type: 'number', min: 0, defaultValue: 0, admin: { condition: isType('shape', 'image') } },
            { name: 'borderRadius', label: 'Eckenradius (px)', type: 'number', min: 0, defaultValue: 0, admin: { condition: isType('shape', 'image') } },
          ],
        },
      ],
    },
    identifierField(),
    {
      name: 'preview',
      label: 'Vorschau',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/modules/devices/admin/image-templates/ImageTemplatePreviewField#ImageTemplatePreviewField' } },
    },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'width', 'height'] },
}
