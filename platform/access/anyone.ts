import type { Access } from 'payload'

/** Everybody, including anonymous visitors. */
export const anyone: Access = () => true
