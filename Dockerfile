# syntax=docker/dockerfile:1
# Vitrine in one image: built with the dev dependencies, run by plain `node` on the built files
# with the server's production dependencies only.
#   docker build -t vitrine .
#   docker run -p 3000:3000 -v vitrine-data:/app/data vitrine             one port, theme from the Host header
#   docker run -e PORT= -p 3001-3009:3001-3009 -v vitrine-data:/app/data vitrine   the nine theme ports
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a change to the sources reuses this layer.
COPY package.json package-lock.json ./
COPY packages/catalog/package.json packages/catalog/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The catalog and the server to JavaScript (dist/), the web app to apps/web/dist.
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/catalog/package.json packages/catalog/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# The server's dependencies (the catalog's among them), without dev tools (no tsx, TypeScript or Vite).
RUN npm ci --omit=dev --workspace @vitrine/server --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/packages/catalog/dist packages/catalog/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# Applied at start, found relative to the built server.
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY LICENSE ./

# DATA_DIR (default /app/data): PGlite, the generated API key, the file transport's mail.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node

EXPOSE 3000
# /healthz answers 503 while the database is out of reach. Node's fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3001}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) stops it gracefully within 10 s: no new connections, requests in flight
# answered, the current mail send finished, the database closed.
CMD ["node", "apps/server/dist/server.js"]
