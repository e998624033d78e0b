/** The admin component for JSON fields (platform/admin/JsonTextField.tsx): a textarea, no editor from a CDN. */
export const JSON_TEXT_FIELD = '/platform/admin/JsonTextField#JsonTextField'
