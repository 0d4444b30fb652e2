# syntax=docker/dockerfile:1
# Sejawat: the BFF (Fastify) serving the built web app, plus the reference association server on loopback
# (its database in the /data volume) unless ASSOCIATION_API_URL points at another one.
#
#   docker build -t sejawat .          (podman: podman build --format docker -t sejawat ., to keep the health check)
#   docker run --rm -p 8080:3000 -e NODE_ENV=production \
#     -e JWT_ACCESS_SECRET=... -e JWT_REFRESH_SECRET=... -e ADMIN_EMAIL=... -e ADMIN_PASSWORD=... \
#     -v sejawat-data:/data sejawat
#
# Node.js 22 (LTS): some runtime dependencies (cookie 2, content-disposition 3) require node >= 22.
#
# Configuration is environment variables only (see README.md, "Configuration"); the image holds no secrets.

# Build stage: dev dependencies, web build (Vite) and BFF build (tsc).
FROM node:22-bookworm-slim AS build
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
FROM node:22-bookworm-slim AS deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
COPY bff/package.json bff/package.json
COPY web/package.json web/package.json
RUN npm ci --omit=dev --workspace bff --include-workspace-root=false --no-audit --no-fund && mkdir -p bff/node_modules

# Runtime stage: non-root, configuration from the environment.
FROM node:22-bookworm-slim AS runtime
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
# The first start on an empty volume creates the database and generates SEED_MEMBERS members before it is ready:
# measured 97 s in this image (podman, 2 busy cores) and 54 s from source for 50,000 members, so the start period
# allows about three times that. A passing check ends the start period early; later starts are ready in seconds.
# The check is bash speaking HTTP/1.0 over /dev/tcp: no second Node.js process per check (that alone took 2 s on a
# busy machine). /health/ready answers 503 while the association server is down and while shutting down.
HEALTHCHECK --interval=15s --timeout=5s --start-period=300s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /health/ready HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && read -r -t 4 line <&3 && [[ $line == *' 200 '* ]]"]
# node is PID 1 and handles SIGTERM itself: /health/ready turns 503, it keeps serving for SHUTDOWN_DRAIN_MS, then
# finishes in-flight requests (SHUTDOWN_TIMEOUT_MS), stops the reference server and exits 0: docker stop -t 20.
STOPSIGNAL SIGTERM
CMD ["node", "bff/dist/src/server.js"]
