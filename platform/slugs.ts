/** Every collection and global slug, once. Slugs equal the spec's API path names. */
export const SLUGS = {
  users: 'users',
  divisions: 'divisions',
  branches: 'branches',
  departments: 'departments',
  menus: 'menus',
  categories: 'categories',
  tags: 'tags',
  products: 'products',
  units: 'units',
  orders: 'orders',
  images: 'images',
  imageTemplates: 'image-templates',
  uploads: 'uploads',
  devices: 'devices',
  tables: 'tables',
  sites: 'sites',
  redirects: 'redirects',
  blocks: 'blocks',
  nodes: 'nodes',
  navigations: 'navigations',
  donatees: 'donatees',
  workingActivities: 'working-activities',
  workingSchedules: 'working-schedules',
  workingTimeCorrections: 'working-time-corrections',
  workingTimeLocks: 'working-time-locks',
  projects: 'projects',
  tasks: 'tasks',
  scenes: 'scenes',
  digitalSignageSegments: 'digital-signage-segments',
  digitalSignageStreams: 'digital-signage-streams',
  digitalSignageDevices: 'digital-signage-devices',
  customers: 'customers',
  externalUsers: 'external-users',
  analyticsLeads: 'analytics-leads',
  analyticsLog: 'analytics-log',
  logs: 'logs',
  qrCodes: 'qr-codes',
  fonts: 'fonts',
  vehicles: 'vehicles',
  services: 'services',
  questionnaires: 'questionnaires',
  questionnaireSubmissions: 'questionnaire-submissions',
  contactMessages: 'contact-messages',
} as const

export const GLOBALS = {
  config: 'config',
  theme: 'theme',
} as const

export type CollectionSlug = (typeof SLUGS)[keyof typeof SLUGS]

export const ROLES = { admin: 'ROLE_ADMIN', employee: 'ROLE_EMPLOYEE' } as const
export type Role = (typeof ROLES)[keyof typeof ROLES]
