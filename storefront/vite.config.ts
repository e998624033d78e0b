import path from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')
const backend = process.env.TRESEN_BACKEND ?? 'http://localhost:3000'
const proxied = ['/api', '/custom/api', '/image', '/upload', '/backend']

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  // '@domain': the shared rules (domain/); '@contracts' is imported as types only (erased, never bundled)
  resolve: { alias: { '@domain': path.resolve(repoRoot, 'domain/index.ts') } },
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
})
