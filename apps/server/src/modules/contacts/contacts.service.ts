import {
  contactMessages as msg,
  memberMessages,
  START_WORDS,
  STOP_WORDS,
  type AppContacts,
  type ContactChannel,
  type ContactChannelInput,
  type MemberContacts,
} from '@gathering/contract';
import type { AuditAction } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { AuditRecorder } from '../audit';
import { contactsRepository as repo, type ChannelRow, type NewChannel } from './contacts.repository';
import { displayPhone, normalizePhone } from './phone';

type Source = 'MEMBER' | 'ADMIN' | 'IMPORT';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One channel as typed, checked: E.164 for numbers, lowercased e-mail; a 400 on the field that is wrong. */
function checked(c: ContactChannelInput, i: number, source: string): NewChannel {
  const field = `channels.${i}.value`;
  const consent = { alerts: c.alerts ?? true, news: c.news ?? false, consentSource: source };
  if (c.kind === 'EMAIL') {
    const value = c.value.trim().toLowerCase();
    if (!EMAIL.test(value) || value.length > 254) throw badRequest(msg.emailInvalid, field);
    return { kind: c.kind, value, ...consent };
  }
  const phone = normalizePhone(c.value);
  if (!phone) throw badRequest(msg.phoneInvalid, field);
  if (c.kind === 'MOBILE' && !phone.mobile) throw badRequest(msg.notMobile, field);
  return { kind: c.kind, value: phone.e164, ...consent };
}

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

const key = (c: { kind: string; value: string }) => `${c.kind}:${c.value}`;

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

  /** Replaces the member's list; answers what changed (for the caller's own audit row, if it keeps one). */
  async function replace(
    tx: Executor,
    target: { communityId: string; membershipId: string },
    list: ContactChannelInput[],
    source: Source,
  ) {
    const wanted = list.map((c, i) => checked(c, i, source));
    const seen = new Set<string>();
    wanted.forEach((c, i) => {
      if (seen.has(key(c))) throw badRequest(msg.duplicate, `channels.${i}.value`);
      seen.add(key(c));
    });
    const now = deps.clock.now();
    const existing = new Map((await repo.lockChannels(tx, target.membershipId)).map((r) => [key(r), r]));
    const record = (
      action: AuditAction,
      c: { kind: string; value: string },
      before: object | null,
      after: object | null,
    ) =>
      deps.audit.record(tx, {
        communityId: target.communityId,
        action,
        target: { kind: 'member', id: target.membershipId },
        before: before as Record<string, unknown> | null,
        after: after as Record<string, unknown> | null,
        details: { channel: c.kind, value: c.value, source },
      });
    for (const [position, c] of wanted.entries()) {
      const old = existing.get(key(c));
      existing.delete(key(c));
      if (!old) {
        await repo.insert(tx, target.communityId, target.membershipId, position, c);
        await record('contacts.channel_added', c, null, { alerts: c.alerts, news: c.news });
      } else if (old.alerts !== c.alerts || old.news !== c.news) {
        await repo.update(tx, old.id, {
          alerts: c.alerts,
          news: c.news,
          consentSource: source,
          consentChangedAt: now,
          position,
        });
        await record(
          'contacts.consent_changed',
          c,
          { alerts: old.alerts, news: old.news },
          { alerts: c.alerts, news: c.news },
        );
      } else if (old.position !== position) await repo.update(tx, old.id, { position });
    }
    await repo.remove(
      tx,
      [...existing.values()].map((r) => r.id),
    );
    for (const r of existing.values())
      await record('contacts.channel_removed', r, { alerts: r.alerts, news: r.news }, null);
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

    /** An import's channels for one member, in the import's transaction (it keeps the consent the file gives). */
    importChannels: (
      tx: Executor,
      target: { communityId: string; membershipId: string },
      list: ContactChannelInput[],
    ) => replace(tx, target, list, 'IMPORT'),

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
