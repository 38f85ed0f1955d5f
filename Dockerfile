# syntax=docker/dockerfile:1
# One image for every Kindred process: `serve` (the default command), `worker`, `migrate` and the
# operator commands (`docker compose run --rm serve users list`). See README, "Running at scale".
ARG NODE_IMAGE=node:20-bookworm-slim

# The workspace's package manifests and lock file: what both installs below start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build the web app and the server bundle with every dependency, dev tools included.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's run-time dependencies only (the bundle inlines @kindred/core; the web app is static files).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@kindred/server \
  && mkdir -p apps/server/node_modules

FROM ${NODE_IMAGE} AS runtime
# The same settings `npm start` runs with (scripts/server-command.mjs): two malloc arenas keep photo
# decoding's resident memory bounded, and a 256 MB heap is ample for the server's live data.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
# The image's own unprivileged user; only /data is writable by it.
USER node
VOLUME ["/data"]
EXPOSE 3000
# `worker` has no HTTP port: compose.yaml turns this check off for it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches Node directly (exec form), which stops gracefully within 10 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "apps/server/dist/main.js"]
CMD ["serve"]
