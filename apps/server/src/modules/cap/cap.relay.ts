import { createHash } from 'node:crypto';
import { capMessages, type CapText } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { mailLanguage, translator } from '../../i18n';
import { renderActionMail } from '../mail';
import type { CapContext } from './cap.context';
import { areasIntersect, polygonFromCap, sgcOverlap, type AreaPolygons } from './cap.area';
import { CapFetchError, fetchCap } from './cap.fetch';
import { feedEntries } from './cap.feed';
import {
  capRepository as repo,
  type CapProposalRow,
  type CapSettingsRow,
  type CapSourceRow,
} from './cap.repository';
import { readCapTime } from './cap.time';
import { CapFormatError, eventCodeOf, locationCodesOf, parseCap, type CapMessage } from './cap.xml';
import { draftBody } from './cap.texts';

/** True when an incoming alert is for the community's area: its polygons meet the outline, or an SGC code is shared. */
export function matchesArea(settings: Pick<CapSettingsRow, 'area' | 'sgcCodes'>, m: CapMessage): boolean {
  const codes = locationCodesOf(m);
  if (settings.sgcCodes.some((ours) => codes.some((theirs) => sgcOverlap(ours, theirs)))) return true;
  const area = settings.area as AreaPolygons | null;
  if (!area) return false;
  const polygons = m.infos
    .flatMap((i) => i.areas.flatMap((a) => a.polygons))
    .map(polygonFromCap)
    .filter((p): p is number[][][] => !!p);
  return areasIntersect(area, polygons);
}

/** The texts of each language of a message, as a proposal keeps them (full length; the draft cuts them). */
export const textsOf = (m: CapMessage): CapText[] =>
  m.infos.map((i) => ({
    language: i.language,
    event: i.event,
    headline: i.headline ?? i.event,
    description: i.description ?? '',
    instruction: i.instruction ?? '',
  }));

type Outcome = 'ignored' | 'duplicate' | 'kept' | 'proposed' | 'relayed' | 'withdrawn';

/**
 * One received CAP document, in one transaction: kept (as received) when it is for the community's area or follows
 * a message the community has; then proposed, relayed at once (the community chose its event code, or the alert
 * it updates was relayed so), or, a cancellation of an alert nobody sent, the proposals it cancels withdrawn.
 * A message the community already has (one sender, one identifier) changes nothing: nothing is sent twice.
 */
export async function receive(
  ctx: CapContext,
  source: Pick<CapSourceRow, 'id' | 'communityId' | 'name'>,
  link: string,
  xml: string,
): Promise<Outcome> {
  let m: CapMessage;
  try {
    m = parseCap(xml);
  } catch (err) {
    if (err instanceof CapFormatError) return 'ignored';
    throw err;
  }
  if (m.status !== 'Actual' || !['Alert', 'Update', 'Cancel'].includes(m.msgType)) return 'ignored';
  return ctx.db.transaction(async (tx) => {
    const communityId = source.communityId;
    const settings = await repo.settings(tx, communityId);
    if (!settings) return 'ignored';
    const threads = m.msgType === 'Alert' ? [] : await repo.referenced(tx, communityId, m.references);
    if (!threads.length && !matchesArea(settings, m)) return 'ignored';
    const eventCode = eventCodeOf(m);
    const expires = m.infos.map((i) => readCapTime(i.expires)).find(Boolean) ?? null;
    const doc = await repo.insertDocument(tx, {
      communityId,
      direction: 'IN',
      identifier: m.identifier,
      sender: m.sender,
      sent: m.sent,
      msgType: m.msgType,
      refs: m.references,
      eventCode,
      xml,
      sha256: createHash('sha256').update(xml).digest('hex'),
      sourceId: source.id,
      sourceName: source.name,
      link,
      expiresAt: expires,
      createdAt: ctx.clock.now(),
    });
    if (!doc) return 'duplicate';
    await ctx.audit.record(tx, {
      communityId,
      action: 'cap.received',
      target: { kind: 'cap_document', id: doc.id },
      details: {
        identifier: m.identifier,
        sender: m.sender,
        msgType: m.msgType,
        source: source.name,
        link,
        sha256: doc.sha256,
      },
    });
    const thread = threads[0]?.thread ?? `${m.sender},${m.identifier}`;
    const prior = threads.length ? await repo.thread(tx, communityId, thread) : [];
    const sent = [...prior]
      .reverse()
      .find((p) => p.notificationId && p.alertStatus && p.alertStatus !== 'DRAFT');
    const pending = prior.filter((p) => p.status === 'PROPOSED' && p !== sent).map((p) => p.id);
    const now = ctx.clock.now();
    const base = {
      communityId,
      documentId: doc.id,
      thread,
      eventCode,
      texts: textsOf(m),
      severity: m.infos[0]?.severity ?? null,
      urgency: m.infos[0]?.urgency ?? null,
      expiresAt: expires,
      createdAt: now,
    };
    if (m.msgType === 'Cancel' && !sent) {
      // Withdrawn by its issuer before anyone here sent it: its proposals close, nothing goes out.
      if (!threads.length) return 'kept';
      await repo.setProposals(tx, pending, { status: 'CANCELLED', decidedAt: now });
      await repo.insertProposal(tx, { ...base, msgType: 'Cancel', status: 'CANCELLED', decidedAt: now });
      return 'withdrawn';
    }
    await repo.setProposals(tx, pending, { status: 'SUPERSEDED', decidedAt: now });
    const msgType = sent ? m.msgType : 'Alert';
    const relayedBefore = !!sent && prior.some((p) => p.status === 'RELAYED');
    const chosen = m.msgType === 'Alert' && !!eventCode && settings.relayNow.includes(eventCode);
    const proposal = await repo.insertProposal(tx, {
      ...base,
      msgType,
      previousNotificationId: sent?.notificationId ?? null,
    });
    if (!chosen && !relayedBefore) return 'proposed';
    await relayNow(ctx, tx, proposal, m, source.name);
    return 'relayed';
  });
}

/** An alert the community chose to relay at once: composed, sent to everyone, linked, and the administrators told. */
async function relayNow(
  ctx: CapContext,
  tx: Executor,
  proposal: CapProposalRow,
  m: CapMessage,
  sourceName: string,
) {
  const body = await draftBody(tx, proposal, { draft: false });
  const made = await ctx.notifications.createIn(
    tx,
    { communityId: proposal.communityId, userId: null },
    body,
  );
  await linkAlert(tx, proposal, made.id);
  await repo.setProposals(tx, [proposal.id], {
    status: 'RELAYED',
    notificationId: made.id,
    decidedAt: ctx.clock.now(),
  });
  await ctx.audit.record(tx, {
    communityId: proposal.communityId,
    action: 'cap.relayed',
    target: { kind: 'notification', id: made.id },
    details: {
      identifier: m.identifier,
      sender: m.sender,
      eventCode: proposal.eventCode,
      source: sourceName,
    },
  });
  const admins = await ctx.administrators.activeAdministrators(tx, proposal.communityId);
  for (const admin of admins) {
    const language = mailLanguage(admin.locale);
    const t = translator(language);
    const vars = { title: body.title, source: sourceName };
    await ctx.mail.store(tx, {
      kind: 'cap-relayed',
      to: admin.email,
      ...renderActionMail({
        subject: t('emails.capRelayed.subject', vars),
        greeting: admin.firstName
          ? t('emails.greeting', { name: admin.firstName })
          : t('emails.greetingAnonymous'),
        lines: [t('emails.capRelayed.line1', vars), t('emails.capRelayed.line2', vars)],
        action: {
          label: t('emails.capRelayed.action'),
          url: `${ctx.publicUrl}/admin/notifications/${made.id}`,
        },
        footer: t('emails.capRelayed.footer', vars),
        sender: 'Gathering',
        language,
      }),
    });
  }
}

/** The CAP link of an alert sent for a proposal: an update or cancellation of the thread's alert sent before. */
export async function linkAlert(
  tx: Executor,
  p: {
    communityId: string;
    msgType: string;
    previousNotificationId: string | null;
    eventCode: string | null;
    texts: unknown;
    severity: string | null;
    urgency: string | null;
    expiresAt: Date | null;
  },
  notificationId: string,
) {
  const texts = p.texts as CapText[];
  await repo.insertLink(tx, {
    notificationId,
    communityId: p.communityId,
    msgType: p.previousNotificationId ? p.msgType : 'Alert',
    referencesId: p.previousNotificationId,
    eventCode: p.eventCode ?? 'other',
    eventNames: Object.fromEntries(texts.map((t) => [t.language, t.event])),
    severity: p.severity,
    urgency: p.urgency,
    expiresAt: p.expiresAt,
  });
}

/**
 * Polls one source: its feed with the last ETag (nothing more when unchanged), then each new entry's document.
 * The error is kept on the source for the console, in the sentence a person reads.
 */
export async function pollSource(ctx: CapContext, sourceId: string, communityId?: string) {
  const source = communityId
    ? await repo.source(ctx.db, communityId, sourceId)
    : await repo.sourceById(ctx.db, sourceId);
  if (!source) return null;
  const counts: Record<Outcome, number> = {
    ignored: 0,
    duplicate: 0,
    kept: 0,
    proposed: 0,
    relayed: 0,
    withdrawn: 0,
  };
  let error: string | null = null;
  let cache = { etag: source.etag, lastModified: source.lastModified };
  try {
    const feed = await fetchCap(source.url, ctx.fetch, cache);
    if (feed.status === 200) {
      cache = { etag: feed.etag, lastModified: feed.lastModified };
      const entries = feedEntries(feed.body, feed.url);
      const known = await repo.knownLinks(
        ctx.db,
        source.communityId,
        entries.map((e) => e.url),
      );
      for (const e of entries.filter((x) => !known.has(x.url))) {
        try {
          const got = await fetchCap(e.url, ctx.fetch);
          if (got.status === 200) counts[await receive(ctx, source, e.url, got.body)] += 1;
        } catch (err) {
          if (!(err instanceof CapFetchError)) throw err;
          error = capMessages[err.reason];
        }
      }
    }
  } catch (err) {
    if (err instanceof CapFetchError) error = capMessages[err.reason];
    else if (err instanceof CapFormatError) error = capMessages.notCap;
    else throw err;
  }
  await repo.polled(ctx.db, source.id, { ...cache, polledAt: ctx.clock.now(), error });
  return { ...counts, error };
}

/** Every source of every community with an area, one after another (the poll job, every few minutes). */
export async function pollAll(ctx: CapContext) {
  for (const s of await repo.pollable(ctx.db)) await pollSource(ctx, s.id);
}
