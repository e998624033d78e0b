import type { CollectionConfig } from 'payload'

/** The remaining record types of BO §1/§3 (filled in collection by collection). */
export const extraCollections: CollectionConfig[] = []
