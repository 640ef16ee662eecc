import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMemberAs } from '../../db/active-members';
import { rowsOf } from '../../db/rows';

/** People of an audience alike for the cascade: the same language and the same channels to try. */
export interface ReachClass {
  language: string;
  device: boolean;
  /** Mobile numbers that accept alerts: each is texted. */
  mobiles: number;
  /** Distinct mobile and landline numbers that accept alerts: each is called. */
  numbers: number;
  /** E-mail addresses that accept alerts (the account's when the member gave none). */
  emails: number;
  people: number;
}

/**
 * The review's reads for the cascade (issue 36 #2): the same audience, language and channel rules as the cascade's
 * own (people.repository.ts insertPeople and reach), counted by kind of person rather than listed, so a community of
 * ten thousand answers a handful of rows.
 */
export const estimateRepository = {
  async reachClasses(
    db: Executor,
    communityId: string,
    audience: { groups: string[]; recipients: string[] },
    languages: string[],
    alertLanguage: string,
  ): Promise<ReachClass[]> {
    const everyone = !audience.groups.length && !audience.recipients.length;
    const chosen = everyone
      ? sql`true`
      : sql`(m.id = any(${sql.param(audience.recipients)}::uuid[]) or exists (
          select 1 from group_members gm where gm.membership_id = m.id
            and gm.group_id = any(${sql.param(audience.groups)}::uuid[])))`;
    const result = await db.execute(sql`
      select language, device, mobiles, numbers, emails, count(*)::int as people from (
        select
          coalesce((select l from unnest(m.languages) with ordinality as x(l, o)
                    where l = any(${sql.param(languages)}::text[]) order by o limit 1), ${alertLanguage}) as language,
          exists (select 1 from devices d where d.membership_id = m.id) as device,
          (select count(*) from contact_channels c where c.membership_id = m.id and c.kind = 'MOBILE'
            and c.alerts)::int as mobiles,
          (select count(distinct c.value) from contact_channels c where c.membership_id = m.id
            and c.kind in ('MOBILE', 'LANDLINE') and c.alerts)::int as numbers,
          case when exists (select 1 from contact_channels c where c.membership_id = m.id and c.kind = 'EMAIL')
            then (select count(*) from contact_channels c where c.membership_id = m.id and c.kind = 'EMAIL'
              and c.alerts)::int
            else 1 end as emails
        from memberships m join users u on u.id = m.user_id
        where m.community_id = ${communityId} and ${isActiveMemberAs('m')} and u.status = 'ACTIVE' and ${chosen}
      ) x
      group by language, device, mobiles, numbers, emails`);
    return rowsOf<ReachClass>(result);
  },

  /** The languages a saved alert of this community has a recording in. */
  async recordingLanguages(db: Executor, communityId: string, notificationId: string): Promise<string[]> {
    const result = await db.execute(sql`
      select language from alert_recordings
      where notification_id = ${notificationId} and community_id = ${communityId}`);
    return rowsOf<{ language: string }>(result).map((r) => r.language);
  },
};
