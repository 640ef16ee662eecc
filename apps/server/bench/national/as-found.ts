import type { Database } from '../../src/db/client';

/**
 * What signing in writes besides its session, kept so the bench can put it back: the national data set is measured
 * again and again, and its figures must not drift with each run. A sign-in stamps the user's and the membership's
 * last sign-in (the members lists sort by it) and an app sign-in records an APP_OPEN (analytics' daily actives, the
 * events' count). Sessions and refresh tokens stay (no figure counts them), and so do the audit trail's lines of the
 * console sign-ins and of every members list read (who read personal data): the trail is a hash chain, and a line
 * taken out would break it.
 */
export async function keepAsFound(database: Database, userIds: string[]) {
  const { rows } = await database.executeSql(
    `select now() as since,
       (select coalesce(json_agg(json_build_object('id', id, 'at', last_login_at)), '[]')
          from users where id = any($1::uuid[])) as users,
       (select coalesce(json_agg(json_build_object('id', id, 'at', last_login_at)), '[]')
          from memberships where user_id = any($1::uuid[])) as memberships`,
    [userIds],
  );
  const { since, users, memberships } = rows[0];
  const restore = (table: 'users' | 'memberships', found: unknown) =>
    database.executeSql(
      `update ${table} t set last_login_at = f.at from json_to_recordset($1::json) f(id uuid, at timestamptz)
       where t.id = f.id and t.last_login_at is distinct from f.at`,
      [JSON.stringify(found)],
    );
  return {
    /** Puts back the last sign-ins and takes out the app opens the bench's sign-ins recorded; answers how many. */
    async restore(): Promise<number> {
      await restore('users', users);
      await restore('memberships', memberships);
      const { rows: deleted } = await database.executeSql(
        `with d as (
           delete from activity_events where type = 'APP_OPEN' and at >= $1
             and membership_id in (select id from memberships where user_id = any($2::uuid[]))
           returning 1)
         select count(*)::int as n from d`,
        [since, userIds],
      );
      return deleted[0].n as number;
    },
  };
}
