import {
  CONTACTS_MAX,
  memberMessages,
  START_WORDS,
  STOP_WORDS,
  type AppContacts,
  type ContactChannel,
  type ContactChannelInput,
  type MemberContacts,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit';
import { contactsRepository as repo, type ChannelRow } from './contacts.repository';
import { planReplace, type Plan, type Source } from './contacts.plan';
import { displayPhone } from './phone';

const answer = (r: ChannelRow): ContactChannel => ({
  id: r.id,
  kind: r.kind as ContactChannel['kind'],
  value: r.value,
  display: r.kind === 'EMAIL' ? r.value : displayPhone(r.value),
  alerts: r.alerts,
  news: r.news,
  consentSource: r.consentSource as ContactChannel['consentSource'],
  consentChangedAt: r.consentChangedAt.toISOString(),
});

/**
 * A member's contact channels and their consent (issue 36 #1): written by the member (app, member web app), an
 * administrator or an import, and by SMS keywords (STOP / ARRÊT / ARRET, START). Every added or removed channel and
 * every change of consent is one row of the audit trail, in the transaction that makes it.
 */
export function createContactsService(deps: { database: Database; clock: Clock; audit: AuditRecorder }) {
  const db = deps.database.db;

  async function read(ex: Executor, communityId: string, membershipId: string) {
    const m = await repo.member(ex, communityId, membershipId);
    if (!m) throw notFound(memberMessages.memberNotFound);
    return { channels: (await repo.channels(ex, membershipId)).map(answer), accountEmail: m.email };
  }

  /** Writes plans (one member's, or an import batch's): each kind of statement once, the trail in one append. */
  async function execute(tx: Executor, plans: Plan[]) {
    await repo.insertMany(
      tx,
      plans.flatMap((p) => p.inserts),
    );
    await repo.updateMany(
      tx,
      plans.flatMap((p) => p.updates),
    );
    await repo.remove(
      tx,
      plans.flatMap((p) => p.removes),
    );
    const trail = plans.flatMap((p) => p.trail);
    if (trail.length) await deps.audit.record(tx, trail);
  }

  /** Replaces the member's list (locked: two edits at once take turns); answers what changed. */
  async function replace(
    tx: Executor,
    target: { communityId: string; membershipId: string },
    list: ContactChannelInput[],
    source: Source,
  ) {
    const current = await repo.lockChannels(tx, target.membershipId);
    const plan = planReplace(target, current, list, source, deps.clock.now());
    await execute(tx, [plan]);
    return plan.counts;
  }

  return {
    /** The member app: their own channels. */
    async mine(communityId: string, membershipId: string): Promise<AppContacts> {
      return read(db, communityId, membershipId);
    },

    async setMine(communityId: string, membershipId: string, channels: ContactChannelInput[]) {
      return db.transaction(async (tx) => {
        if (!(await repo.member(tx, communityId, membershipId))) throw notFound();
        await replace(tx, { communityId, membershipId }, channels, 'MEMBER');
        return read(tx, communityId, membershipId);
      });
    },

    /** An administrator's view of a member of their community, with the household's details. */
    async ofMember(communityId: string, membershipId: string): Promise<MemberContacts> {
      return {
        membershipId,
        ...(await read(db, communityId, membershipId)),
        ...(await repo.details(db, membershipId)),
      };
    },

    async setOfMember(
      communityId: string,
      membershipId: string,
      body: { channels: ContactChannelInput[]; address?: string | null; householdNotes?: string | null },
    ): Promise<MemberContacts> {
      return db.transaction(async (tx) => {
        if (!(await repo.member(tx, communityId, membershipId)))
          throw notFound(memberMessages.memberNotFound);
        await replace(tx, { communityId, membershipId }, body.channels, 'ADMIN');
        if (body.address !== undefined || body.householdNotes !== undefined) {
          const before = await repo.details(tx, membershipId);
          const after = {
            address: body.address === undefined ? before.address : body.address || null,
            householdNotes:
              body.householdNotes === undefined ? before.householdNotes : body.householdNotes || null,
          };
          if (after.address !== before.address || after.householdNotes !== before.householdNotes) {
            await repo.setDetails(tx, communityId, membershipId, after, deps.clock.now());
            await deps.audit.record(tx, {
              communityId,
              action: 'contacts.details_updated',
              target: { kind: 'member', id: membershipId },
              before,
              after,
            });
          }
        }
        return {
          membershipId,
          ...(await read(tx, communityId, membershipId)),
          ...(await repo.details(tx, membershipId)),
        };
      });
    },

    /**
     * An import's batch, in the import's transaction: the members locked together (those still members of the
     * community), each one's new list made by `merge` from their locked channels, then the batch's statements run
     * together. A row whose member is gone, or whose list would pass the limit, is skipped (`invalid`).
     */
    async importBatch(
      tx: Executor,
      communityId: string,
      batch: { membershipId: string; merge: (current: ChannelRow[]) => ContactChannelInput[] }[],
      /** Who the trail names (the job has no request): the administrator who started the import. */
      actor?: AuditActor,
    ) {
      const locked = await repo.lockMembersOfCommunity(
        tx,
        communityId,
        batch.map((b) => b.membershipId),
      );
      const current = new Map<string, ChannelRow[]>();
      for (const c of locked.channels)
        current.set(c.membershipId, [...(current.get(c.membershipId) ?? []), c]);
      const now = deps.clock.now();
      const counts = { updated: 0, unchanged: 0, invalid: 0, added: 0, changed: 0, removed: 0 };
      const plans: Plan[] = [];
      for (const b of batch) {
        const list = locked.live.has(b.membershipId) ? b.merge(current.get(b.membershipId) ?? []) : null;
        if (!list || list.length > CONTACTS_MAX) {
          counts.invalid++;
          continue;
        }
        const plan = planReplace(
          { communityId, membershipId: b.membershipId },
          current.get(b.membershipId) ?? [],
          list,
          'IMPORT',
          now,
        );
        if (actor) for (const e of plan.trail) e.actor = actor;
        plans.push(plan);
        counts.added += plan.counts.added;
        counts.changed += plan.counts.changed;
        counts.removed += plan.counts.removed;
        if (plan.inserts.length || plan.updates.length || plan.removes.length) counts.updated++;
        else counts.unchanged++;
      }
      await execute(tx, plans);
      return counts;
    },

    /**
     * An SMS keyword from a number: STOP / ARRÊT / ARRET withdraws both consents of the community's mobile channels
     * with that number at once; START gives back the emergency alerts (news needs the member's own consent again).
     * Answers 'STOP', 'START' or null when the text is no keyword.
     */
    async keyword(
      tx: Executor,
      communityId: string,
      from: string,
      word: string,
    ): Promise<'STOP' | 'START' | null> {
      const stop = (STOP_WORDS as readonly string[]).includes(word);
      const start = (START_WORDS as readonly string[]).includes(word);
      if (!stop && !start) return null;
      const now = deps.clock.now();
      for (const c of await repo.mobilesWithNumber(tx, communityId, from)) {
        const next = stop ? { alerts: false, news: false } : { alerts: true, news: c.news };
        if (next.alerts === c.alerts && next.news === c.news) continue;
        const source = stop ? 'SMS_STOP' : 'SMS_START';
        await repo.update(tx, c.id, { ...next, consentSource: source, consentChangedAt: now });
        await deps.audit.record(tx, {
          communityId,
          action: 'contacts.consent_changed',
          target: { kind: 'member', id: c.membershipId },
          before: { alerts: c.alerts, news: c.news },
          after: next,
          details: { channel: c.kind, value: c.value, source },
        });
      }
      return stop ? 'STOP' : 'START';
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
