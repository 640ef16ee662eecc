// Shared by the closing and deletion tests: a community with people, content, files and app traffic in many tables,
// so "nothing of it is left" is checked against a community that had something in most of them.
import type { Database } from '../src/db/client';
import type { Storage } from '../src/lib/files/storage';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';

export async function populatedCommunity(database: Database, storage: Storage, name: string) {
  const { community, user: admin } = await createCommunityAdmin(database, { username: `${name}-admin` });
  await database.executeSql(`update communities set name = $1 where id = $2`, [name, community.id]);
  const member = await createUser(database, { username: `${name}-member` });
  const membership = await addMembership(database, member.id, community.id);
  const sql = (text: string) => database.executeSql(text);
  const c = community.id;
  await sql(`insert into tags (community_id, tag) values ('${c}', 'news')`);
  const [{ id: item }] = (
    await sql(
      `insert into feed_items (community_id, kind, headline) values ('${c}', 'NEWS', 'Hello') returning id`,
    )
  ).rows as { id: string }[];
  await sql(
    `insert into feed_item_likes (feed_item_id, membership_id) values ('${item}', '${membership.id}')`,
  );
  const [{ id: group }] = (
    await sql(
      `insert into groups (community_id, name, slug) values ('${c}', 'Elders', 'elders') returning id`,
    )
  ).rows as { id: string }[];
  await sql(`insert into group_members (group_id, membership_id) values ('${group}', '${membership.id}')`);
  await sql(`insert into guests (community_id, device_id) values ('${c}', 'device-${name}')`);
  await sql(`insert into devices (community_id, platform, token) values ('${c}', 'ios', 'token-${name}')`);
  const [{ id: ticket }] = (
    await sql(
      `insert into support_tickets (community_id, type, message, app_build, device_details)
       values ('${c}', 'BUG', 'It broke', '1', '{}') returning id`,
    )
  ).rows as { id: string }[];
  await sql(
    `insert into support_comments (ticket_id, role, author_name, body) values ('${ticket}', 'MEMBER', 'M', 'Hi')`,
  );
  const files = [
    `communities/${c}/logo-abc.png`,
    `communities/${c}/feed/document-1.pdf`,
    `support/${c}/t-1.png`,
  ];
  for (const key of files) await storage.put(key, Buffer.from(`file ${key}`), 'application/octet-stream');
  return { community, admin, member, membership, files };
}

/**
 * Every table that can point at a community: a `community_id` column, or any column with a foreign key to
 * communities — read from the database, so a table added later is checked without a change here.
 */
export async function communityColumns(database: Database): Promise<{ table: string; column: string }[]> {
  const { rows } = await database.executeSql(`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and column_name = 'community_id'
    union
    select kcu.table_name, kcu.column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'communities' and kcu.table_schema = 'public'
    union
    select 'communities', 'id'`);
  return rows as { table: string; column: string }[];
}
