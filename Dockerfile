# syntax=docker/dockerfile:1
# Build stage: dev dependencies, web build (Vite) and BFF build (tsc).
FROM node:20-bookworm-slim AS build
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

# Runtime stage: production dependencies only, non-root, configuration from the environment.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY bff/package.json bff/package.json
COPY web/package.json web/package.json
RUN npm ci --omit=dev --workspace bff --include-workspace-root=false --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/dist web/dist
COPY fixtures fixtures
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "bff/dist/src/server.js"]
