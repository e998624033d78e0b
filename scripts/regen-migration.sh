#!/usr/bin/env bash
# Regenerates the single initial migration from the current config (only while nothing has been released),
# plus payload-types.ts and the admin import map.
set -euo pipefail
cd "$(dirname "$0")/.."
db=tresen_regen_$$
psql -h 127.0.0.1 -U postgres -qc "create database $db" >/dev/null
trap 'psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db" >/dev/null' EXIT
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
# (hand-written SQL migrations beside it are listed in index.ts by Payload itself)
npx prettier --write migrations/index.ts >/dev/null 2>&1 || true
ls migrations
