#!/usr/bin/env node
// `npm run check:distribution`: what Citus would make of the schema if Gathering's tables were distributed by
// community (issue 38 #5, docs/scale.md). The migrations are applied to an empty embedded database and its catalogue
// is read: every table with a `community_id` column is a distributed table, the others are reference tables (copied to
// every node) unless they hang off a distributed table. Citus refuses, on a distributed table, a primary key or a
// unique constraint without the distribution column, and a foreign key between distributed tables that does not carry
// it; it refuses a foreign key from a reference table (or a local one) to a distributed table. Each such constraint is
// listed. The list lives in docs/scale.md between two markers: the check fails when it differs from the catalogue (a
// table added without thinking of it), and `npm run check:distribution -- --write` writes it again.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as prettier from 'prettier';

const root = new URL('..', import.meta.url).pathname;
const migrations = join(root, 'apps/server/src/db/migrations');
const doc = join(root, 'docs/scale.md');
const BEGIN = '<!-- check:distribution begin: written by `npm run check:distribution -- --write` -->';
const END = '<!-- check:distribution end -->';
const COLUMN = 'community_id';

const db = await PGlite.create({ extensions: { pg_trgm } });
const { entries } = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8'));
for (const { tag } of entries) {
  for (const statement of readFileSync(join(migrations, `${tag}.sql`), 'utf8').split(
    '--> statement-breakpoint',
  ))
    if (statement.trim()) await db.exec(statement);
}

const rows = async (sql) => (await db.query(sql)).rows;
const tables = (
  await rows(`select c.relname as name,
                     exists (select 1 from pg_attribute a
                             where a.attrelid = c.oid and a.attname = '${COLUMN}' and not a.attisdropped) as distributed
              from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
              order by c.relname`)
).map((r) => ({ name: r.name, distributed: r.distributed }));
const distributed = new Set(tables.filter((t) => t.distributed).map((t) => t.name));

// Primary keys, unique constraints and unique indexes (a unique index is a constraint to Citus), with their columns.
const uniques = await rows(`
  select t.relname as "table", i.relname as name, x.indisprimary as primary,
         array(select a.attname from unnest(x.indkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n) as columns,
         x.indexprs is not null as expression
  from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
  join pg_namespace n on n.oid = t.relnamespace
  where n.nspname = 'public' and x.indisunique
  order by t.relname, i.relname`);
const foreignKeys = await rows(`
  select t.relname as "table", c.conname as name, r.relname as "references",
         array(select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
         array(select a.attname from unnest(c.confkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as "referencedColumns"
  from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
  join pg_namespace n on n.oid = t.relnamespace
  where n.nspname = 'public' and c.contype = 'f'
  order by t.relname, c.conname`);
await db.close();

const refused = [];
for (const u of uniques) {
  if (!distributed.has(u.table) || u.columns.includes(COLUMN)) continue;
  const what = u.primary ? 'primary key' : 'unique';
  const columns =
    u.columns.filter(Boolean).join(', ') +
    (u.expression ? (u.columns.some(Boolean) ? ', ' : '') + 'an expression' : '');
  refused.push(`| \`${u.table}\` | ${what} \`${u.name}\` (${columns}) | lacks \`${COLUMN}\` |`);
}
for (const fk of foreignKeys) {
  const from = distributed.has(fk.table);
  const to = distributed.has(fk.references);
  if (!to) continue; // to a reference table: allowed from any table
  const where = `\`${fk.name}\` (${fk.columns.join(', ')}) → \`${fk.references}\``;
  if (!from)
    refused.push(
      `| \`${fk.table}\` | foreign key ${where} | from a table without \`${COLUMN}\` to a distributed one |`,
    );
  else if (!fk.columns.includes(COLUMN) || !fk.referencedColumns.includes(COLUMN))
    refused.push(`| \`${fk.table}\` | foreign key ${where} | does not carry \`${COLUMN}\` on both sides |`);
}

const list = (names) => names.map((n) => `\`${n}\``).join(', ');
const generated = [
  BEGIN,
  '',
  `**Distributed by \`${COLUMN}\`** (${distributed.size} tables): ${list([...distributed])}.`,
  '',
  `**Without \`${COLUMN}\`** (${tables.length - distributed.size} tables; reference tables, or tables to give the column): ${list(tables.filter((t) => !t.distributed).map((t) => t.name))}.`,
  '',
  `**What Citus would refuse today** (${refused.length}):`,
  '',
  '| Table | Constraint | Why |',
  '| --- | --- | --- |',
  ...refused,
  '',
  END,
].join('\n');

const text = readFileSync(doc, 'utf8');
const start = text.indexOf(BEGIN);
const end = text.indexOf(END);
if (start === -1 || end === -1) {
  console.error(`docs/scale.md has no generated list between its markers (${BEGIN} … ${END}).`);
  process.exit(1);
}
// As Prettier writes the page (its check runs over docs/ too), so that the two checks agree.
const next = await prettier.format(text.slice(0, start) + generated + text.slice(end + END.length), {
  ...(await prettier.resolveConfig(doc)),
  filepath: doc,
});
if (process.argv.includes('--write')) {
  writeFileSync(doc, next);
  console.log(
    `docs/scale.md: ${distributed.size} distributed tables, ${refused.length} constraints Citus would refuse.`,
  );
} else if (next !== text) {
  console.error(
    'docs/scale.md: the list of what Citus would refuse differs from the schema. Run `npm run check:distribution -- --write` and read what changed.',
  );
  process.exit(1);
} else {
  console.log(`docs/scale.md agrees with the schema (${refused.length} constraints Citus would refuse).`);
}
