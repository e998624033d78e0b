export { AllergenCodes } from './components/AllergenCodes'
export { AllergenLegend, UsedAllergenLegend } from './components/AllergenLegend'
export { ProductAllergenList } from './components/ProductAllergenList'
