#!/usr/bin/env node
// `npm run check:owners`: one owner per table. apps/server/src/db/owners.json names the module that owns each table;
// a write to a table (drizzle `.insert(t)`, `.update(t)`, `.delete(t)`; SQL `insert into`, `update … set`,
// `delete from`, `truncate`) anywhere in apps/server/src must sit in a `*.repository.ts` of that module. Reads are
// not checked: a repository may join another aggregate's table for a read model (a list showing a community's
// name, an analytics roll-up). Every table of db/schema must have an owner, so a new table cannot slip by.
// The scan reads text (no type information): a table is recognised by its schema export name, an import alias
// (`notificationDeliveries as nd`), a drizzle `alias(t, …)` or its SQL name inside a template.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'apps/server/src');
const { tables: owners, exempt } = JSON.parse(readFileSync(join(src, 'db/owners.json'), 'utf8'));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : files(path);
    return /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name) ? [path] : [];
  });
}

// Schema export name -> SQL name.
const bySymbol = new Map();
for (const file of files(join(src, 'db/schema'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    bySymbol.set(m[1], m[2]);
  }
}
const problems = [];
for (const table of bySymbol.values()) {
  if (!owners[table]) problems.push(`db/owners.json: table ${table} has no owner`);
}
for (const table of Object.keys(owners)) {
  if (![...bySymbol.values()].includes(table))
    problems.push(`db/owners.json: ${table} is not a table of db/schema`);
}

const isExempt = (path) =>
  Object.keys(exempt).some((p) => (p.startsWith('.') ? path.endsWith(p) : path === p || path.startsWith(p)));

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

for (const file of files(src)) {
  const path = relative(root, file);
  if (path.startsWith('apps/server/src/db/') || isExempt(path)) continue;
  const text = readFileSync(file, 'utf8');
  // Names this file gives the tables: schema imports (with `as` aliases), `schema.x`, drizzle alias(x, …).
  const names = new Map(bySymbol);
  for (const imp of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g)) {
    for (const spec of imp[1].split(',')) {
      const m = spec.trim().match(/^(\w+)\s+as\s+(\w+)$/);
      if (m && bySymbol.has(m[1])) names.set(m[2], bySymbol.get(m[1]));
    }
  }
  for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*alias\(\s*(\w+)/g)) {
    if (names.has(m[2])) names.set(m[1], names.get(m[2]));
  }
  const writes = [];
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(?:\w+\.)?(\w+)\s*\)/g)) {
    if (names.has(m[2])) writes.push([m.index, names.get(m[2])]);
  }
  const sqlNames = new Set(Object.keys(owners));
  for (const m of text.matchAll(
    /\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?|update)\s+(?:only\s+)?"?(\w+)"?(\s+(?:as\s+)?\w+)?\s*(\bset\b)?/gi,
  )) {
    const table = m[1].toLowerCase();
    if (!sqlNames.has(table)) continue;
    if (/^update/i.test(m[0]) && !m[3]) continue; // "update" in prose, or not a statement
    writes.push([m.index, table]);
  }
  const [, module] = path.match(/^apps\/server\/src\/modules\/([^/]+)\//) ?? [];
  for (const [index, table] of writes) {
    const owner = owners[table];
    if (module === owner && path.endsWith('.repository.ts')) continue;
    problems.push(
      `${path}:${lineOf(text, index)}: writes ${table}, owned by ${owner} (write it in modules/${owner}/*.repository.ts; others reach it through a port)`,
    );
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} write(s) outside the owner's repositories (apps/server/src/db/owners.json).`,
  );
  process.exit(1);
}
console.log(`Table owners: every write to ${bySymbol.size} tables is in its owner's repositories.`);
