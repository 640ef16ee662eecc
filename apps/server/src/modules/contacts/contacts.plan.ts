import { contactMessages as msg, type AuditAction, type ContactChannelInput } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import type { AuditEntry } from '../audit';
import type { ChannelRow, NewChannel } from './contacts.repository';
import { channelValue } from './phone';

export type Source = 'MEMBER' | 'ADMIN' | 'IMPORT';
type Target = { communityId: string; membershipId: string };

/** What replacing one member's list changes: rows to insert, update and delete, and the trail's rows. */
export interface Plan {
  inserts: (NewChannel & Target & { position: number })[];
  updates: {
    id: string;
    set: Partial<Pick<ChannelRow, 'alerts' | 'news' | 'consentSource' | 'consentChangedAt' | 'position'>>;
  }[];
  removes: string[];
  trail: AuditEntry[];
  counts: { added: number; changed: number; removed: number };
}

/** One channel as typed, checked: E.164 for numbers, lowercased e-mail; a 400 on the field that is wrong. */
function checked(c: ContactChannelInput, i: number, source: string): NewChannel {
  const consent = { alerts: c.alerts ?? true, news: c.news ?? false, consentSource: source };
  const v = channelValue(c.kind, c.value);
  if ('error' in v) throw badRequest(msg[v.error], `channels.${i}.value`);
  return { kind: c.kind, value: v.value, ...consent };
}

const key = (c: { kind: string; value: string }) => `${c.kind}:${c.value}`;

/**
 * The change from a member's current channels (locked by the caller) to `list`, in its order: a channel added, one
 * removed, a consent changed are each a row of the trail with who made it. Pure, so that one member's edit and an
 * import's batch of hundreds are the same rules (the batch runs its plans' statements together).
 */
export function planReplace(
  target: Target,
  current: ChannelRow[],
  list: ContactChannelInput[],
  source: Source,
  now: Date,
): Plan {
  const wanted = list.map((c, i) => checked(c, i, source));
  const seen = new Set<string>();
  wanted.forEach((c, i) => {
    if (seen.has(key(c))) throw badRequest(msg.duplicate, `channels.${i}.value`);
    seen.add(key(c));
  });
  const existing = new Map(current.map((r) => [key(r), r]));
  const plan: Plan = {
    inserts: [],
    updates: [],
    removes: [],
    trail: [],
    counts: { added: 0, changed: 0, removed: 0 },
  };
  const record = (
    action: AuditAction,
    c: { kind: string; value: string },
    before: object | null,
    after: object | null,
  ) =>
    plan.trail.push({
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
      plan.inserts.push({ ...target, position, ...c });
      plan.counts.added++;
      record('contacts.channel_added', c, null, { alerts: c.alerts, news: c.news });
    } else if (old.alerts !== c.alerts || old.news !== c.news) {
      plan.updates.push({
        id: old.id,
        set: { alerts: c.alerts, news: c.news, consentSource: source, consentChangedAt: now, position },
      });
      plan.counts.changed++;
      record(
        'contacts.consent_changed',
        c,
        { alerts: old.alerts, news: old.news },
        { alerts: c.alerts, news: c.news },
      );
    } else if (old.position !== position) plan.updates.push({ id: old.id, set: { position } });
  }
  for (const r of existing.values()) {
    plan.removes.push(r.id);
    plan.counts.removed++;
    record('contacts.channel_removed', r, { alerts: r.alerts, news: r.news }, null);
  }
  return plan;
}
