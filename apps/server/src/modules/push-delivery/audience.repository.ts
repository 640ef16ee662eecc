import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMemberAs } from '../../db/active-members';
import { rowsOf } from '../../db/rows';
import { everyone, type Audience } from '../push-compose';

interface AudienceDevice {
  id: string;
  platform: string;
  token: string;
  membershipId: string | null;
  guestId: string | null;
  timeZone: string | null;
}

/** One page of the community's devices: those in the audience, and where the next page starts. */
export interface AudiencePage {
  devices: AudienceDevice[];
  /** The last device id read (in the audience or not): the next page's cursor; null when none was read. */
  last: string | null;
  /** Whether fewer than `limit` devices were read, i.e. this was the community's last page. */
  done: boolean;
}

/**
 * One page of the audience's devices after `afterId`, by device id (a keyset cursor: memory stays flat whatever
 * the audience). Members count only while their membership is active (isActiveMemberAs) and their account is
 * not blocked; guests only while not deleted and not upgraded (an upgraded guest's device is the member's now).
 */
export async function audiencePage(
  db: Executor,
  communityId: string,
  audience: Audience,
  afterId: string | null,
  limit: number,
): Promise<AudiencePage> {
  const rows = rowsOf<AudienceDevice & { eligible: boolean }>(
    await db.execute(audienceSelect(communityId, audience, afterId, limit)),
  );
  return {
    devices: rows.filter((r) => r.eligible),
    last: rows.length ? rows[rows.length - 1].id : null,
    done: rows.length < limit,
  };
}

/**
 * The page query itself, for statements that use it inside SQL (the fan-out's INSERT … SELECT): the next `limit`
 * devices of the community by id, each with `eligible` = in the audience. The page is read first, from the
 * (community_id, id) index, and only then joined to its members and guests: a page costs the same whatever the
 * planner believes about the tables. (Filtering in the same query block let PGlite, which never analyzes on
 * its own, join every member to every device of the community: quadratic, minutes for 50,000 devices.)
 */
export function audienceSelect(
  communityId: string,
  audience: Audience,
  afterId: string | null,
  limit: number,
) {
  const chosen = everyone(audience)
    ? sql`true`
    : sql`(m.id = any(${sql.param(audience.recipients)}::uuid[]) or exists (
        select 1 from group_members gm where gm.membership_id = m.id
          and gm.group_id = any(${sql.param(audience.groups)}::uuid[])))`;
  const after = afterId ? sql`and d.id > ${afterId}::uuid` : sql``;
  return sql`
    select d.id, d.platform, d.token, d.membership_id as "membershipId", d.guest_id as "guestId",
           d.time_zone as "timeZone",
           coalesce(
             (m.community_id = ${communityId} and ${isActiveMemberAs('m')} and u.status = 'ACTIVE' and ${chosen})
             or (${audience.open} and g.community_id = ${communityId} and g.deleted_at is null and g.upgraded_at is null),
             false) as eligible
    from (
      select d.id, d.platform, d.token, d.membership_id, d.guest_id, d.time_zone from devices d
      where d.community_id = ${communityId} ${after}
      order by d.id
      limit ${limit}) d
    left join memberships m on m.id = d.membership_id
    left join users u on u.id = m.user_id
    left join guests g on g.id = d.guest_id
    order by d.id`;
}

/** What the review before a send counts of one device (issue 22): no token, only who and where. */
export interface ReachDevice {
  id: string;
  platform: string;
  membershipId: string | null;
  guestId: string | null;
  timeZone: string | null;
  eligible: boolean;
}

/**
 * One page of the community's devices as the send's fan-out reads them (the same `audienceSelect`, so the estimate
 * and the deliveries that follow cannot disagree), without their tokens. Every device read is answered, in the
 * audience or not, so the caller pages exactly as the fan-out does.
 */
export async function reachPage(
  db: Executor,
  communityId: string,
  audience: Audience,
  afterId: string | null,
  limit: number,
): Promise<ReachDevice[]> {
  return rowsOf<ReachDevice>(
    await db.execute(sql`
      with page as (${audienceSelect(communityId, audience, afterId, limit)})
      select p.id, p.platform, p."membershipId", p."guestId", p."timeZone", p.eligible from page p order by p.id`),
  );
}
