# Academy as a container image. Two stages: the build stage installs every dependency and runs
# `npm run build` (web app and server bundle), then prunes the dev dependencies; the runtime stage copies
# only what `node apps/server/dist/server.js` needs and runs it as the unprivileged `node` user.
#
#   docker build -t academy .
#   docker run -p 3000:3000 -v academy-data:/data academy     # one machine, embedded PostgreSQL in /data
#
# With DATABASE_URL set nothing is started in /data beyond generated keys (see compose.yaml).

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p apps/server/node_modules

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages/shared ./packages/shared
COPY --from=build --chown=root:root /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
# The embedded PostgreSQL cluster, generated keys and uploads: keep them across containers.
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready means the database answers and every migration is applied.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
