/**
 * What /api/init delivers and what invalidates it — constants only, without imports, so payload.config.ts (content
 * events on these collections and globals) reads them without loading the server's operations.
 */

/** Lists delivered by /api/init, in the spec's order. */
export const INIT_LISTS = [
  'divisions',
  'branches',
  'menus',
  'categories',
  'products',
  'tags',
  'tables',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'donatees',
] as const

/** Collections and globals whose changes invalidate /api/init (lists plus what they embed). */
export const INIT_SOURCES = new Set<string>([...INIT_LISTS, 'units', 'images', 'config', 'theme'])
