import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities } from '../../db/schema';

// Writers and lookups for seeding (the demo platform, src/demo/).

export const communitiesSeedRepository = {
  /** How many communities exist: the demo seeds an empty platform only. */
  async count(db: Executor): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(communities);
    return n;
  },

  async insert(db: Executor, row: typeof communities.$inferInsert): Promise<{ id: string }> {
    const [made] = await db.insert(communities).values(row).returning({ id: communities.id });
    return made;
  },

  /** The ids of the communities with these slugs, by slug. */
  async idsBySlug(db: Executor, slugs: string[]): Promise<Record<string, string>> {
    const rows = await db
      .select({ id: communities.id, slug: communities.slug })
      .from(communities)
      .where(inArray(communities.slug, slugs));
    return Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  },
};
