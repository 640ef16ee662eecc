#!/usr/bin/env node
// `npm run check:licenses`: every package Gathering ships — the server's production install (what the image and the
// systemd install hold) and the web app's dependencies (bundled into apps/web/dist and served to browsers) — has a
// licence that lets it be conveyed under Gathering's own, AGPL-3.0-or-later. Read from package-lock.json (the exact
// tree `npm ci` installs, no install needed); each package's SPDX expression is tested with spdx-satisfies against
// the list below. A package whose manifest states no licence fails unless it is in REVIEWED, pinned to the version
// someone read the licence of, and its licence file still says so. Prints one line when all is well.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import satisfies from 'spdx-satisfies';

const root = new URL('..', import.meta.url).pathname;

/** Licences that may be conveyed with (or linked into) an AGPL-3.0-or-later work. */
export const COMPATIBLE = [
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Zlib',
  'Python-2.0',
  // The PDF reports' and the console's fonts (Noto): the OFL lets fonts be bundled with any software.
  'OFL-1.1',
  // libvips and its companions under sharp: a shared library loaded at run time, replaceable by the user.
  'LGPL-3.0-or-later',
  // web-push (Web Push's encryption and VAPID): MPL-2.0 §3.3 lets it be combined with a work under the GNU
  // licences (its files stay MPL, ours AGPL), unless a file is marked "Incompatible With Secondary Licenses"; none is.
  'MPL-2.0',
  'AGPL-3.0-or-later',
];

/**
 * Packages whose package.json states no licence, each read by a person: the version read, the licence found, and a
 * line its licence file must hold. A new version must be read again (the check fails until it is added here).
 */
export const REVIEWED = {
  // pdfkit's PNG decoder: its repository and its LICENSE file are MIT; the manifest forgot the field.
  'png-js@2.0.0': { license: 'MIT', file: 'LICENSE', says: 'MIT License' },
};

/** The shipped tree: every package reachable from the server's and the web app's production dependencies. */
export function shippedPackages(lock) {
  const packages = lock.packages;
  // Node's lookup: node_modules/<name> beside the requirer, then in each folder above it.
  const resolve = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[path]) return path;
      if (!dir) return null;
    }
  };
  const seen = new Map();
  const visit = (path, requiredBy) => {
    let entry = packages[path];
    if (entry?.link) path = entry.resolved;
    entry = packages[path];
    if (!entry || seen.has(path)) return;
    seen.set(path, requiredBy);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers[n]?.optional),
    ];
    for (const name of names) {
      const found = resolve(path, name);
      if (found) visit(found, path || 'gathering');
    }
  };
  // The root's production dependencies (Node 24 itself), the server, the web app and the contract they share.
  for (const start of ['', 'apps/server', 'apps/web', 'packages/contract']) visit(start, 'gathering');
  return [...seen.keys()]
    .filter((path) => path.includes('node_modules/'))
    .map((path) => {
      const entry = packages[path];
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return { path, name, version: entry.version, license: entry.license, requiredBy: seen.get(path) };
    });
}

/** The problems of one package: [] when it may ship. */
export function licenceProblems(pkg, { modulesDir = join(root, 'node_modules') } = {}) {
  const id = `${pkg.name}@${pkg.version}`;
  if (!pkg.license) {
    const reviewed = REVIEWED[id];
    if (!reviewed)
      return [
        `${id} (required by ${pkg.requiredBy}) states no licence: read its licence and add it to REVIEWED`,
      ];
    const file = join(modulesDir, pkg.name, reviewed.file);
    if (existsSync(file) && !readFileSync(file, 'utf8').includes(reviewed.says))
      return [`${id}: its ${reviewed.file} no longer says "${reviewed.says}"`];
    pkg = { ...pkg, license: reviewed.license };
  }
  let ok;
  try {
    ok = satisfies(pkg.license, COMPATIBLE);
  } catch {
    return [`${id} (required by ${pkg.requiredBy}): "${pkg.license}" is not an SPDX expression`];
  }
  return ok
    ? []
    : [
        `${id} (required by ${pkg.requiredBy}): ${pkg.license} is not known to be compatible with AGPL-3.0-or-later`,
      ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const shipped = shippedPackages(lock);
  // Gathering's own packages (the root and each workspace) state the licence they are published under.
  const own = ['', 'packages/contract', 'apps/server', 'apps/web', 'e2e']
    .filter((path) => lock.packages[path]?.license !== 'AGPL-3.0-or-later')
    .map((path) => `${path || 'package.json'}: its licence is not AGPL-3.0-or-later`);
  const problems = [...own, ...shipped.flatMap((pkg) => licenceProblems(pkg))];
  if (problems.length) {
    console.error(
      `Licences: ${problems.length} shipped package(s) cannot be conveyed under AGPL-3.0-or-later:`,
    );
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  const counts = {};
  for (const { name, version, license } of shipped) {
    const key = license ?? `${REVIEWED[`${name}@${version}`].license} (reviewed)`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  const summary = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([license, n]) => `${license} ${n}`)
    .join(', ');
  console.log(
    `Licences: ${shipped.length} shipped packages, all compatible with AGPL-3.0-or-later (${summary}).`,
  );
}
