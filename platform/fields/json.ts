/** The admin component for JSON fields (admin-extensions/components/JsonTextField.tsx): a textarea, no editor from a CDN. */
export const JSON_TEXT_FIELD = '/platform/admin/JsonTextField#JsonTextField'
