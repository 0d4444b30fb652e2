# syntax=docker/dockerfile:1
# Sejawat: the BFF (Fastify) serving the built web app, plus the reference association server on loopback
# (PGlite in the /data volume) unless ASSOCIATION_API_URL points at another one.
#
#   docker build -t sejawat .
#   docker run --rm -p 8080:3000 -e NODE_ENV=production \
#     -e JWT_ACCESS_SECRET=... -e JWT_REFRESH_SECRET=... -v sejawat-data:/data sejawat
#
# Configuration is environment variables only (see README.md, "Configuration"); the image holds no secrets.

# Build stage: dev dependencies, web build (Vite) and BFF build (tsc).
FROM node:20-bookworm-slim AS build
# Only for builders behind a TLS-intercepting proxy (a CA file mounted at build time); empty otherwise.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
COPY bff/package.json bff/package.json
COPY web/package.json web/package.json
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY bff bff
COPY web web
COPY fixtures fixtures
RUN npm run build

# Production dependencies of the BFF only (no web, no dev tools), in a stage of their own so the runtime stage
# copies a finished node_modules and carries no npm cache.
FROM node:20-bookworm-slim AS deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
COPY bff/package.json bff/package.json
COPY web/package.json web/package.json
RUN npm ci --omit=dev --workspace bff --include-workspace-root=false --no-audit --no-fund && mkdir -p bff/node_modules

# Runtime stage: non-root, configuration from the environment.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --chown=root:root package.json ./
COPY --chown=root:root bff/package.json bff/package.json
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/bff/node_modules bff/node_modules
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/dist web/dist
COPY fixtures fixtures
RUN mkdir -p /data && chown node:node /data
# The application files stay owned by root and read-only to the process; only /data is writable.
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it drains in-flight requests (SHUTDOWN_TIMEOUT_MS), then stops the
# reference server and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "bff/dist/src/server.js"]
