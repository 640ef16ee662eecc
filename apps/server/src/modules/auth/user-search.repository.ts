import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { searchText } from '../../lib/search-text';

type Named = { firstName?: string | null; lastName?: string | null; username: string; email: string };

/** What the members search matches in a person (db/schema/identity.ts users.search_text). */
export const userSearchText = (u: Named): string =>
  searchText([`${u.firstName ?? ''} ${u.lastName ?? ''}`, u.username, u.email]);

/** The row to insert with its search text (every insert of a person goes through here). */
export const withSearchText = <T extends Named>(row: T): T & { searchText: string } => ({
  ...row,
  searchText: userSearchText(row),
});

/** Rewrites the search text of these people from their current names, in two statements whatever their number. */
export async function refreshUserSearchText(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, ids));
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${userSearchText(r)})`),
    sql`, `,
  );
  await db.execute(sql`
    update users u set search_text = v.search_text
    from (values ${values}) as v(id, search_text)
    where u.id = v.id and u.search_text is distinct from v.search_text`);
  return rows.length;
}

/**
 * The next `batch` people whose search text is still the database's old form (migration 0027, or a writer that
 * left it out), rewritten; answers how many. The start runs it until it answers 0.
 */
export async function rewritePendingUserSearchText(db: Executor, batch = 1000): Promise<number> {
  const pending = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`strpos(${users.searchText}, chr(1)) > 0`)
    .limit(batch);
  return refreshUserSearchText(
    db,
    pending.map((p) => p.id),
  );
}
