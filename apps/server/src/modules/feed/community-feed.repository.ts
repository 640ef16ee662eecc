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

/** What belongs to the reader and what moves on every view and like: their like, the counters. */
const bitsSql = (who: 'member' | 'guest') => `
  select v.version, b.id, b.views, b.likes, b.liked
  from (select ${VERSION} as version) v
  left join lateral (
    select fi.id, fi.view_count as views, fi.like_count as likes,
      exists (select 1 from feed_item_likes l where l.feed_item_id = fi.id
        and l.${who === 'member' ? 'membership_id' : 'guest_id'} = $2::uuid) as liked
    from feed_items fi where fi.id = any($3::uuid[]) and fi.community_id = $1::uuid
  ) b on true`;

export interface ListedItem {
  id: string;
  access: string;
  groups: string[];
  recipients: Set<string>;
  sig: string;
}

export interface ReaderBits {
  views: number;
  likes: number;
  liked: boolean;
}

interface Statements {
  list: PreparedQuery;
  groups: PreparedQuery;
  member: PreparedQuery;
  guest: PreparedQuery;
}
const statements = new WeakMap<Database, Statements>();
function prepared(database: Database): Statements {
  let s = statements.get(database);
  if (!s) {
    s = {
      list: database.prepared('gathering_app_feed_list_v1', LIST_SQL),
      groups: database.prepared('gathering_app_feed_groups_v1', GROUPS_SQL),
      member: database.prepared('gathering_app_feed_bits_member_v1', bitsSql('member')),
      guest: database.prepared('gathering_app_feed_bits_guest_v1', bitsSql('guest')),
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

  /** The reader's bits of these items (by id), and the version they were read at. */
  async readerBits(
    database: Database,
    reader: { communityId: string; membershipId: string | null; guestId: string | null },
    itemIds: string[],
  ): Promise<{ version: string; bits: Map<string, ReaderBits> }> {
    const s = prepared(database);
    const rows = await (reader.membershipId ? s.member : s.guest)([
      reader.communityId,
      reader.membershipId ?? reader.guestId,
      `{${itemIds.join(',')}}`,
    ]);
    const bits = new Map<string, ReaderBits>();
    for (const r of rows)
      if (r.id !== null)
        bits.set(r.id as string, { views: Number(r.views), likes: Number(r.likes), liked: r.liked === true });
    return { version: String(rows[0].version), bits };
  },
};
