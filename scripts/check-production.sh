#!/usr/bin/env bash
# Checks the production recipe without Docker: assembles the app as the Dockerfile does
# (scripts/assemble-production.sh: production dependencies only, prebuilt client, no tests), starts it as the image
# does (NODE_ENV=production, Node 24, the memory settings of scripts/lib/server-process.ts), and checks that it serves
# the API and the client, then drains on SIGTERM.
#
#   bash scripts/check-production.sh        (CI runs it; builds the client first when it is missing or stale)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
NODE="$PWD/node_modules/.bin/node" # Node 24, as the image's base

"$NODE" -e "import('./scripts/lib/client-build.ts').then((m) => m.ensureClientBuilt())"

work=$(mktemp -d)
server_pid=
cleanup() {
  [[ -n "$server_pid" ]] && kill -9 "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

sh scripts/assemble-production.sh . "$work/app"
if [[ -d "$work/app/node_modules/vite" || -d "$work/app/node_modules/vitest" ]]; then
  echo "check-production: development dependencies were installed" >&2
  exit 1
fi

port=$("$NODE" -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
(
  cd "$work/app"
  NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" APP_URL="http://127.0.0.1:$port" \
    SESSION_SECRET=check-production-secret-0123456789abcdef LOG_LEVEL=warn MALLOC_TRIM_THRESHOLD_=131072 \
    GLIBC_TUNABLES=glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0 \
    NODE_COMPILE_CACHE="$work/compile-cache" \
    exec "$NODE" --max-semi-space-size=8 --expose-gc src/server/main.ts
) &
server_pid=$!

for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/api/health"
echo
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' || {
  echo "check-production: / did not serve the client" >&2
  exit 1
}
categories=$(curl -fsS "http://127.0.0.1:$port/api/categories")
[[ "$categories" == *Electrónicos* ]] || {
  echo "check-production: /api/categories answered $categories" >&2
  exit 1
}

kill -TERM "$server_pid"
wait "$server_pid" && status=0 || status=$?
server_pid=
if [[ "$status" != "0" ]]; then
  echo "check-production: the server exited with $status after SIGTERM" >&2
  exit 1
fi
echo "check-production: ok (production dependencies only, client served, API answering, drained on SIGTERM)"
