#!/usr/bin/env bash
# Makes the upgrade test's fixture (apps/server/test/fixtures/upgrade/release-<commit>.sql.gz): the database that a
# release's own code creates — its migrations, its demo seeding, its job queue — dumped as SQL that both engines
# load. Run it once per release, from a checkout with node_modules, and point test/upgrade.test.ts at the new file.
# Usage: scripts/make-upgrade-fixture.sh <release commit>
set -euo pipefail
commit=$(git rev-parse --short "${1:?usage: $0 <release commit>}")
root=$(pwd)
node="$root/node_modules/.bin/node"
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/release" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git worktree add --detach "$work/release" "$commit" >/dev/null
(cd "$work/release" && npm ci --no-audit --no-fund >/dev/null)

# The release's server seeds its demo platform into an empty data folder; ready once /health answers.
port=18199
(cd "$work/release/apps/server" && DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 DEMO=1 \
  DEMO_PASSWORD=demo-password-123 PLATFORM_ADMIN_PASSWORD=platform-password-123 LOG_LEVEL=warn \
  "$node" --import tsx src/main.ts) &
server=$!
for _ in $(seq 1 200); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 1; done
kill -TERM $server && wait $server || true

# PGlite's pg_dump (a WebAssembly build, @electric-sql/pglite-tools) in a scratch folder: it declares one exact PGlite
# version as its peer, so it is not one of the project's dependencies.
mkdir "$work/dump" && cd "$work/dump" && npm init -y >/dev/null
pglite=$(node -p "require('$root/apps/server/package.json').dependencies['@electric-sql/pglite']")
npm install --legacy-peer-deps --no-audit --no-fund "@electric-sql/pglite@$pglite" @electric-sql/pglite-tools >/dev/null
cat > dump.mjs <<'JS'
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
const pg = await PGlite.create(process.argv[2], { extensions: { pg_trgm } });
const sql = await (await pgDump({ pg, args: ['--no-owner', '--no-privileges'] })).text();
writeFileSync(process.argv[3], gzipSync(sql, { level: 9 }));
await pg.close();
JS
out="$root/apps/server/test/fixtures/upgrade/release-$commit.sql.gz"
"$node" dump.mjs "$work/data/db" "$out"
echo "Wrote $out ($(du -h "$out" | cut -f1))."
