import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../../../platform/access/isAdmin'
import { isAdminUser } from '../../../platform/access/roles'
import { firstUserBecomesAdmin } from './hooks/firstUserBecomesAdmin'
import { hashTimeClockPin } from '../../time-tracking'
import { loginSecurityAfterLogin, loginSecurityBeforeOperation } from './hooks/loginSecurity'
import { ROLES, SLUGS } from '../../../platform/slugs'

/** Token lifetime in seconds (the JWT's `exp` is compared in seconds). */
export const TOKEN_SECONDS = 8 * 60 * 60

export const Users: CollectionConfig<'users'> = {
  slug: SLUGS.users,
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  auth: {
    tokenExpiration: TOKEN_SECONDS,
    // no per-account lock (anyone could keep an account locked): "too many failed login attempts" (BO §8) is a
    // progressive delay per client IP + account and a rate limit per IP (modules/accounts/collections/hooks/loginSecurity.ts)
    maxLoginAttempts: 0,
    useAPIKey: false,
  },
  fields: [
    { name: 'firstName', label: 'Vorname', type: 'text' },
    { name: 'lastName', label: 'Nachname', type: 'text' },
    {
      name: 'roles',
      label: 'Rollen',
      type: 'select',
      hasMany: true,
      saveToJWT: true,
      defaultValue: [ROLES.employee],
      // hidden on the create-first-user form: the first user always becomes admin
      admin: { condition: (_data, _sibling, { user }) => Boolean(user) },
      options: [
        { label: 'Administrator', value: ROLES.admin },
        { label: 'Mitarbeiter', value: ROLES.employee },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'branches',
      label: 'Filialen',
      type: 'relationship',
      relationTo: SLUGS.branches,
      hasMany: true,
      saveToJWT: true,
      admin: {
        description: 'Mitarbeiter sehen nur Bestellungen, Tische und Geräte dieser Filialen.',
        condition: (_data, _sibling, { user }) => Boolean(user),
      },
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'username', label: 'Benutzername (Zeiterfassung)', type: 'text', unique: true, admin: { position: 'sidebar' } },
    {
      // Write-only: hashed into timeClockPinHash by the hook below, never stored or read back (docs/time-tracking.md).
      name: 'timeClockPin',
      label: 'Neue PIN (Stempeluhr)',
      type: 'text',
      virtual: true,
      admin: {
        position: 'sidebar',
        description: '4 bis 8 Ziffern, für das Einstempeln am gemeinsamen Terminal. Leer lassen = PIN unverändert.',
        autoComplete: 'off',
      },
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || /^\d{4,8}$/.test(String(value))
          ? true
          : 'Die PIN muss aus 4 bis 8 Ziffern bestehen.',
    },
    {
      name: 'timeClockPinHash',
      type: 'text',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'timeClockPinFailures',
      type: 'number',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'timeClockPinLockedUntil',
      type: 'date',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      type: 'row',
      admin: { condition: (_data, _sibling, { user }) => Boolean(user) },
      fields: [
        {
          name: 'holidayDaysPerYear',
          label: 'Urlaubsanspruch (Tage/Jahr)',
          type: 'number',
          min: 0,
          max: 60,
          admin: { description: 'Leer = Wert der Organisation.' },
          access: { create: isAdminField, update: isAdminField },
        },
        {
          name: 'holidayCarryOverDays',
          label: 'Resturlaub Vorjahr (Tage)',
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: 0,
          access: { create: isAdminField, update: isAdminField },
        },
      ],
    },
  ],
  access: {
    // admins manage all users; everybody signed in reads and updates only themselves
    read: ({ req: { user } }) => (isAdminUser(user) ? true : user ? { id: { equals: user.id } } : false),
    create: ({ req: { user } }) => isAdminUser(user),
    update: ({ req: { user } }) => (isAdminUser(user) ? true : user ? { id: { equals: user.id } } : false),
    delete: isAdmin,
    // resetting a lockout (POST /backend/api/users/unlock) is for admins only
    unlock: isAdmin,
    admin: ({ req: { user } }) => Boolean(user),
  },
  hooks: {
    beforeChange: [firstUserBecomesAdmin, hashTimeClockPin],
    beforeOperation: [loginSecurityBeforeOperation],
    afterLogin: [loginSecurityAfterLogin],
  },
  // populated user relations (history, time tracking) carry no sessions or other internals
  defaultPopulate: { email: true, firstName: true, lastName: true },
  admin: {
    group: 'Einstellungen',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles'],
  },
}
