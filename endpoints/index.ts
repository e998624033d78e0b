/** Every endpoint of the spec's API, by base path. One endpoint per file; record calls are generated. */
import type { ApiEndpoint } from '../server/api/types'
import { authenticateEndpoint } from './auth/authenticate'
import { meEndpoint } from './auth/me'
import { branchMenusEndpoint } from './branches/branchMenus'
import { getConfigEndpoint } from './config/getConfig'
import { postConfigEndpoint } from './config/postConfig'
import { getInitEndpoint } from './init/getInit'
import { recordEndpoints } from './records'

/** Record types with the standard calls under /api (BO §7 "Standard record calls"). */
export const STANDARD_RECORD_TYPES = [
  'users', 'divisions', 'branches', 'departments', 'menus', 'categories', 'tags', 'products', 'units', 'orders', 'images',
  'image-templates', 'uploads', 'devices', 'tables', 'sites', 'redirects', 'blocks', 'nodes', 'navigations', 'donatees',
  'working-activities', 'working-schedules', 'projects', 'tasks', 'scenes', 'digital-signage-segments',
  'digital-signage-streams', 'digital-signage-devices', 'customers', 'external-users', 'analytics-leads', 'qr-codes', 'fonts',
] as const

/** Record types with list and get only. */
export const READ_ONLY_RECORD_TYPES = ['logs', 'analytics-log'] as const

/** The custom area under /custom/api. */
export const CUSTOM_RECORD_TYPES = ['vehicles', 'services', 'questionnaires', 'questionnaire-submissions'] as const

export const apiEndpoints: ApiEndpoint[] = [
  authenticateEndpoint,
  meEndpoint,
  getInitEndpoint,
  getConfigEndpoint,
  postConfigEndpoint,
  branchMenusEndpoint,
  ...STANDARD_RECORD_TYPES.flatMap((slug) => recordEndpoints(slug)),
  ...READ_ONLY_RECORD_TYPES.flatMap((slug) => recordEndpoints(slug, { readOnly: true })),
]

export const customApiEndpoints: ApiEndpoint[] = [...CUSTOM_RECORD_TYPES.flatMap((slug) => recordEndpoints(slug))]
