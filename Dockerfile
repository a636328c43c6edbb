# syntax=docker/dockerfile:1
# Colophon: build stage compiles the bundles and the embedded dataset; the runtime stage has
# production dependencies only and runs as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# NODE_ENV and MALLOC_ARENA_MAX as npm run start:prod sets them: with glibc's default of up to 8
# malloc arenas per core, libvips' threads (the image pipeline) fragment memory; 2 arenas kept the
# peak RSS while resizing at 248 MB instead of 296 MB (bench/README.md), at the same throughput.
# LOG_FORMAT=json: one JSON object a line for the log shipper, even with `docker run -t`.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    LOG_FORMAT=json \
    PORT=3000 \
    DATA_DIR=/var/lib/colophon
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/data ./data
RUN mkdir -p /var/lib/colophon && chown -R node:node /var/lib/colophon
USER node
EXPOSE 3000
VOLUME ["/var/lib/colophon"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# npm run start:prod's command (NODE_ENV is set above), run by node itself as PID 1: npm 11 exits at
# once on SIGTERM without passing it on, so the server would be killed, not shut down gracefully.
# test/unit/deploy/production-image.test.ts keeps this and start:prod the same.
CMD ["node", "--heap-growing-percent=60", "build/server/main.js"]
