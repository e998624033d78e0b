/** The app version the build writes in (storefront/vite.config.ts `define`): package.json's version, plus the build id. */
declare const __APP_VERSION__: string
