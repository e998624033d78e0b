/**
 * The storefront reads payload-types.ts (through contracts) for the record shapes only. That file augments the
 * 'payload' module (`declare module 'payload' { interface GeneratedTypes … }`); this stands in for the server package
 * so the augmentation has its module without the storefront type-checking Payload itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GeneratedTypes {}
