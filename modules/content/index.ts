/** The content module's public surface: other modules import only from here. */
export { contentField } from './collections/fields/content'
export { loadOrderUploads } from './uploads'
