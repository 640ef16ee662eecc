import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alertAttempts } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type NewAttempt = typeof alertAttempts.$inferInsert;
export interface ClaimedAttempt {
  id: string;
  notificationId: string;
  membershipId: string;
  channel: 'SMS' | 'VOICE';
  toAddress: string;
  language: string;
  segments: number;
  title: string;
  body: string;
  alertLanguage: string;
}
export interface AttemptRow {
  id: string;
  notificationId: string;
  membershipId: string;
  communityId: string;
  channel: string;
  status: string;
  step: number;
  cycle: number;
  failover: number;
  toAddress: string;
  language: string;
  providerId: string | null;
  segments: number;
}

const iso = (d: Date) => d.toISOString();
const COLUMNS = sql`id, notification_id as "notificationId", membership_id as "membershipId",
  community_id as "communityId", channel, status, step, cycle, failover, to_address as "toAddress", language,
  provider_id as "providerId", segments`;

/** The texts, calls and e-mails of cascades (alert_attempts) and the senders' leases (cascade_senders). */
export const attemptsRepository = {
  async insert(tx: Executor, rows: NewAttempt[]) {
    if (rows.length) await tx.insert(alertAttempts).values(rows);
  },

  /**
   * Takes up to `limit` queued texts (or calls) of the community for this provider (its place in the failover
   * order), oldest first, for this sender's next hand-overs until `dueBy`: they stay QUEUED (nothing was asked of
   * the provider yet), so the ones a dead server had taken come back to any sender after that time rather than being
   * lost. Each is marked HANDING_OVER only when its turn comes (markHandingOver). SKIP LOCKED: senders of two servers
   * take different rows.
   */
  async claimQueued(
    tx: Executor,
    q: {
      communityId: string;
      channel: 'SMS' | 'VOICE';
      failover: number;
      limit: number;
      providerId: string;
      senderId: string;
      from: string;
      now: Date;
      dueBy: Date;
    },
  ): Promise<ClaimedAttempt[]> {
    const result = await tx.execute(sql`
      with c as (
        update alert_attempts a set provider_id = ${q.providerId}, sender_id = ${q.senderId},
          from_address = ${q.from}, due_by = ${iso(q.dueBy)}::timestamptz
        where a.id = any(array(
          select id from alert_attempts
          where community_id = ${q.communityId} and channel = ${q.channel} and status = 'QUEUED'
            and failover = ${q.failover} and (due_by is null or due_by < ${iso(q.now)}::timestamptz)
          order by created_at, id limit ${q.limit} for update skip locked))
        returning a.id, a.notification_id, a.membership_id, a.channel, a.to_address, a.language, a.segments,
          a.created_at)
      select c.id, c.notification_id as "notificationId", c.membership_id as "membershipId", c.channel,
        c.to_address as "toAddress", c.language, c.segments,
        coalesce(t.title, n.title) as title, coalesce(t.body, n.body) as body,
        coalesce(t.language, n.language) as "alertLanguage"
      from c join notifications n on n.id = c.notification_id
      left join notification_translations t on t.notification_id = c.notification_id and t.language = c.language
      order by c.created_at, c.id`);
    return rowsOf<ClaimedAttempt>(result);
  },

  /**
   * A taken text's turn: HANDING_OVER through this sender, committed before the provider is asked — a crash from
   * now on leaves it UNKNOWN, never sent twice. False when it is no longer queued (another sender had it after this
   * one's time ran out): it is not sent.
   */
  async markHandingOver(
    db: Executor,
    id: string,
    q: { providerId: string; senderId: string; from: string; now: Date; dueBy: Date },
  ): Promise<boolean> {
    const result = await db.execute(sql`
      update alert_attempts set status = 'HANDING_OVER', provider_id = ${q.providerId}, sender_id = ${q.senderId},
        from_address = ${q.from}, handed_over_at = ${iso(q.now)}::timestamptz, due_by = ${iso(q.dueBy)}::timestamptz
      where id = ${id} and status = 'QUEUED' returning id`);
    return rowsOf(result).length > 0;
  },

  /** Taken texts a sender stopped before handing over (its lease lost, the server stopping): queued for anyone. */
  async releaseClaims(db: Executor, ids: string[]) {
    if (!ids.length) return;
    await db.execute(sql`
      update alert_attempts set due_by = null where id = any(${sql.param(ids)}::uuid[]) and status = 'QUEUED'`);
  },

  /** Whether the community has queued texts (or calls) for this place in the failover order. */
  async hasQueued(db: Executor, communityId: string, channel: string, failover: number): Promise<boolean> {
    const result = await db.execute(sql`
      select 1 from alert_attempts where community_id = ${communityId} and channel = ${channel}
        and status = 'QUEUED' and failover = ${failover} limit 1`);
    return rowsOf(result).length > 0;
  },

  /** The communities and channels with queued work, with the failover places waiting. */
  async queuedWork(db: Executor) {
    const result = await db.execute(sql`
      select distinct community_id as "communityId", channel, failover from alert_attempts
      where status = 'QUEUED'`);
    return rowsOf<{ communityId: string; channel: 'SMS' | 'VOICE'; failover: number }>(result);
  },

  async failQueued(tx: Executor, communityId: string, channel: string, failover: number, now: Date) {
    const result = await tx.execute(sql`
      update alert_attempts set status = 'FAILED', reason = 'No provider is set up for it',
        settled_at = ${iso(now)}::timestamptz
      where community_id = ${communityId} and channel = ${channel} and failover = ${failover} and status = 'QUEUED'
      returning ${COLUMNS}`);
    return rowsOf<AttemptRow>(result);
  },

  /** The provider's answer to a hand-over. An UNKNOWN row (its worker's lease ran out meanwhile) takes it too. */
  async handedOver(
    db: Executor,
    id: string,
    r: { ref: string; dueBy: Date; cost: number } | { failed: string },
    now: Date,
  ): Promise<AttemptRow | undefined> {
    const result =
      'ref' in r
        ? await db.execute(sql`
            update alert_attempts set status = 'SENT', provider_ref = ${r.ref}, due_by = ${iso(r.dueBy)}::timestamptz,
              cost = ${r.cost}, reason = null
            where id = ${id} and status in ('HANDING_OVER', 'UNKNOWN') returning ${COLUMNS}`)
        : await db.execute(sql`
            update alert_attempts set status = 'FAILED', reason = ${r.failed}, due_by = null,
              settled_at = ${iso(now)}::timestamptz
            where id = ${id} and status in ('HANDING_OVER', 'UNKNOWN') returning ${COLUMNS}`);
    return rowsOf<AttemptRow>(result)[0];
  },

  async find(db: Executor, id: string): Promise<AttemptRow | undefined> {
    const result = await db.execute(sql`select ${COLUMNS} from alert_attempts where id = ${id}`);
    return rowsOf<AttemptRow>(result)[0];
  },

  async byRef(db: Executor, providerId: string, ref: string): Promise<AttemptRow | undefined> {
    const result = await db.execute(sql`
      select ${COLUMNS} from alert_attempts where provider_id = ${providerId} and provider_ref = ${ref} limit 1`);
    return rowsOf<AttemptRow>(result)[0];
  },

  /**
   * A receipt: DELIVERED, UNDELIVERED or FAILED settle the attempt (a late receipt for an UNKNOWN or overdue row
   * too); SENT only confirms the hand-over. Answers the row when it changed.
   */
  async settle(db: Executor, id: string, status: string, reason: string | null, now: Date) {
    const result =
      status === 'SENT'
        ? await db.execute(sql`
            update alert_attempts set status = 'SENT' where id = ${id} and status in ('HANDING_OVER', 'UNKNOWN')
            returning ${COLUMNS}`)
        : await db.execute(sql`
            update alert_attempts set status = ${status}, reason = ${reason}, due_by = null,
              settled_at = ${iso(now)}::timestamptz
            where id = ${id} and status in ('HANDING_OVER', 'UNKNOWN', 'SENT') returning ${COLUMNS}`);
    return rowsOf<AttemptRow>(result)[0];
  },

  /** Hand-overs whose worker died (its lease is over, no answer recorded): UNKNOWN, never sent again. */
  async expireHandOvers(db: Executor, now: Date): Promise<AttemptRow[]> {
    const result = await db.execute(sql`
      update alert_attempts set status = 'UNKNOWN', due_by = null,
        reason = 'The server stopped while handing it over: it may have been sent, so it is not sent again'
      where status = 'HANDING_OVER' and due_by < ${iso(now)}::timestamptz returning ${COLUMNS}`);
    return rowsOf<AttemptRow>(result);
  },

  /** Sent texts and calls with no receipt by their time: marked, each once (the failover follows). */
  async overdue(db: Executor, now: Date): Promise<AttemptRow[]> {
    const result = await db.execute(sql`
      update alert_attempts set due_by = null, reason = 'No receipt in time'
      where id = any(array(select id from alert_attempts where status = 'SENT' and due_by < ${iso(now)}::timestamptz
        limit 1000)) returning ${COLUMNS}`);
    return rowsOf<AttemptRow>(result);
  },

  /** The person's attempts of one step of one cycle that are out or succeeded (none: the step failed). */
  async liveInStep(
    db: Executor,
    a: { notificationId: string; membershipId: string; step: number; cycle: number },
  ) {
    const result = await db.execute(sql`
      select count(*)::int as n from alert_attempts where notification_id = ${a.notificationId}
        and membership_id = ${a.membershipId} and step = ${a.step} and cycle = ${a.cycle}
        and (status in ('QUEUED', 'HANDING_OVER', 'DELIVERED') or (status = 'SENT' and due_by is not null))`);
    return rowsOf<{ n: number }>(result)[0].n;
  },

  /** The latest text to this number in the community, from one of this provider's numbers (a reply's subject). */
  async latestTextTo(db: Executor, providerId: string, communityId: string, to: string) {
    const result = await db.execute(sql`
      select a.notification_id as "notificationId", a.membership_id as "membershipId"
      from alert_attempts a join alert_cascades c on c.notification_id = a.notification_id
      where a.community_id = ${communityId} and a.to_address = ${to} and a.channel = 'SMS'
        and a.provider_id = ${providerId} and a.status not in ('QUEUED', 'CANCELLED') and c.status = 'RUNNING'
      order by a.created_at desc limit 1`);
    return rowsOf<{ notificationId: string; membershipId: string }>(result)[0];
  },

  // ——— senders' leases ———

  /** Takes the sender for this process until `until` (the database's clock), if nobody holds it. */
  async lease(db: Executor, senderId: string, owner: string, seconds: number): Promise<boolean> {
    const result = await db.execute(sql`
      update cascade_senders set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${seconds})
      where id = ${senderId} and (lease_owner = ${owner} or lease_until is null or lease_until < now())
      returning id`);
    return rowsOf(result).length > 0;
  },

  async release(db: Executor, senderId: string, owner: string) {
    await db.execute(sql`
      update cascade_senders set lease_owner = null, lease_until = null
      where id = ${senderId} and lease_owner = ${owner}`);
  },
};
