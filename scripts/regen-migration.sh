#!/usr/bin/env bash
# Regenerates the single initial migration from the current config (only while nothing has been released),
# plus payload-types.ts and the admin import map.
set -euo pipefail
cd "$(dirname "$0")/.."
db=tresen_regen_$$
psql -h 127.0.0.1 -U postgres -qc "create database $db" >/dev/null
trap 'psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db" >/dev/null' EXIT
# keep the initial migration's name: it must sort before the hand-written migrations that build on its tables
initial=$(ls migrations/*_initial.ts 2>/dev/null | head -1 | xargs -r basename | sed 's/\.ts$//')
rm -f migrations/*_initial.ts migrations/*_initial.json
echo 'export const migrations = []' > migrations/index.ts
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$db
node --input-type=module -e "
import { payloadCli } from './scripts/lib/database.mjs'
import fs from 'node:fs'
const created = () => fs.readdirSync('migrations').some((f) => f.endsWith('_initial.ts'))
for (let i = 0; i < 5 && !created(); i++) payloadCli(['migrate:create', 'initial'], { quiet: true })
if (!created()) throw new Error('migrate:create hat keine Migration geschrieben')
payloadCli(['generate:types'], { quiet: true })
payloadCli(['generate:importmap'], { quiet: true })
"
if [ -n "$initial" ]; then
  created=$(ls migrations/*_initial.ts | head -1 | xargs basename | sed 's/\.ts$//')
  if [ "$created" != "$initial" ]; then
    mv "migrations/$created.ts" "migrations/$initial.ts"
    mv "migrations/$created.json" "migrations/$initial.json"
  fi
fi
# index.ts lists every migration in name order (the initial one first, then the hand-written SQL migrations)
node --input-type=module -e "
import fs from 'node:fs'
const names = fs.readdirSync('migrations').filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.slice(0, -3)).sort()
const imports = names.map((n) => 'import * as migration_' + n + \" from './\" + n + \"'\").join('\\n')
const entries = names.map((n) => '  {\\n    up: migration_' + n + '.up,\\n    down: migration_' + n + \".down,\\n    name: '\" + n + \"',\\n  },\").join('\\n')
fs.writeFileSync('migrations/index.ts', imports + '\\n\\nexport const migrations = [\\n' + entries + '\\n]\\n')
"
npx prettier --write migrations/index.ts >/dev/null 2>&1 || true
ls migrations
