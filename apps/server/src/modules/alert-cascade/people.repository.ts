import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMemberAs } from '../../db/active-members';
import { rowsOf } from '../../db/rows';

export interface DueAlert {
  id: string;
  communityId: string;
  language: string;
  alertType: string | null;
  audience: { open: boolean; groups: string[]; recipients: string[] };
  languages: string[];
}

export interface PersonRow {
  notificationId: string;
  membershipId: string;
  communityId: string;
  state: string;
  step: number;
  cycle: number;
  language: string;
  reached: boolean;
  /** The lease this worker's claim set: the person's step is its own only while the row still holds it. */
  lease: Date;
}

export interface Reach {
  membershipId: string;
  devices: number;
  pushDelivered: boolean;
  acknowledgedAt: Date | null;
  mobiles: string[];
  landlines: string[];
  emails: string[];
  openAttempts: number;
}

const iso = (d: Date) => d.toISOString();

/**
 * The people of alerts' cascades (alert_people): who is in one, what each can be reached by, their steps. Reads
 * the notification, its audience's memberships, their devices and deliveries and their contact channels in joins
 * (read models of push-compose's, push-delivery's, auth's and contacts' tables); writes only its own.
 */
export const peopleRepository = {
  /** Emergency alerts sent since `since` (their push out, or failed) with no cascade row yet. */
  async unstarted(db: Executor, since: Date, limit = 20): Promise<DueAlert[]> {
    const result = await db.execute(sql`
      select n.id, n.community_id as "communityId", n.language, n.alert_type as "alertType", n.audience,
        array(select t.language from notification_translations t where t.notification_id = n.id) as languages
      from notifications n
      where n.kind = 'EMERGENCY' and n.deleted_at is null
        -- FAILED: the push could not go out at all (no credentials): the cascade matters most then.
        and n.status in ('SENDING', 'SENT', 'FAILED')
        and coalesce(n.send_at, n.created_at) >= ${iso(since)}::timestamptz
        and not exists (select 1 from alert_cascades c where c.notification_id = n.id)
      order by coalesce(n.send_at, n.created_at)
      limit ${limit}`);
    return rowsOf<DueAlert>(result);
  },

  /** The cascade's row, once: false when another worker began it first. */
  async begin(tx: Executor, a: DueAlert, policy: object | null, now: Date): Promise<boolean> {
    const result = await tx.execute(sql`
      insert into alert_cascades (notification_id, community_id, policy, status, started_at, finished_at)
      values (${a.id}, ${a.communityId}, ${JSON.stringify(policy ?? {})}::jsonb,
        ${policy ? 'RUNNING' : 'SKIPPED'}, ${iso(now)}::timestamptz, ${policy ? null : iso(now)}::timestamptz)
      on conflict do nothing returning notification_id`);
    return rowsOf(result).length > 0;
  },

  /**
   * Every active member of the alert's audience gets their row, in the first of their languages the alert has
   * (else the alert's own: the community's default), due at `firstAt`.
   */
  async insertPeople(tx: Executor, a: DueAlert, firstAt: Date): Promise<number> {
    const available = [a.language, ...a.languages];
    const everyone = !a.audience.groups?.length && !a.audience.recipients?.length;
    const chosen = everyone
      ? sql`true`
      : sql`(m.id = any(${sql.param(a.audience.recipients ?? [])}::uuid[]) or exists (
          select 1 from group_members gm where gm.membership_id = m.id
            and gm.group_id = any(${sql.param(a.audience.groups ?? [])}::uuid[])))`;
    const result = await tx.execute(sql`
      insert into alert_people (notification_id, membership_id, community_id, language, next_at)
      select ${a.id}::uuid, m.id, m.community_id,
        coalesce((select l from unnest(m.languages) with ordinality as x(l, o)
                  where l = any(${sql.param(available)}::text[]) order by o limit 1), ${a.language}),
        ${iso(firstAt)}::timestamptz
      from memberships m join users u on u.id = m.user_id
      where m.community_id = ${a.communityId} and ${isActiveMemberAs('m')} and u.status = 'ACTIVE' and ${chosen}
      on conflict do nothing`);
    const r = result as { rowCount?: number | null; affectedRows?: number };
    return r.rowCount ?? r.affectedRows ?? 0;
  },

  /**
   * People whose next step is due, taken for `leaseUntil` (a crashed worker's come back after it). SKIP LOCKED:
   * two servers take different people.
   */
  async claimDue(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<PersonRow[]> {
    const result = await db.execute(sql`
      update alert_people p set lease_until = ${iso(leaseUntil)}::timestamptz
      where (p.notification_id, p.membership_id) in (
        select notification_id, membership_id from alert_people
        where next_at <= ${iso(now)}::timestamptz
          and (lease_until is null or lease_until < ${iso(now)}::timestamptz)
        order by next_at limit ${limit} for update skip locked)
      returning p.notification_id as "notificationId", p.membership_id as "membershipId",
        p.community_id as "communityId", p.state, p.step, p.cycle, p.language, p.reached`);
    return rowsOf<Omit<PersonRow, 'lease'>>(result).map((row) => ({ ...row, lease: leaseUntil }));
  },

  /** What each of these people of one alert can be reached by now (consent given), and what is still out. */
  async reach(db: Executor, notificationId: string, ids: string[]): Promise<Map<string, Reach>> {
    const result = await db.execute(sql`
      select m.id as "membershipId",
        (select count(*) from devices d where d.membership_id = m.id)::int as devices,
        exists (select 1 from notification_deliveries d where d.notification_id = ${notificationId}
          and d.membership_id = m.id and d.status = 'DELIVERED') as "pushDelivered",
        (select min(d.acknowledged_at) from notification_deliveries d where d.notification_id = ${notificationId}
          and d.membership_id = m.id) as "acknowledgedAt",
        array(select c.value from contact_channels c where c.membership_id = m.id and c.kind = 'MOBILE'
          and c.alerts order by c.position) as mobiles,
        array(select c.value from contact_channels c where c.membership_id = m.id and c.kind = 'LANDLINE'
          and c.alerts order by c.position) as landlines,
        case when exists (select 1 from contact_channels c where c.membership_id = m.id and c.kind = 'EMAIL')
          then array(select c.value from contact_channels c where c.membership_id = m.id and c.kind = 'EMAIL'
            and c.alerts order by c.position)
          else array[u.email] end as emails,
        (select count(*) from alert_attempts a where a.notification_id = ${notificationId}
          and a.membership_id = m.id
          and (a.status in ('QUEUED', 'HANDING_OVER') or (a.status = 'SENT' and a.due_by is not null)))::int as "openAttempts"
      from memberships m join users u on u.id = m.user_id
      where m.id = any(${sql.param(ids)}::uuid[])`);
    return new Map(rowsOf<Reach>(result).map((r) => [r.membershipId, r]));
  },

  /**
   * A person's step done: their row moved on, if it is still this claim's (the lease it set is still on the row: no
   * other worker took them after it ran out) and they did not confirm meanwhile. Answers whether it moved.
   */
  async update(
    tx: Executor,
    p: Pick<PersonRow, 'notificationId' | 'membershipId' | 'lease'>,
    set: { state: string; step: number; cycle: number; nextAt: Date | null; reached: boolean },
  ): Promise<boolean> {
    const result = await tx.execute(sql`
      update alert_people set state = ${set.state}, step = ${set.step}, cycle = ${set.cycle},
        next_at = ${set.nextAt ? iso(set.nextAt) : null}::timestamptz, reached = reached or ${set.reached},
        lease_until = null
      where notification_id = ${p.notificationId} and membership_id = ${p.membershipId}
        and state <> 'CONFIRMED' and lease_until = ${iso(p.lease)}::timestamptz
      returning 1`);
    return rowsOf(result).length > 0;
  },

  /** The e-mail link's token (its hash), set with the first e-mail. */
  async setTokenHash(tx: Executor, p: { notificationId: string; membershipId: string }, hash: string) {
    await tx.execute(sql`
      update alert_people set confirm_token_hash = coalesce(confirm_token_hash, ${hash})
      where notification_id = ${p.notificationId} and membership_id = ${p.membershipId}`);
  },

  /**
   * The person confirmed: no more steps, their queued texts and calls cancelled. Answers false when they had
   * already (or are not in the alert's cascade).
   */
  async confirm(
    tx: Executor,
    notificationId: string,
    membershipId: string,
    via: string,
    at: Date,
  ): Promise<boolean> {
    const result = await tx.execute(sql`
      update alert_people set state = 'CONFIRMED', confirmed_via = ${via}, confirmed_at = ${iso(at)}::timestamptz,
        next_at = null, lease_until = null
      where notification_id = ${notificationId} and membership_id = ${membershipId} and state <> 'CONFIRMED'
      returning membership_id`);
    if (!rowsOf(result).length) return false;
    await tx.execute(sql`
      update alert_attempts set status = 'CANCELLED', settled_at = ${iso(at)}::timestamptz,
        reason = 'Confirmed before it was sent'
      where notification_id = ${notificationId} and membership_id = ${membershipId} and status = 'QUEUED'`);
    return true;
  },

  /** Something reached the person (a delivered text, an answered call). */
  async reached(tx: Executor, a: { notificationId: string; membershipId: string }) {
    await tx.execute(sql`
      update alert_people p set reached = true,
        state = case when p.state = 'TRYING' and not exists (select 1 from alert_attempts x
          where x.notification_id = p.notification_id and x.membership_id = p.membership_id
            and x.status in ('QUEUED', 'HANDING_OVER')) then 'WAITING' else p.state end
      where p.notification_id = ${a.notificationId} and p.membership_id = ${a.membershipId}`);
  },

  /**
   * Everything a step tried failed: the person's next step (still due later) runs now. Only if they are still
   * at the step after it: a late failure of an older step moves nothing.
   */
  async stepFailed(
    tx: Executor,
    a: { notificationId: string; membershipId: string; step: number; cycle: number },
    now: Date,
  ) {
    await tx.execute(sql`
      update alert_people set next_at = least(next_at, ${iso(now)}::timestamptz),
        state = case when state = 'TRYING' then 'WAITING' else state end
      where notification_id = ${a.notificationId} and membership_id = ${a.membershipId}
        and step = ${a.step + 1} and cycle = ${a.cycle} and next_at is not null and state <> 'CONFIRMED'`);
  },

  /** People of running cascades who acknowledged in the app since: confirmed (APP), queued contacts cancelled. */
  async acknowledgedInApp(
    db: Executor,
  ): Promise<{ notificationId: string; membershipId: string; at: Date }[]> {
    const result = await db.execute(sql`
      select p.notification_id as "notificationId", p.membership_id as "membershipId",
        min(d.acknowledged_at) as at
      from alert_cascades c
      join alert_people p on p.notification_id = c.notification_id and p.state <> 'CONFIRMED'
      join notification_deliveries d on d.notification_id = p.notification_id and d.membership_id = p.membership_id
        and d.acknowledged_at is not null
      where c.status = 'RUNNING'
      group by 1, 2 limit 1000`);
    return rowsOf(result);
  },

  /** Running cascades with nobody left to try and nothing out: finished. */
  /**
   * Whether any cascade has work: one running, or a text or call queued, being handed over or awaiting its receipt
   * (the open attempts' partial indexes answer it). Idle, a worker's tick stops here: two reads a second.
   */
  async anyUnderWay(db: Executor): Promise<boolean> {
    const result = await db.execute(sql`
      select exists (select 1 from alert_cascades where status = 'RUNNING')
        or exists (select 1 from alert_attempts where status = 'QUEUED')
        or exists (select 1 from alert_attempts where status in ('HANDING_OVER', 'SENT')) as busy`);
    return rowsOf<{ busy: boolean }>(result)[0].busy;
  },

  async finishDone(db: Executor, now: Date): Promise<number> {
    const result = await db.execute(sql`
      update alert_cascades c set status = 'FINISHED', finished_at = ${iso(now)}::timestamptz
      where c.status = 'RUNNING'
        and not exists (select 1 from alert_people p where p.notification_id = c.notification_id and p.next_at is not null)
        and not exists (select 1 from alert_attempts a where a.notification_id = c.notification_id
          and a.status in ('QUEUED', 'HANDING_OVER'))
      returning c.notification_id`);
    return rowsOf(result).length;
  },

  async policyOf(db: Executor, notificationId: string) {
    const result = await db.execute(sql`
      select c.policy, c.status, n.title, n.body, n.language, n.community_id as "communityId", co.name as community
      from alert_cascades c join notifications n on n.id = c.notification_id
      join communities co on co.id = n.community_id
      where c.notification_id = ${notificationId}`);
    return rowsOf<{
      policy: unknown;
      status: string;
      title: string;
      body: string;
      language: string;
      communityId: string;
      community: string;
    }>(result)[0];
  },

  /** The alert's title and body in a language (its own when it has no version in it). */
  async version(db: Executor, notificationId: string, language: string) {
    const result = await db.execute(sql`
      select coalesce(t.title, n.title) as title, coalesce(t.body, n.body) as body,
        coalesce(t.language, n.language) as language
      from notifications n
      left join notification_translations t on t.notification_id = n.id and t.language = ${language}
      where n.id = ${notificationId}`);
    return rowsOf<{ title: string; body: string; language: string }>(result)[0];
  },

  /** Every version of the alert: its own and its translations. */
  async versions(db: Executor, notificationId: string) {
    const result = await db.execute(sql`
      select n.language, n.title, n.body from notifications n where n.id = ${notificationId}
      union all
      select t.language, t.title, t.body from notification_translations t where t.notification_id = ${notificationId}`);
    return rowsOf<{ title: string; body: string; language: string }>(result);
  },

  /** The person (with their alert) an e-mail link's token hash names. */
  async byTokenHash(db: Executor, hash: string) {
    const result = await db.execute(sql`
      select p.notification_id as "notificationId", p.membership_id as "membershipId", p.state, p.language,
        c.status as "cascadeStatus"
      from alert_people p join alert_cascades c on c.notification_id = p.notification_id
      where p.confirm_token_hash = ${hash}`);
    return rowsOf<{
      notificationId: string;
      membershipId: string;
      state: string;
      language: string;
      cascadeStatus: string;
    }>(result)[0];
  },
};
