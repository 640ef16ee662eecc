import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { likePattern } from '../../lib/paging';
import { searchTerms } from '../../lib/search-text';

type When = Date | string;

export interface PersonListRow {
  membershipId: string;
  firstName: string | null;
  lastName: string | null;
  state: string;
  confirmedVia: string | null;
  confirmedAt: When | null;
  nextAt: When | null;
  step: number;
  cycle: number;
  language: string;
}

export interface AttemptListRow {
  id: string;
  membershipId: string;
  channel: string;
  to: string;
  provider: string | null;
  status: string;
  reason: string | null;
  language: string;
  cycle: number;
  createdAt: When;
  handedOverAt: When | null;
  settledAt: When | null;
}

export interface CheckInRow {
  id: string;
  membershipId: string;
  outcome: string;
  note: string;
  recordedBy: string | null;
  createdAt: When;
}

export interface CallSheetRow {
  membershipId: string;
  firstName: string | null;
  lastName: string | null;
  state: string;
  language: string;
  phones: { kind: string; value: string }[];
  address: string | null;
  householdNotes: string | null;
  groups: string[];
  lastTry: { channel: string; to: string; status: string; reason: string | null } | null;
}

/**
 * A typed name anywhere in the person's names, username or e-mail: the membership's folded copy of them
 * (lib/search-text.ts, as the members list searches), so "eva" finds "Ēva" and Roman spelling finds syllabics.
 */
function matches(search: string | undefined) {
  if (!search) return sql`true`;
  const terms = searchTerms(search);
  if (!terms.length) return sql`m.search_text like ${likePattern(search)}`;
  return sql`(${sql.join(
    terms.map((term) => sql`m.search_text like ${likePattern(term)}`),
    sql` or `,
  )})`;
}

/**
 * The alert page's people (issue 36 #3): one alert's alert_people with their attempts and check-ins, the call
 * sheet's rows (the people not confirmed, with what a responder needs at the door: phone numbers, address, household
 * notes — contacts' tables, read), and the check-ins, which it writes (alert_check_ins is this module's).
 */
export const peopleViewRepository = {
  async page(
    db: Executor,
    notificationId: string,
    q: { state?: string; search?: string; offset: number; limit: number },
  ): Promise<{ rows: PersonListRow[]; total: number }> {
    const state = q.state ?? null;
    const where = sql`p.notification_id = ${notificationId} and (${state}::text is null or p.state = ${state})
      and ${matches(q.search)}`;
    const total = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from alert_people p join memberships m on m.id = p.membership_id where ${where}`),
    )[0].n;
    const result = await db.execute(sql`
      select p.membership_id as "membershipId", u.first_name as "firstName", u.last_name as "lastName", p.state,
        p.confirmed_via as "confirmedVia", p.confirmed_at as "confirmedAt", p.next_at as "nextAt", p.step,
        p.cycle, p.language
      from alert_people p join memberships m on m.id = p.membership_id join users u on u.id = m.user_id
      where ${where}
      order by u.last_name, u.first_name, p.membership_id
      limit ${q.limit} offset ${q.offset * q.limit}`);
    return { rows: rowsOf<PersonListRow>(result), total };
  },

  /** These people's texts, calls and e-mails in one alert, oldest first, with their provider's name. */
  async attempts(db: Executor, notificationId: string, ids: string[]): Promise<AttemptListRow[]> {
    if (!ids.length) return [];
    const result = await db.execute(sql`
      select a.id, a.membership_id as "membershipId", a.channel, a.to_address as "to", pr.name as provider,
        a.status, a.reason, a.language, a.cycle, a.created_at as "createdAt", a.handed_over_at as "handedOverAt",
        a.settled_at as "settledAt"
      from alert_attempts a left join cascade_providers pr on pr.id = a.provider_id
      where a.notification_id = ${notificationId} and a.membership_id = any(${sql.param(ids)}::uuid[])
      order by a.created_at, a.failover`);
    return rowsOf<AttemptListRow>(result);
  },

  /** These people's check-ins in one alert, newest first, with the name of who recorded each. */
  async checkIns(db: Executor, notificationId: string, ids: string[]): Promise<CheckInRow[]> {
    if (!ids.length) return [];
    const result = await db.execute(sql`
      select c.id, c.membership_id as "membershipId", c.outcome, c.note, c.created_at as "createdAt",
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "recordedBy"
      from alert_check_ins c left join users u on u.id = c.recorded_by
      where c.notification_id = ${notificationId} and c.membership_id = any(${sql.param(ids)}::uuid[])
      order by c.created_at desc, c.id`);
    return rowsOf<CheckInRow>(result);
  },

  /** The people of the alert's cascade not confirmed, with their numbers, household and groups. */
  async callSheet(db: Executor, notificationId: string): Promise<CallSheetRow[]> {
    const result = await db.execute(sql`
      select p.membership_id as "membershipId", u.first_name as "firstName", u.last_name as "lastName", p.state,
        p.language,
        coalesce((select json_agg(json_build_object('kind', c.kind, 'value', c.value) order by c.position)
          from contact_channels c where c.membership_id = p.membership_id and c.kind in ('MOBILE', 'LANDLINE')),
          '[]'::json) as phones,
        d.address, d.household_notes as "householdNotes",
        array(select gm.group_id from group_members gm where gm.membership_id = p.membership_id) as groups,
        (select json_build_object('channel', a.channel, 'to', a.to_address, 'status', a.status, 'reason', a.reason)
          from alert_attempts a where a.notification_id = p.notification_id and a.membership_id = p.membership_id
          order by a.created_at desc, a.failover desc limit 1) as "lastTry"
      from alert_people p join memberships m on m.id = p.membership_id join users u on u.id = m.user_id
        left join member_contact_details d on d.membership_id = p.membership_id
      where p.notification_id = ${notificationId} and p.state <> 'CONFIRMED'
      order by u.last_name, u.first_name, p.membership_id`);
    return rowsOf<CallSheetRow>(result);
  },

  /** The community's name and zone, for the sheet's heading. */
  async community(db: Executor, communityId: string) {
    const result = await db.execute(sql`
      select name, time_zone as "timeZone" from communities where id = ${communityId}`);
    return rowsOf<{ name: string; timeZone: string | null }>(result)[0];
  },

  /** The person's state in the alert's cascade, or undefined when they are not in it. */
  async state(db: Executor, notificationId: string, membershipId: string) {
    const result = await db.execute(sql`
      select state from alert_people where notification_id = ${notificationId} and membership_id = ${membershipId}`);
    return rowsOf<{ state: string }>(result)[0]?.state;
  },

  async insertCheckIn(
    tx: Executor,
    c: {
      notificationId: string;
      membershipId: string;
      communityId: string;
      outcome: string;
      note: string;
      recordedBy: string;
      at: Date;
    },
  ): Promise<string> {
    const result = await tx.execute(sql`
      insert into alert_check_ins (notification_id, membership_id, community_id, outcome, note, recorded_by, created_at)
      values (${c.notificationId}, ${c.membershipId}, ${c.communityId}, ${c.outcome}, ${c.note}, ${c.recordedBy},
        ${c.at.toISOString()}::timestamptz)
      returning id`);
    return rowsOf<{ id: string }>(result)[0].id;
  },
};
