#!/usr/bin/env sh
# Assembles what production runs, from a source tree whose client is already built (dist/client):
# production dependencies only, the server and shared sources (no tests), and the built client.
# The Dockerfile runs exactly this; `scripts/check-production.sh` (in CI) runs it too and starts the result,
# so the image recipe cannot rot unnoticed while Docker does not run on our machines.
#
#   sh scripts/assemble-production.sh <source-dir> <target-dir>
set -eu
src=$(cd "$1" && pwd)
dest=$2

if [ ! -f "$src/dist/client/index.html" ]; then
  echo "assemble-production: $src/dist/client is missing: run 'npm run build' first" >&2
  exit 1
fi

mkdir -p "$dest"
cp "$src/package.json" "$src/package-lock.json" "$dest/"
(cd "$dest" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
mkdir -p "$dest/src" "$dest/dist"
cp -R "$src/src/server" "$src/src/shared" "$dest/src/"
rm -rf "$dest/src/server/testing"
find "$dest/src" -name '*.test.ts' -delete
cp -R "$src/dist/client" "$dest/dist/client"
echo "assemble-production: $dest is ready (the Dockerfile's ENV, then node --max-semi-space-size=8 --expose-gc src/server/main.ts)"
