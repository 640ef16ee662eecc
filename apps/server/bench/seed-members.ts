import type { Database } from '../src/db/client';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from '../src/demo/demo-names';
import { rewritePendingUserSearchText } from '../src/modules/auth/user-search.repository';

/** The names the bench members get (and the members bench's CSV import uses). */
export const BENCH_FIRST_NAMES = DEMO_FIRST_NAMES.slice(0, 12);
export const BENCH_LAST_NAMES = DEMO_LAST_NAMES.slice(0, 9);

/**
 * Seeds `count` members of one community in two set-based statements (generate_series): users
 * member1…memberN@bench.example, joined over the last two years, half of them signed in lately, 5% inactive, a few
 * administrators. Shared by the benches that need a large community (members, start).
 */
export async function seedBenchMembers(database: Database, communityId: string, count: number) {
  const f = `(array['${BENCH_FIRST_NAMES.join("','")}'])`;
  const l = `(array['${BENCH_LAST_NAMES.join("','")}'])`;
  await database.executeSql(
    `insert into users (username, email, first_name, last_name)
     select 'member' || g, 'member' || g || '@bench.example', ${f}[1 + g % ${BENCH_FIRST_NAMES.length}], ${l}[1 + (g / 7) % ${BENCH_LAST_NAMES.length}]
     from generate_series(1, ${count}) g`,
  );
  await database.executeSql(
    `insert into memberships (user_id, community_id, scope, status, role, created_at, last_login_at)
     select id, '${communityId}', 'IMPORTED', case when random() < 0.05 then 'INACTIVE' else 'ACTIVE' end,
            case when random() < 0.001 then 'ADMIN' else 'MEMBER' end, now() - random() * interval '730 days',
            case when random() < 0.5 then now() - random() * interval '90 days' end
     from users where email like 'member%@bench.example'`,
  );
  // Set-based inserts leave the search text to the database's fallback: rewritten as a start does after
  // migration 0027 (lib/search-text.ts), so the searches measured run on the texts the app writes.
  const started = performance.now();
  let rewritten = 0;
  for (let n; (n = await rewritePendingUserSearchText(database.db)) > 0;) rewritten += n;
  await database.executeSql('vacuum analyze users, memberships');
  console.log(
    `  search texts of ${rewritten} people rewritten (and vacuumed) in ${Math.round(performance.now() - started)} ms`,
  );
}
