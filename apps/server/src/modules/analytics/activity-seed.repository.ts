import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recordActivitySelect } from '../../db/activity';
import { activityEvents } from '../../db/schema';
import { DEFAULT_ZONE } from '../../lib/zoned-time';

// The demo's year of analytics activity (src/demo/analytics.demo.ts runs these in one transaction, in order), so
// every chart has a shape: members open the app and read, guests come and go, items are published, pushes go out
// and are opened. Generated IN SQL (generate_series
// and hashes) so the demo seed stays fast: no event travels from Node to the database.
//
// The shape: growth over the year (a third of today's activity a year ago), a weekly rhythm (weekends lower,
// Monday a little higher), a spike after every push (decaying over a few days) and around community gatherings.
// Each member and guest has a habit (a few read every day, most now and then). Views go to the items published
// in the 30 days before; before the demo's items existed (they span the last 90 days) they count for items since
// removed (no item: a destroyed item's counts stay with the community, as in production). Everything is derived
// from hashes of ids and days, so a fresh start gives the same figures for the same rows. The demo's own pushes
// (their delivery rows) are recorded as they happened: sent, delivered per device, opened.

/** A uniform number in [0, 1) from the hash of a text (deterministic per row, unlike random()). */
const rnd = (text: SQL, salt: string) =>
  sql`((hashtext(${text} || ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** An instant on a local day: between 7:00 and 22:00 in the zone (people read while awake). */
const awake = (day: SQL, zone: SQL, fraction: SQL) =>
  sql`((${day} + make_interval(secs => 25200 + 54000 * ${fraction})) at time zone ${zone})`;

/** Bulk writers of the demo's synthetic activity; each statement after createDays reads the temp table it makes. */
export const activitySeedRepository = {
  /** Events as given (the content demo's views, likes and conversions of its items). */
  async insertEvents(tx: Tx, rows: (typeof activityEvents.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(activityEvents).values(rows);
  },

  /** The days of the year per community, with the activity factor `f` (1 ≈ a weekday at today's size). */
  async createDays(tx: Tx, ids: string[], now: string) {
    await tx.execute(sql`
    create temp table analytics_demo_days on commit drop as
    with c as (
      select id, coalesce(nullif(time_zone, ''), ${DEFAULT_ZONE}) as zone from communities
      where id = any(${sql.param(ids)}::uuid[])),
    cd as (select id, zone, (${now}::timestamptz at time zone zone)::date as today from c),
    series as (
      select cd.id as community_id, cd.zone, d::date as day, d::date - (cd.today - 364) as idx
      from cd, generate_series(cd.today - 364, cd.today, interval '1 day') d),
    real_pushes as (
      select n.community_id, (n.sent_at at time zone cd.zone)::date as day
      from notifications n join cd on cd.id = n.community_id
      where n.status = 'SENT' and n.source <> 'SUPPORT' and n.sent_at is not null),
    first_real as (
      select cd.id, coalesce(min(r.day), cd.today) as first
      from cd left join real_pushes r on r.community_id = cd.id group by cd.id, cd.today),
    -- Before the demo's own sends: about one push a week and a half, on weekdays.
    synthetic as (
      select s.community_id, s.day from series s join first_real f on f.id = s.community_id
      where s.day < f.first - 2 and extract(isodow from s.day) < 6
        and (hashtext(s.community_id::text || s.day::text || 'push') & 2147483647) % 12 = 0),
    pushes as (select community_id, day from real_pushes union select community_id, day from synthetic),
    -- Gatherings (a feast, an assembly): about one a month, busy the day before, of, and after.
    gatherings as (
      select community_id, day from series
      where (hashtext(community_id::text || day::text || 'gathering') & 2147483647) % 29 = 0),
    live as materialized (
      select fi.id, fi.community_id, (fi.published_on at time zone cd.zone)::date as day,
        fi.open or fi.access = 'OPEN' as open
      from feed_items fi join cd on cd.id = fi.community_id
      where fi.status = 'PUBLISHED' and fi.deleted_at is null)
    select s.community_id, s.zone, s.day, s.day::text as k, s.day::timestamp as midnight,
      -- What a reader could open that day: the items published in the 30 days before (guests: open ones only).
      array(select i.id from live i where i.community_id = s.community_id and i.day between s.day - 29 and s.day
            order by i.id) as items,
      array(select i.id from live i where i.community_id = s.community_id and i.day between s.day - 29 and s.day
              and i.open order by i.id) as open_items,
      (s.community_id, s.day) in (select community_id, day from synthetic) as synthetic_push,
      (0.34 + 0.66 * s.idx / 364.0)
      * (case extract(isodow from s.day) when 6 then 0.58 when 7 then 0.46 when 1 then 1.08 else 1 end)
      * (1 + coalesce((select max(1.5 * exp(-0.8 * (s.day - p.day))) from pushes p
                       where p.community_id = s.community_id and p.day between s.day - 4 and s.day), 0)
           + coalesce((select max(1.8 * exp(-abs(s.day - g.day))) from gatherings g
                       where g.community_id = s.community_id and g.day between s.day - 1 and s.day + 1), 0)) as f
    from series s`);
  },

  /**
   * Sessions (APP_OPEN of members, GUEST_SESSION of guests) and the views, likes and conversions they lead to, in
   * one statement per audience.
   */
  async sessions(tx: Tx, ids: string[], now: string, audience: 'MEMBER' | 'GUEST') {
    const member = audience === 'MEMBER';
    const people = member
      ? sql`select ms.id, ms.id::text as k, ms.community_id, ms.created_at as since, ${now}::timestamptz as until,
            0.004 + 0.05 * power(${rnd(sql`ms.id::text`, 'habit')}, 2) as p
          from memberships ms
          where ms.community_id = any(${sql.param(ids)}::uuid[]) and ms.status = 'ACTIVE' and ms.role = 'MEMBER'`
      : sql`select g.id, g.id::text as k, g.community_id, g.created_at as since,
            least(coalesce(g.upgraded_at, g.deleted_at, ${now}::timestamptz), ${now}::timestamptz) as until,
            0.008 + 0.06 * power(${rnd(sql`g.id::text`, 'habit')}, 2) as p
          from guests g where g.community_id = any(${sql.param(ids)}::uuid[])`;
    const subject = member ? sql`o.id, null::uuid` : sql`null::uuid, o.id`;
    const who = sql.raw(`'${audience}'`);
    // Guests read open items only.
    const readable = member ? sql`d.items` : sql`d.open_items`;
    const key = sql`o.k || o.dk`;
    await tx.execute(sql`
    with people as materialized (
      select p.*, (p.since at time zone z.zone)::date as since_day
      from (${people}) p join (select distinct community_id, zone from analytics_demo_days) z
        on z.community_id = p.community_id),
    -- The days each person opened the app: a draw against their habit times the day's activity. Hour and the
    -- rest are computed for the drawn days only (a zone conversion per candidate day would dominate the seed).
    drawn as materialized (
      select p.id, p.k, p.community_id, p.since, p.until, d.day, d.k as dk, d.midnight, d.zone, ${readable} as items
      from people p join analytics_demo_days d on d.community_id = p.community_id and d.day >= p.since_day
      where ${rnd(sql`p.k || d.k`, 'open')} < p.p * d.f),
    opens as materialized (
      select o.* from (
        select d.*, ${awake(sql`d.midnight`, sql`d.zone`, rnd(sql`d.k || d.dk`, 'hour'))} as at from drawn d) o
      where o.at >= o.since and o.at <= o.until),
    opened as (${recordActivitySelect(sql`
      select o.community_id, ${member ? sql`'APP_OPEN'` : sql`'GUEST_SESSION'`}, o.at, null::uuid, ${subject},
        ${who}, null, null::uuid from opens o`)}),
    picks as (
      select o.community_id, o.id, o.day, o.at + make_interval(mins => v.n * 2) as at,
        o.items[1 + floor(${rnd(sql`${key} || v.n::text`, 'item')} * cardinality(o.items))::int] as item,
        ${rnd(sql`${key} || v.n::text`, 'act')} as act
      from opens o
      cross join lateral generate_series(1, 1 + floor(${rnd(key, 'reads')} * 1.5)::int) v(n)),
    views as materialized (
      select p.*, fi.kind from picks p left join feed_items fi on fi.id = p.item
      -- Published later the same day: not yet readable at that hour. (A like or conversion follows a view by up
      -- to a minute: none may fall after now.)
      where p.at + interval '1 minute' <= ${now}::timestamptz and (fi.id is null or fi.published_on <= p.at)),
    viewed as (${recordActivitySelect(sql`
      select o.community_id, 'VIEW', o.at, o.item, ${subject}, ${who}, null, null::uuid from views o`)}),
    -- Likes only of removed items: a live item's likes are rows of feed_item_likes (the content demo makes them).
    liked as (${recordActivitySelect(sql`
      select o.community_id, 'LIKE', o.at + interval '20 seconds', null::uuid, ${subject}, ${who}, null, null::uuid
      from views o where o.item is null and o.act < 0.09`)}),
    converted as (${recordActivitySelect(sql`
      select o.community_id, 'CONVERSION', o.at + interval '1 minute', o.item, ${subject}, ${who},
        case when o.item is null then (array['FORM', 'RSVP', 'JOB_LINK', 'DOCUMENT'])[1 + floor(o.act * 400)::int % 4]
             when o.kind = 'FORM' then 'FORM' when o.kind = 'EVENT' then 'RSVP' when o.kind = 'JOB' then 'JOB_LINK'
             else 'DOCUMENT' end, null::uuid
      from views o
      where o.act >= 0.9 and (o.item is null or o.kind in ('FORM', 'EVENT', 'JOB', 'DOCUMENT'))
        and (o.act < 0.94 or o.kind in ('FORM', 'EVENT'))`)})
    -- The items' own view counters include the demo's views.
    update feed_items fi set view_count = fi.view_count + x.n
    from (select item, count(*)::int as n from views where item is not null group by item) x
    where fi.id = x.item`);
  },

  /** Sign-ups, new guests, upgrades and publishing, from the demo's own rows (and older publishes of removed items). */
  async lifecycle(tx: Tx, ids: string[], now: string) {
    const inYear = (col: SQL) =>
      sql`${col} > ${now}::timestamptz - interval '365 days' and ${col} <= ${now}::timestamptz`;
    const communities = sql`any(${sql.param(ids)}::uuid[])`;
    await tx.execute(sql`
    with s1 as (${recordActivitySelect(sql`
      select community_id, 'MEMBER_SIGNUP', created_at, null::uuid, id, null::uuid, 'MEMBER', null, null::uuid
      from memberships where community_id = ${communities} and role = 'MEMBER' and status in ('ACTIVE', 'INACTIVE')
        and ${inYear(sql`created_at`)}`)}),
    s2 as (${recordActivitySelect(sql`
      select community_id, 'GUEST_JOINED', created_at, null::uuid, null::uuid, id, 'GUEST', null, null::uuid
      from guests where community_id = ${communities} and ${inYear(sql`created_at`)}`)}),
    s3 as (${recordActivitySelect(sql`
      select community_id, 'GUEST_UPGRADE', upgraded_at, null::uuid, null::uuid, id, 'GUEST', null, null::uuid
      from guests where community_id = ${communities} and upgraded_at is not null and ${inYear(sql`upgraded_at`)}`)}),
    -- Most items are published by the community's administrators; some by the platform's team (CLIENT / ADMIN).
    s4 as (${recordActivitySelect(sql`
      select community_id, 'PUBLISH', published_on, id, null::uuid, null::uuid, 'NONE',
        case when ${rnd(sql`id::text`, 'publisher')} < 0.15 then 'ADMIN' else 'CLIENT' end, null::uuid
      from feed_items where community_id = ${communities} and status = 'PUBLISHED' and deleted_at is null
        and ${inYear(sql`published_on`)}`)})
    ${recordActivitySelect(sql`
      select d.community_id, 'PUBLISH', ${awake(sql`d.midnight`, sql`d.zone`, sql`0.2`)}, null::uuid, null::uuid,
        null::uuid, 'NONE',
        case when ${rnd(sql`d.community_id::text || d.day::text`, 'publisher')} < 0.15 then 'ADMIN' else 'CLIENT' end,
        null::uuid
      from analytics_demo_days d
      where d.day < (select min((fi.published_on at time zone d.zone)::date) from feed_items fi
                     where fi.community_id = d.community_id and fi.status = 'PUBLISHED')
        and extract(isodow from d.day) < 6 and ${rnd(sql`d.community_id::text || d.day::text`, 'publish')} < 0.4`)}`);
  },

  /**
   * Push figures: the demo's sends as their delivery rows say (sent, delivered per device, opened), and the older
   * pushes of the year (before those sends) delivered to most members' phones and opened by some.
   */
  async pushes(tx: Tx, ids: string[]) {
    const communities = sql`any(${sql.param(ids)}::uuid[])`;
    const audience = sql`case when d.membership_id is not null then 'MEMBER' when d.guest_id is not null then 'GUEST' else 'NONE' end`;
    await tx.execute(sql`
    with sent as (${recordActivitySelect(sql`
      select community_id, 'NOTIFICATION_SENT', sent_at, null::uuid, null::uuid, null::uuid, 'NONE', null, id
      from notifications where community_id = ${communities} and status = 'SENT' and source <> 'SUPPORT'
        and sent_at is not null`)}),
    delivered as (${recordActivitySelect(sql`
      select d.community_id, 'NOTIFICATION_DELIVERED', d.sent_at, n.feed_item_id, d.membership_id,
        case when d.membership_id is null then d.guest_id end, ${audience}, null, n.id
      from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.community_id = ${communities} and n.source <> 'SUPPORT' and d.status = 'DELIVERED'
        and d.sent_at is not null`)}),
    opened as (${recordActivitySelect(sql`
      select d.community_id, 'NOTIFICATION_OPENED', d.opened_at, n.feed_item_id, d.membership_id,
        case when d.membership_id is null then d.guest_id end, ${audience}, null, n.id
      from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.community_id = ${communities} and n.source <> 'SUPPORT' and d.opened_at is not null`)}),
    older as materialized (
      select p.community_id, ${awake(sql`p.midnight`, sql`p.zone`, sql`0.22`)} as at, p.day
      from analytics_demo_days p where p.synthetic_push),
    older_sent as (${recordActivitySelect(sql`
      select community_id, 'NOTIFICATION_SENT', at, null::uuid, null::uuid, null::uuid, 'NONE', null, null::uuid
      from older`)}),
    reached as materialized (
      select o.community_id, o.at + make_interval(secs => 40 * ${rnd(sql`m.id::text || o.day::text`, 'sec')}) as at,
        m.id, ${rnd(sql`m.id::text || o.day::text`, 'reach')} as r
      from older o join memberships m on m.community_id = o.community_id and m.status = 'ACTIVE'
        and m.role = 'MEMBER' and m.created_at < o.at),
    older_delivered as (${recordActivitySelect(sql`
      select community_id, 'NOTIFICATION_DELIVERED', at, null::uuid, id, null::uuid, 'MEMBER', null, null::uuid
      from reached where r < 0.1`)})
    ${recordActivitySelect(sql`
      select community_id, 'NOTIFICATION_OPENED', at + make_interval(mins => (r * 3000)::int), null::uuid, id,
        null::uuid, 'MEMBER', null, null::uuid
      from reached where r < 0.03`)}`);
  },
};
