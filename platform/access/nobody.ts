import type { Access } from 'payload'

/** Nobody through the API (system writes use overrideAccess deliberately). */
export const nobody: Access = () => false
