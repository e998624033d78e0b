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
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$db NODE_OPTIONS=--no-deprecation
node node_modules/payload/bin.js migrate:create initial | grep -i "created"
node node_modules/payload/bin.js generate:types >/dev/null
node node_modules/payload/bin.js generate:importmap >/dev/null
npx prettier --write migrations/index.ts >/dev/null 2>&1 || true
