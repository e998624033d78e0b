/**
 * The theme's default font (BO §9: Mulish), self-hosted: @fontsource's files are bundled by Vite into the
 * storefront build and served from our own origin (no CDN). Latin and Latin Extended cover German and the
 * neighbouring languages; the browser loads only the subsets and weights a page uses.
 */
import '@fontsource/mulish/latin-400.css'
import '@fontsource/mulish/latin-600.css'
import '@fontsource/mulish/latin-700.css'
import '@fontsource/mulish/latin-800.css'
import '@fontsource/mulish/latin-ext-400.css'
import '@fontsource/mulish/latin-ext-600.css'
import '@fontsource/mulish/latin-ext-700.css'
import '@fontsource/mulish/latin-ext-800.css'
