import { capMessages as msg, notificationBody, type AlertType } from '@gathering/contract';
import { ALERT_TYPE_CAP } from './cap.codes';
import { conflict, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import type { CapContext } from './cap.context';
import { capRepository as repo } from './cap.repository';
import { linkAlert } from './cap.relay';
import { draftBody } from './cap.texts';

/**
 * Opens a proposal for review: its draft alert (an emergency alert to every member, the received texts filled in,
 * linked to the proposal and, for an update, to the alert it updates), which the administrator edits and sends
 * through the console's normal review. Asked again, it answers the same draft: one proposal, one alert.
 */
export async function review(ctx: CapContext, actor: CommunityAdmin, id: string) {
  if (!isUuid(id)) throw notFound(msg.proposalNotFound);
  return ctx.db.transaction(async (tx) => {
    const p = await repo.lockProposal(tx, actor.communityId, id);
    if (!p) throw notFound(msg.proposalNotFound);
    if (p.notificationId) return { notificationId: p.notificationId };
    if (p.status !== 'PROPOSED') throw conflict(msg.proposalDecided);
    const body = await draftBody(tx, p, { draft: true });
    const made = await ctx.notifications.createIn(tx, actor, body);
    await linkAlert(tx, p, made.id);
    const now = ctx.clock.now();
    await repo.setProposals(tx, [p.id], { notificationId: made.id, decidedBy: actor.userId, decidedAt: now });
    await ctx.audit.record(tx, {
      communityId: actor.communityId,
      action: 'cap.proposal_reviewed',
      target: { kind: 'cap_proposal', id: p.id },
      details: { notificationId: made.id, documentId: p.documentId },
    });
    return { notificationId: made.id };
  });
}

/** Sets a proposal aside: nothing is sent for it. A proposal already sent, or drafted, stays as it is. */
export async function dismiss(ctx: CapContext, actor: CommunityAdmin, id: string) {
  if (!isUuid(id)) throw notFound(msg.proposalNotFound);
  await ctx.db.transaction(async (tx) => {
    const p = await repo.lockProposal(tx, actor.communityId, id);
    if (!p) throw notFound(msg.proposalNotFound);
    if (p.status !== 'PROPOSED' || p.notificationId) throw conflict(msg.proposalDecided);
    await repo.setProposals(tx, [p.id], {
      status: 'DISMISSED',
      decidedBy: actor.userId,
      decidedAt: ctx.clock.now(),
    });
    await ctx.audit.record(tx, {
      communityId: actor.communityId,
      action: 'cap.proposal_dismissed',
      target: { kind: 'cap_proposal', id: p.id },
      details: { documentId: p.documentId },
    });
  });
  return { message: msg.proposalDismissed };
}

/**
 * An update or cancellation of one of the community's published alerts: a draft with the alert's texts, linked so
 * that, once sent, it is published as a CAP Update or Cancel referencing the alert's chain.
 */
export async function followUp(
  ctx: CapContext,
  actor: CommunityAdmin,
  notificationId: string,
  msgType: 'Update' | 'Cancel',
) {
  if (!isUuid(notificationId)) throw notFound(msg.alertNotFound);
  return ctx.db.transaction(async (tx) => {
    const n = await repo.alertToPublish(tx, notificationId);
    if (!n || n.communityId !== actor.communityId || !n.alertType) throw notFound(msg.alertNotFound);
    if (!(await repo.publishedOf(tx, n.id))) throw conflict(msg.alertNotPublished);
    const translations = typeof n.translations === 'string' ? JSON.parse(n.translations) : n.translations;
    const body = notificationBody.parse({
      title: n.title,
      body: n.body,
      translations,
      draft: true,
      kind: 'EMERGENCY',
      alertType: n.alertType,
    });
    const made = await ctx.notifications.createIn(tx, actor, body);
    await repo.insertLink(tx, {
      notificationId: made.id,
      communityId: actor.communityId,
      msgType,
      referencesId: n.id,
      eventCode: n.eventCode ?? ALERT_TYPE_CAP[n.alertType as AlertType].eventCode,
      eventNames: n.eventNames,
      // A cancellation says what a cancellation says (urgency Past, severity Minor: cap.publish.ts).
      severity: msgType === 'Cancel' ? null : n.severity,
      urgency: msgType === 'Cancel' ? null : n.urgency,
      certainty: n.certainty,
    });
    return { notificationId: made.id };
  });
}
