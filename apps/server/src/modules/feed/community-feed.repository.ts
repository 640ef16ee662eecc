import type { Database } from '../../db/client';
import type { PreparedQuery } from '../../db/prepared';
import { RENDERING_SIG } from './feed.repository';

/*
 * The statements behind the app feed's community page cache (community-feed.ts). Every statement also reads the
 * community's feed version (community_feed_versions, raised by triggers on every change to what the feed shows),
 * in the same snapshot as its rows: the cache compares it with the version it was loaded at.
 * Ids travel as text ('a,b' lists, '{a,b}' arrays) so both engines answer the same JS types.
 */

const VERSION = `coalesce((select version from community_feed_versions where community_id = $1::uuid), 0)::text`;

/** Every live item of the community in feed order, with its audience and rendering digest. */
const LIST_SQL = `
  select v.version, x.id, x.access, x.groups, x.recipients, x.sig
  from (select ${VERSION} as version) v
  left join lateral (
    select fi.id, fi.access, fi.feed_rank,
      case when fi.access = 'GROUPS' then (select string_agg(g.group_id::text, ',')
        from feed_item_groups g where g.feed_item_id = fi.id) end as groups,
      case when fi.access in ('GROUPS', 'RECIPIENTS') then (select string_agg(r.membership_id::text, ',')
        from feed_item_recipients r where r.feed_item_id = fi.id) end as recipients,
      ${RENDERING_SIG} as sig
    from feed_items fi
    where fi.community_id = $1::uuid and fi.status = 'PUBLISHED' and fi.deleted_at is null
  ) x on true
  order by x.feed_rank desc, x.id desc`;

/** The groups of the community a member is in. */
const GROUPS_SQL = `
  select ${VERSION} as version, (select string_agg(gm.group_id::text, ',')
    from group_members gm join groups g on g.id = gm.group_id
    where gm.membership_id = $2::uuid and g.community_id = $1::uuid) as groups`;

/**
 * What belongs to readers and what moves on every view and like, for a batch of readers at once: the counters
 * of the items ($2), and which of them the members ($3) and guests ($4) liked. JSON as text: both engines then
 * answer it the same way.
 */
const BITS_SQL = `
  select ${VERSION} as version,
    (select json_agg(json_build_array(fi.id, fi.view_count, fi.like_count))::text from feed_items fi
      where fi.id = any($2::uuid[]) and fi.community_id = $1::uuid) as counters,
    (select json_agg(json_build_array(l.feed_item_id, l.membership_id))::text from feed_item_likes l
      where l.feed_item_id = any($2::uuid[]) and l.membership_id = any($3::uuid[])) as member_likes,
    (select json_agg(json_build_array(l.feed_item_id, l.guest_id))::text from feed_item_likes l
      where l.feed_item_id = any($2::uuid[]) and l.guest_id = any($4::uuid[])) as guest_likes`;

export interface ListedItem {
  id: string;
  access: string;
  groups: string[];
  recipients: Set<string>;
  sig: string;
}

interface Statements {
  list: PreparedQuery;
  groups: PreparedQuery;
  bits: PreparedQuery;
}
const statements = new WeakMap<Database, Statements>();
function prepared(database: Database): Statements {
  let s = statements.get(database);
  if (!s) {
    s = {
      list: database.prepared('gathering_app_feed_list_v1', LIST_SQL),
      groups: database.prepared('gathering_app_feed_groups_v1', GROUPS_SQL),
      bits: database.prepared('gathering_app_feed_bits_v1', BITS_SQL),
    };
    statements.set(database, s);
  }
  return s;
}

const ids = (text: unknown) => (typeof text === 'string' && text ? text.split(',') : []);

export const communityFeedRepository = {
  async list(database: Database, communityId: string): Promise<{ version: string; items: ListedItem[] }> {
    const rows = await prepared(database).list([communityId]);
    return {
      version: String(rows[0].version),
      items: rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id as string,
          access: r.access as string,
          groups: ids(r.groups),
          recipients: new Set(ids(r.recipients)),
          sig: r.sig as string,
        })),
    };
  },

  async memberGroups(
    database: Database,
    communityId: string,
    membershipId: string,
  ): Promise<{ version: string; groups: Set<string> }> {
    const [row] = await prepared(database).groups([communityId, membershipId]);
    return { version: String(row.version), groups: new Set(ids(row.groups)) };
  },

  /**
   * The counters of these items and the likes among them of these members and guests, and the version they
   * were read at. `liked` holds, per member or guest id, the items among these they liked.
   */
  async readerBits(
    database: Database,
    communityId: string,
    batch: { itemIds: string[]; membershipIds: string[]; guestIds: string[] },
  ): Promise<{ version: string; counters: Map<string, [number, number]>; liked: Map<string, Set<string>> }> {
    const array = (values: string[]) => `{${values.join(',')}}`;
    const [row] = await prepared(database).bits([
      communityId,
      array(batch.itemIds),
      array(batch.membershipIds),
      array(batch.guestIds),
    ]);
    const pairs = (text: unknown) => (typeof text === 'string' ? (JSON.parse(text) as unknown[][]) : []);
    // By reader, then item: a request looks up its reader once, with no key string built per item.
    const liked = new Map<string, Set<string>>();
    for (const [item, who] of [...pairs(row.member_likes), ...pairs(row.guest_likes)]) {
      const items = liked.get(who as string);
      if (items) items.add(item as string);
      else liked.set(who as string, new Set([item as string]));
    }
    return {
      version: String(row.version),
      counters: new Map(
        pairs(row.counters).map(([id, views, likes]) => [id as string, [Number(views), Number(likes)]]),
      ),
      liked,
    };
  },
};
