import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'

import { findRedirectLoop, redirectKey, redirectLoopMessage } from '../../../domain/redirects'
import type { RedirectRule } from '../../../domain/redirects'
import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { contentChangedAfterChange, contentChangedAfterDelete } from '../../../platform/hooks/contentChanged'
import { SLUGS } from '../../../platform/slugs'

/** The stored source path: no leading/trailing slash; letters, digits, - _ . / and the wildcards * and ? (SF §5). */
const SOURCE = /^[a-z0-9\-_.~/*?%äöüß]+$/i

/** Refuses a redirect that would send visitors in a circle (through the other redirects), in German. */
const refuseLoops: CollectionBeforeValidateHook = async ({ data, req, originalDoc, collection }) => {
  const path = typeof data?.path === 'string' ? data.path : originalDoc?.path
  const target = typeof data?.target === 'string' ? data.target : originalDoc?.target
  if (typeof path !== 'string' || typeof target !== 'string') return data
  const others = await req.payload.find({
    collection: SLUGS.redirects,
    req,
    overrideAccess: true,
    depth: 0,
    limit: 5000,
    pagination: false,
    select: { path: true, target: true, statusCode: true },
  })
  const candidate: RedirectRule = { id: originalDoc?.id, path: redirectKey(path), target: target.trim(), statusCode: 301 }
  const chain = findRedirectLoop(
    candidate,
    others.docs.map((doc) => ({
      id: doc.id,
      path: doc.path,
      target: doc.target,
      statusCode: doc.statusCode === 302 ? 302 : 301,
    })),
  )
  if (chain)
    throw new ValidationError({
      collection: collection.slug,
      req,
      errors: [{ path: 'target', message: redirectLoopMessage(chain) }],
    })
  return data
}

const TARGET = /^(\/|https?:\/\/)/i

/**
 * A redirect from a storefront path to another path or URL, applied by the server before the storefront answers
 * (modules/content/redirects.ts; rules in domain/redirects.ts). The source may use the wildcards * and ? (SF §5). Loops are
 * refused on save. Changes reach every server process after commit (content events), like /api/init.
 */
export const Redirects: CollectionConfig<'redirects'> = {
  slug: SLUGS.redirects,
  labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  fields: [
    {
      name: 'path',
      label: 'Von (Pfad)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'Pfad ohne führenden Schrägstrich, z. B. „alte-seite“. Platzhalter: * = beliebig viele Zeichen, ? = genau ein Zeichen (z. B. „blog/*“).',
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? redirectKey(value) : value)] },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' &&
        value !== '' &&
        SOURCE.test(value) &&
        !/^(api|backend|custom|image|upload|assets)(\/|$)/.test(value)
          ? true
          : 'Bitte geben Sie einen Pfad an (Buchstaben, Ziffern, - _ . / und die Platzhalter * ?; nicht unter /api, /backend, /image, /upload).',
    },
    {
      name: 'target',
      label: 'Ziel',
      type: 'text',
      required: true,
      admin: { description: 'Pfad (beginnt mit /) oder URL (https://…).' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && TARGET.test(value.trim()) && !/\s/.test(value.trim())
          ? true
          : 'Bitte geben Sie einen Pfad (beginnt mit /) oder eine URL (http:// oder https://) an.',
    },
    {
      name: 'statusCode',
      label: 'Statuscode',
      type: 'number',
      required: true,
      defaultValue: 301,
      admin: { description: '301 = dauerhaft umgezogen, 302 = vorübergehend.' },
      validate: (value: number | null | undefined) =>
        value === 301 || value === 302 ? true : 'Der Statuscode muss 301 oder 302 sein.',
    },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [refuseLoops],
    afterChange: [contentChangedAfterChange],
    afterDelete: [contentChangedAfterDelete],
  },
  admin: { group: 'Inhalte', useAsTitle: 'path', defaultColumns: ['path', 'target', 'statusCode'] },
}
