# syntax=docker/dockerfile:1
# The storefront's production image (ADR 0029). Node 24, a standalone build (`output: "standalone"`:
# the server files and only the node_modules they load), served by the production start script,
# server/serve.mjs, as one non-root Node process: the same script as `npm start`, `npm run serve`,
# the e2e servers and compose.yaml.
#
#   docker build -t lumina-storefront .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e REDIS_URL=redis://... lumina-storefront
#
# Some settings are fixed by the build and must be given to it (README "Running in production"):
# - REDIS_URL: the standalone config keeps the cache handler only when the build sees a redis:// URL
#   (any: the build never connects; each instance reads its own REDIS_URL at run time; ADR 0025).
#   The default builds for Redis; `--build-arg REDIS_URL=` builds Next's own cache.
# - NEXT_PUBLIC_SITE_URL: the shop's public address, written into the bundles.
# - The rest (DEFERRED_SCRIPT_URLS, STRAPI_URL/STRAPI_MEDIA_URL, a hosted country's
#   COMMERCE_PROVIDER_xx/BC_xx_STORE_HASH/BC_xx_CHANNEL_ID/BC_xx_CHECKOUT_ORIGIN, SENTRY_AUTH_TOKEN,
#   NEXT_PUBLIC_SENTRY_DSN): a file of NAME=value lines given as the build secret `build-env`
#   (`docker build --secret id=build-env,src=.env.build .`), read by the build and kept in no layer.

ARG NODE_IMAGE=node:24-bookworm-slim

# The dependencies, devDependencies included (the build needs them). `npm install`, not `npm ci`:
# the lockfile cannot hold every platform's optional binaries (ADR 0001).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install

# The build. compose.yaml's one-shot `seed` service also runs from this stage (it has tsx and the
# sources); the runtime image below has neither.
FROM deps AS build
COPY . .
ARG REDIS_URL=redis://redis:6379
ARG NEXT_PUBLIC_SITE_URL
# An empty build argument means unset (the environment's schema refuses an empty REDIS_URL).
RUN --mount=type=cache,target=/app/.next/cache \
    --mount=type=secret,id=build-env,required=false \
    if [ -f /run/secrets/build-env ]; then set -a; . /run/secrets/build-env; set +a; fi; \
    [ -n "$REDIS_URL" ] || unset REDIS_URL; \
    [ -n "$NEXT_PUBLIC_SITE_URL" ] || unset NEXT_PUBLIC_SITE_URL; \
    npm run build \
 && mkdir -p /out \
 && cp -a .next/standalone /out/app \
 && mv /out/app/.next /out/next \
 && cp -a .next/static /out/next/static \
 && cp -a public /out/app/public \
 && test -f /out/app/server/serve.mjs && test -d /out/app/lib/db/migrations && test -f /out/app/lib/db/pglite-thread.mjs

# What runs: the standalone folder (server files, traced node_modules, the start script and the
# migrations, which next.config.ts's outputFileTracingIncludes adds), the browser's files and public/.
# The code belongs to root and is read-only to the app; only .next (Next's image and page caches)
# and .data (PGlite, when no DATABASE_URL is given) are the app user's.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# MALLOC_ARENA_MAX: two malloc arenas for the server's threads (server/heap.mjs).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 NEXT_TELEMETRY_DISABLED=1 MALLOC_ARENA_MAX=2
COPY --from=build /out/app ./
COPY --from=build --chown=node:node /out/next ./.next
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# Liveness (/api/health checks nothing but that the process serves). The balancer checks readiness,
# /api/ready, itself. Slim images have no curl: Node's fetch.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# One process, no npm or shell in between: the platform's SIGTERM reaches the server, which drains.
# The flag sizes V8's young generation (server/heap.mjs).
CMD ["node", "--max-semi-space-size=16", "server/serve.mjs"]
