import fs from 'node:fs'
import path from 'node:path'

import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const featuresDir = path.join(root, 'storefront/src/features')
const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const modulesDir = path.join(root, 'modules')
const modules = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
// the parser setting lets import-x read TypeScript dependencies (no-cycle follows them)
const resolver = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
  'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**', '.next/**', '.data/**', 'media/**', 'storefront/dist/**', 'migrations/**',
      'app/(payload)/backend/importMap.js', 'contracts/payload-types.ts', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly', URLSearchParams: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        fetch: 'readonly', Request: 'readonly', Response: 'readonly', Headers: 'readonly', TextEncoder: 'readonly',
        TextDecoder: 'readonly', globalThis: 'readonly', window: 'readonly', document: 'readonly', navigator: 'readonly',
        sessionStorage: 'readonly', localStorage: 'readonly', structuredClone: 'readonly', crypto: 'readonly',
        AbortController: 'readonly', performance: 'readonly', queueMicrotask: 'readonly', FileReader: 'readonly',
        HTMLElement: 'readonly', Blob: 'readonly', File: 'readonly', Event: 'readonly', KeyboardEvent: 'readonly',
        IntersectionObserver: 'readonly', requestAnimationFrame: 'readonly', getComputedStyle: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'modules/*/admin/**/*.{ts,tsx}', 'platform/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // domain/ is pure: no framework, no I/O, no environment, no hidden clock
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process'], message: 'domain/ has no I/O.' },
            { group: ['payload', '@payloadcms/*', 'next', 'next/*', 'react', 'react-dom', 'pg', 'dayjs'], message: 'domain/ has no framework.' },
            { group: ['../*', '!../domain', '!../domain/*'], message: 'domain/ imports nothing outside domain/.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'domain/ reads no environment: pass values in.' },
        { object: 'Date', property: 'now', message: 'domain/ has no hidden clock: pass `now` in.' },
        { object: 'Math', property: 'random', message: 'domain/ takes its random source as a parameter.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'domain/ has no hidden clock: pass `now` in.' },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'domain/ is pure.' }, { name: 'fetch', message: 'domain/ has no I/O.' }],
    },
  },
  {
    // the one API client (platform/client) runs in browsers, storefront and back office: it imports only domain/
    files: ['platform/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'payload', '@payloadcms/*', 'next', 'next/*', 'pg', 'react'], message: 'platform/client runs in the browser, without a framework.' },
            { group: ['../../*', '!../../domain', '!../../domain/*'], message: 'platform/client imports only domain/.' },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md "The tree"): domain ← contracts ← platform ← modules ← app and the root's
    // composition files. A module imports another module only through its index.ts (admin UI: its admin/index.ts);
    // nothing but a module's own endpoints/ folder and its index import its endpoints.
    files: ['domain/**/*.ts', 'contracts/**/*.ts', 'platform/**/*.{ts,tsx,mjs}', 'modules/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: resolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: 'contracts', from: ['platform', 'modules', 'app', 'storefront', 'seed', 'scripts', 'tests'], message: 'contracts/ imports only domain/.' },
            { target: 'platform', from: ['modules', 'app', 'storefront', 'seed', 'scripts', 'tests'], message: 'platform/ imports no module (pass what it needs in from the composition root).' },
            { target: 'platform', from: ['payload.config.ts', 'jobs.ts', 'instrumentation.ts'], message: 'platform/ does not import the composition root.' },
            { target: 'modules', from: ['app', 'storefront', 'seed', 'scripts', 'tests', 'payload.config.ts', 'jobs.ts', 'instrumentation.ts'], message: 'A module does not import route glue or the composition root.' },
            ...modules.map((name) => ({
              target: `modules/${name}`,
              from: 'modules/*/**',
              except: [path.join(modulesDir, name, '**'), path.join(modulesDir, '*', 'index.ts'), path.join(modulesDir, '*', 'admin', 'index.ts')],
              message: 'Import another module only through its index.ts (admin UI: admin/index.ts), not from inside it.',
            })),
            {
              target: ['modules/*/!(endpoints)/**', 'modules/*/!(index).{ts,tsx}'],
              from: 'modules/*/endpoints/**',
              message: 'Operations, collections and admin code do not import endpoints (the endpoint calls the operation, not the other way).',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Storefront feature boundaries (bulletproof-react): a feature imports another feature only through its public
    // index (features/<name>/index.ts); shared code (components/, lib/) and features never import the app shell.
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: resolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `storefront/src/features/${feature}`,
              from: 'storefront/src/features/*/**',
              except: [path.join(featuresDir, feature, '**'), path.join(featuresDir, '*', 'index.ts')],
              message: 'Import another feature only through its index (features/<name>/index.ts), not from inside it.',
            })),
            { target: 'storefront/src/features', from: 'storefront/src/app', message: 'Features do not import the app shell.' },
            { target: ['storefront/src/components', 'storefront/src/lib'], from: ['storefront/src/features', 'storefront/src/app'], message: 'Shared code imports no feature and not the app shell.' },
          ],
        },
      ],
      // the server's wire contracts are types for the storefront: never bundled
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@contracts', message: 'Import the server contracts as types only (import type).', allowTypeImports: true }] },
      ],
    },
  },
)
