import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deletionCertificates } from '../../db/schema';
import { rowsOf } from '../../db/rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type CertificateRow = typeof deletionCertificates.$inferSelect;

interface CascadeEdge {
  child: string;
  column: string;
  parent: string;
  refColumn: string;
}

export const deletionRepository = {
  /**
   * How many rows of each table a deletion removes, found from the database's own foreign keys so a table added
   * later is counted without a change here: the roots (the community's row; the people erased with it) and every
   * row reachable from them through ON DELETE CASCADE, by any path. Read in the deletion's transaction, before it.
   * Only tables with at least one row are answered.
   */
  async cascadeCounts(db: Executor, communityId: string, userIds: string[]): Promise<Record<string, number>> {
    // The ids are written into the statement: they are checked to be UUIDs first, so nothing else can get in.
    for (const id of [communityId, ...userIds]) if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
    const edges = rowsOf<CascadeEdge>(
      await db.execute(sql`
        select c.conrelid::regclass::text as child, a.attname as column,
               c.confrelid::regclass::text as parent, af.attname as "refColumn"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        where c.contype = 'f' and c.confdeltype = 'c' and cardinality(c.conkey) = 1
          and c.connamespace = 'public'::regnamespace`),
    );
    const roots = new Map<string, string>([['communities', `id = '${communityId}'`]]);
    if (userIds.length) roots.set('users', `id in (${userIds.map((u) => `'${u}'`).join(',')})`);
    // Each table's condition: its root condition, or any parent's condition through a cascading key. Widened
    // until nothing changes (the longest chain here is three links; ten rounds bound a cycle).
    let where = new Map(roots);
    for (let round = 0; round < 10; round++) {
      const next = new Map(roots);
      for (const e of edges) {
        const parent = where.get(e.parent);
        if (!parent) continue;
        const via = `${ident(e.column)} in (select ${ident(e.refColumn)} from ${e.parent} where ${parent})`;
        const own = next.get(e.child);
        next.set(e.child, own ? `${own} or ${via}` : via);
      }
      const settled = [...next].every(([t, w]) => where.get(t) === w) && next.size === where.size;
      where = next;
      if (settled) break;
    }
    const counts: Record<string, number> = {};
    for (const [table, condition] of [...where].sort(([a], [b]) => a.localeCompare(b))) {
      const [row] = rowsOf<{ n: number | string }>(
        await db.execute(sql.raw(`select count(*) as n from ${table} where ${condition}`)),
      );
      const n = Number(row?.n ?? 0);
      if (n > 0) counts[table.replace(/^"|"$/g, '')] = n;
    }
    return counts;
  },

  async insertCertificate(
    db: Executor,
    row: typeof deletionCertificates.$inferInsert,
  ): Promise<CertificateRow> {
    const [inserted] = await db.insert(deletionCertificates).values(row).returning();
    return inserted;
  },

  async list(db: Executor) {
    return db
      .select({
        id: deletionCertificates.id,
        communityId: deletionCertificates.communityId,
        communityName: deletionCertificates.communityName,
        deletedAt: deletionCertificates.deletedAt,
      })
      .from(deletionCertificates)
      .orderBy(desc(deletionCertificates.deletedAt))
      .limit(500);
  },

  async find(db: Executor, id: string): Promise<CertificateRow | undefined> {
    const [row] = await db.select().from(deletionCertificates).where(eq(deletionCertificates.id, id));
    return row;
  },
};
