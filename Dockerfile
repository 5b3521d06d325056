# Cerquita's production image: Node 24, production dependencies only, the client prebuilt, run as a non-root user.
# The runtime stage is assembled by scripts/assemble-production.sh, which CI also runs and starts
# (scripts/check-production.sh), so the recipe is tested even where Docker does not run.

FROM node:24-bookworm-slim AS build
WORKDIR /source
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && sh scripts/assemble-production.sh /source /app

FROM node:24-bookworm-slim
# Memory settings that only take effect at a process's start, as `npm start` gives them (scripts/lib/server-process.ts,
# decision 0020): glibc merges freed blocks at once (no per-thread cache) and returns freed memory above 128 kB, V8's
# young generation stays at 2 × 8 MB, the server collects garbage once when it goes quiet after traffic (--expose-gc),
# and from the second start on the sources come from Node's compile cache, without loading the type stripper.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_TRIM_THRESHOLD_=131072 \
    GLIBC_TUNABLES=glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0 \
    NODE_COMPILE_CACHE=/tmp/cerquita-compile-cache
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "src/server/main.ts"]
