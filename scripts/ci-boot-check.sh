#!/usr/bin/env bash
# Proves the bare-laptop path: `npm start` without DATABASE_URL starts the embedded PostgreSQL,
# migrates, seeds, serves, and /api/init answers. Stops everything afterwards. BOOT_NODE: the node binary to run it with
# (.ci/run checks Node 22 LTS this way too).
set -uo pipefail
cd "$(dirname "$0")/.."
port=${BOOT_CHECK_PORT:-3301}
log=.data/boot-check.log
mkdir -p .data
start=$(date +%s%N)
node_bin=${BOOT_NODE:-node}
echo "[boot-check] $($node_bin --version)"
env -u DATABASE_URL PORT=$port setsid "$node_bin" scripts/launch.mjs start >"$log" 2>&1 &
pid=$!
ok=0
for _ in $(seq 1 180); do
  if curl -sf "http://127.0.0.1:$port/api/init" -o .data/boot-init.json; then ok=1; break; fi
  if ! kill -0 $pid 2>/dev/null; then break; fi
  sleep 1
done
ms=$(( ($(date +%s%N) - start) / 1000000 ))
kill -TERM -- -$pid 2>/dev/null
for _ in $(seq 1 20); do kill -0 $pid 2>/dev/null || break; sleep 0.5; done
kill -KILL -- -$pid 2>/dev/null
if [ $ok = 1 ] && node -e "const b=require('./.data/boot-init.json'); if(!Array.isArray(b.data)||b.data.length!==14) process.exit(1); const br=b.data.find(e=>e.url==='/api/branches'); if(!br||br.data.length<3) process.exit(1)"; then
  echo "[boot-check] ok: /api/init antwortet nach ${ms} ms (eingebettete PostgreSQL, Seed, Produktions-Build)."
  exit 0
fi
echo "[boot-check] FEHLER: /api/init hat nicht geantwortet. Log:"
tail -60 "$log"
exit 1
