/** Public API of the legal pages feature: other features import only from here (the router loads pages lazily by path). */
export { LegalLinks } from './components/LegalLinks'
export { LegalModal } from './components/LegalModal'
export { legalEntry, legalTitle, withoutRepeatedTitle } from './legal'
export type { LegalEntry } from './legal'
export { ACCESSIBILITY_LABEL, ACCESSIBILITY_PAGE, ACCESSIBILITY_TITLE, accessibilityStatement } from './accessibility'
export type { AccessibilityStatement, StatementBlock, StatementSection } from './accessibility'
