# Concierge: one image for the API processes (`node apps/server/dist/main.mjs`) and the job worker
# (`node apps/server/dist/worker-main.mjs`), both built here.
# Build: docker build -t concierge .   Run at scale: docker compose up (compose.yaml).

# --- build: every dependency, then the server, the web app and the embeddable widget -------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/widget/package.json packages/widget/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies, the three builds, and the server's TypeScript (its document-
# reading thread runs it with tsx) ---------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/packages/shared packages/shared
COPY --from=build --chown=node:node /app/packages/widget/package.json packages/widget/
COPY --from=build --chown=node:node /app/packages/widget/dist packages/widget/dist
COPY --from=build --chown=node:node /app/apps/server apps/server
COPY --from=build --chown=node:node /app/apps/web/package.json apps/web/
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
# Uploads (and, without JWT_SECRET, secrets.json) live here: one volume shared by every process.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Not `npm start`: the builds are in the image already, so nothing is checked or rebuilt at start.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
