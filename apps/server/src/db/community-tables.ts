import type { SqlExecutor } from './client';

/**
 * What a community owns, derived once from the database's own catalogue (information_schema), so a table added
 * later is in a community's export (and its import) without new code:
 * - a table with a `community_id` column is the community's (the audit trail, a language table, …);
 * - a table with a foreign key to one of those is too, through the shortest such path (feed_item_groups through
 *   feed_items, notification_deliveries through its own community_id);
 * - a table the community's rows point at but that belongs to no community (the people: `users`) is exported for
 *   the rows it is named by, listed in SHARED;
 * - everything else in `public` must be named in EXCLUDED or PLATFORM with its reason: test/community-tables.test.ts
 *   fails for a table that is in none of these, so a new table is never silently left out of an export.
 */

/** Tables with a path to a community that an export leaves out on purpose, each with the reason the README gives. */
export const EXCLUDED: Record<string, string> = {
  sessions: 'sign-in sessions: credentials of a device, valid only on this server',
  refresh_tokens: 'sign-in refresh tokens: credentials, valid only on this server',
  one_time_tokens: 'e-mail links (invitations, resets): credentials, valid only on this server',
  push_credentials:
    "the community's Apple and Google push keys: secrets sealed with this server's key, entered again on the new server",
  community_member_counts: 'derived: kept by a trigger from memberships',
  community_feed_versions: "derived: the app feed's cache version, kept by triggers",
  analytics_daily_uniques: "derived: each day's count of analytics_daily_subjects, kept by triggers",
  analytics_item_months: "derived: each item's analytics_daily added up per month, kept by triggers",
  analytics_item_totals: "derived: each item's analytics_item_months added up, kept by triggers",
  community_exports: "this server's record of the exports themselves",
  community_export_links: 'download links of exports: credentials, valid only on this server',
  idempotency_keys: "first answers of retried console changes, kept 24 hours: this server's replay cache",
};

/** Tables with no path to any community: the platform's own. */
export const PLATFORM: Record<string, string> = {
  emails: "the server's outgoing mail queue (copies of e-mails sent)",
  email_attachments: "attachments of the server's outgoing mail queue",
  analytics_rollup_state: "the analytics roll-up's position in this server's transactions",
  analytics_platform_daily: "derived: every community's analytics_daily added up, kept by triggers",
  rate_limits: 'request counters of this server',
  login_failures: 'failed sign-ins by credential, for rate limiting',
  audit_chain_heads:
    "the head of each audit chain on this server (the community's own audit rows are exported, with their hashes)",
};

/**
 * Tables that belong to no community but whose rows the community's rows name: exported for those rows only.
 * `users` are the people (members, administrators, authors of the community's rows); an import matches them by
 * e-mail to people already on the target server.
 */
export const SHARED = new Set(['users']);

/** Columns never exported: secrets, and values that only mean something on this server. */
export const OMITTED_COLUMNS: Record<string, string> = {
  'users.password_hash': 'passwords never leave the server: imported people choose a new one',
  'cascade_providers.sealed_secret':
    "an SMS provider's auth token or password, sealed with this server's key: entered again on the new server",
  'activity_events.xid':
    "this server's transaction counter (the analytics roll-up's watermark): meaningless elsewhere",
};

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
}

export interface ForeignKey {
  column: string;
  table: string;
  references: string;
}

export interface CommunityTable {
  name: string;
  /** Exported columns, in table order (generated and OMITTED_COLUMNS left out). */
  columns: Column[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  /** SQL condition on alias `t` that a row belongs to the community `$1`. */
  belongs: string;
  /** How it belongs, in words, for the README. */
  path: string;
}

export interface CommunityTables {
  /** In insertion order: a table comes after every table it references. */
  tables: CommunityTable[];
  /** Every table of `public` with no role in an export (neither exported nor excluded nor platform). */
  unclassified: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the catalogue and derives each community table's condition. */
export async function communityTables(ex: SqlExecutor): Promise<CommunityTables> {
  const { rows: cols } = await ex.executeSql(
    `select table_name as t, column_name as c, data_type as type, is_nullable = 'YES' as nullable,
            is_generated = 'ALWAYS' as generated
     from information_schema.columns where table_schema = 'public'
     order by table_name, ordinal_position`,
  );
  const { rows: keys } = await ex.executeSql(
    `select tc.table_name as t, tc.constraint_type as kind, kcu.column_name as c, kcu.ordinal_position as pos,
            ccu.table_name as rt
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
     left join information_schema.constraint_column_usage ccu
       on tc.constraint_type = 'FOREIGN KEY' and ccu.constraint_name = tc.constraint_name
          and ccu.constraint_schema = tc.table_schema
     where tc.table_schema = 'public' and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY')
     order by tc.table_name, kcu.ordinal_position`,
  );
  const all = new Map<string, { columns: Column[]; pk: string[]; fks: ForeignKey[] }>();
  for (const r of cols) {
    const t = r.t as string;
    if (!all.has(t)) all.set(t, { columns: [], pk: [], fks: [] });
    if (r.generated || OMITTED_COLUMNS[`${t}.${r.c as string}`]) continue;
    all.get(t)!.columns.push({ name: r.c as string, type: r.type as string, nullable: !!r.nullable });
  }
  for (const r of keys) {
    const entry = all.get(r.t as string);
    if (!entry) continue;
    if (r.kind === 'PRIMARY KEY') entry.pk.push(r.c as string);
    else entry.fks.push({ column: r.c as string, table: r.t as string, references: r.rt as string });
  }

  // Shortest path to the community, breadth first: a direct community_id wins over a path through a parent.
  const belongs = new Map<string, { sql: string; path: string; depth: number }>();
  belongs.set('communities', { sql: `t.id = $1`, path: 'the community itself', depth: 0 });
  for (const [name, t] of all) {
    if (name !== 'communities' && t.columns.some((c) => c.name === 'community_id'))
      belongs.set(name, { sql: `t.community_id = $1`, path: 'its community_id', depth: 1 });
  }
  // First through required foreign keys only (a support comment belongs through its ticket, never through the
  // guest who may have written it); a table reached only through optional ones belongs through any of them.
  const nullable = (table: string, column: string) =>
    all.get(table)!.columns.find((c) => c.name === column)?.nullable ?? true;
  const inner = (parent: string) => belongs.get(parent)!.sql.replace(/\bt\./g, 'p.');
  for (const required of [true, false]) {
    for (let depth = 2, grew = true; grew; depth++) {
      grew = false;
      for (const [name, t] of all) {
        if (belongs.has(name) || SHARED.has(name) || EXCLUDED[name] || PLATFORM[name]) continue;
        const via = t.fks.filter((fk) => {
          const parent = belongs.get(fk.references);
          return (
            parent &&
            parent.depth < depth &&
            all.get(fk.references)!.pk.length === 1 &&
            (!required || !nullable(name, fk.column))
          );
        });
        if (via.length === 0) continue;
        const chosen = required ? via.slice(0, 1) : via;
        belongs.set(name, {
          sql: chosen
            .map(
              (fk) =>
                `t.${ident(fk.column)} in (select p.${ident(all.get(fk.references)!.pk[0])} from ${ident(fk.references)} p where ${inner(fk.references)})`,
            )
            .join(' or '),
          path: chosen
            .map((fk) => `${fk.column} → ${fk.references} (${belongs.get(fk.references)!.path})`)
            .join(', or '),
          depth,
        });
        grew = true;
      }
    }
  }
  // The shared tables: the rows any community table names through a foreign key.
  for (const name of SHARED) {
    const t = all.get(name);
    if (!t) continue;
    const namedBy = [...all.entries()].flatMap(([table, info]) =>
      belongs.has(table) && !EXCLUDED[table]
        ? info.fks
            .filter((fk) => fk.references === name)
            .map(
              (fk) =>
                `select s.${ident(fk.column)} from ${ident(table)} s where ${belongs.get(table)!.sql.replace(/\bt\./g, 's.')}`,
            )
        : [],
    );
    belongs.set(name, {
      sql: `t.id in (${namedBy.join(' union ')})`,
      path: 'named by the rows of the tables above (members, authors)',
      depth: Number.MAX_SAFE_INTEGER,
    });
  }

  const exported = [...belongs.keys()].filter((n) => !EXCLUDED[n]);
  const unclassified = [...all.keys()].filter((n) => !belongs.has(n) && !EXCLUDED[n] && !PLATFORM[n]);
  // Insertion order: parents first (foreign keys between exported tables; a self-reference does not order).
  const ordered: string[] = [];
  const visit = (n: string, seen: Set<string>) => {
    if (ordered.includes(n) || seen.has(n)) return;
    seen.add(n);
    for (const fk of all.get(n)!.fks)
      if (fk.references !== n && exported.includes(fk.references)) visit(fk.references, seen);
    ordered.push(n);
  };
  for (const n of exported.sort()) visit(n, new Set());
  return {
    tables: ordered.map((name) => {
      const t = all.get(name)!;
      return {
        name,
        columns: t.columns,
        primaryKey: t.pk,
        foreignKeys: t.fks,
        belongs: belongs.get(name)!.sql,
        path: belongs.get(name)!.path,
      };
    }),
    unclassified,
  };
}

/** A page of a table's rows that belong to the community, as JSON text, in primary-key order after `after`. */
export async function communityRowsPage(
  ex: SqlExecutor,
  table: CommunityTable,
  communityId: string,
  after: unknown[] | null,
  limit: number,
): Promise<{ row: Record<string, unknown>; json: string; key: unknown[] }[]> {
  const pk = table.primaryKey.map((c) => `t.${ident(c)}`);
  const values: unknown[] = [communityId];
  let keyset = '';
  if (after) {
    values.push(...after);
    keyset = ` and (${pk.join(', ')}) > (${after.map((_, i) => `$${i + 2}`).join(', ')})`;
  }
  const picked = table.columns.map((c) => `t.${ident(c.name)}`).join(', ');
  const { rows } = await ex.executeSql(
    `select row_to_json(x)::text as j from (
       select ${picked} from ${ident(table.name)} t where ${table.belongs}${keyset}
       order by ${pk.join(', ')} limit ${Math.floor(limit)}) x
     order by ${table.primaryKey.map((c) => `x.${ident(c)}`).join(', ')}`,
    values,
  );
  return rows.map((r) => {
    const row = JSON.parse(r.j as string) as Record<string, unknown>;
    return { row, json: r.j as string, key: table.primaryKey.map((c) => row[c]) };
  });
}

/** How many rows of each table belong to the community (the export's progress total). */
export async function communityRowCount(
  ex: SqlExecutor,
  table: CommunityTable,
  communityId: string,
): Promise<number> {
  const { rows } = await ex.executeSql(
    `select count(*)::int as n from ${ident(table.name)} t where ${table.belongs}`,
    [communityId],
  );
  return rows[0].n as number;
}

/**
 * The storage keys of the community's uploaded files (content files, support screenshots, a stored logo), a page
 * at a time in key order: the same columns the operator's backup reads (backup-queries.ts), for one community.
 */
const FILE_KEYS = `select file_path as key from attachments where community_id = $1
   union select a.storage_key from support_attachments a
     join support_tickets s on s.id = a.ticket_id where s.community_id = $1
   union select substring(logo from 7) from communities where id = $1 and logo like 'files/%'`;

export async function communityFileKeys(
  ex: SqlExecutor,
  communityId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const { rows } = await ex.executeSql(
    `select key from (${FILE_KEYS}) k where $2::text is null or key > $2 order by key limit ${Math.floor(limit)}`,
    [communityId, after],
  );
  return rows.map((r) => r.key as string);
}

/** How many files the community's rows name (the export's progress total). */
export async function communityFileCount(ex: SqlExecutor, communityId: string): Promise<number> {
  const { rows } = await ex.executeSql(`select count(*)::int as n from (${FILE_KEYS}) k`, [communityId]);
  return rows[0].n as number;
}
