/**
 * The theme's default font (BO §9: Mulish), self-hosted: the @font-face rules are in fonts.css (Latin and Latin
 * Extended with their unicode ranges, font-display swap over a metric-matched fallback); the Latin files of every
 * weight are preloaded from index.html.
 */
import './fonts.css'
