import {
  CONFIRMING_CHECK_INS,
  cascadeMessages as msg,
  notificationMessages,
  type AlertPeoplePage,
  type AlertPerson,
  type CascadePolicyBody,
  type CheckInBody,
  type CheckInOutcome,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import { communityZone } from '../../lib/zoned-time';
import type { ServerLanguage } from '../../i18n';
import type { AuditRecorder } from '../audit';
import { renderCallSheetPdf } from './call-sheet-pdf';
import { splitByResponder } from './call-sheet';
import { peopleRepository } from './people.repository';
import { peopleViewRepository as repo, type AttemptListRow, type CheckInRow } from './people-view.repository';
import { settingsRepository } from './settings.repository';
import { viewRepository } from './view.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const personName = (p: { firstName: string | null; lastName: string | null }) =>
  `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();

const attemptOut = (a: AttemptListRow): AlertPerson['attempts'][number] => ({
  id: a.id,
  channel: a.channel as 'SMS' | 'VOICE' | 'EMAIL',
  to: a.to,
  provider: a.provider,
  status: a.status as AlertPerson['attempts'][number]['status'],
  reason: a.reason,
  language: a.language,
  cycle: a.cycle,
  createdAt: iso(a.createdAt)!,
  handedOverAt: iso(a.handedOverAt),
  settledAt: iso(a.settledAt),
});

const checkInOut = (c: CheckInRow): AlertPerson['checkIns'][number] => ({
  id: c.id,
  outcome: c.outcome as CheckInOutcome,
  note: c.note,
  recordedBy: c.recordedBy ?? '',
  createdAt: iso(c.createdAt)!,
});

function groupBy<T extends { membershipId: string }>(rows: T[]) {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.membershipId, [...(out.get(r.membershipId) ?? []), r]);
  return out;
}

/**
 * The alert page's people (issue 36 #3): the people of an alert's cascade by state with every attempt, the
 * responders' call sheet (a PDF, changing nothing), and the responders' check-ins (recorded in the audit trail; a
 * person reached confirms them, which stops their cascade).
 */
export function createPeopleView(deps: { database: Database; clock: Clock; audit: AuditRecorder }) {
  const db = deps.database.db;

  /** The community's emergency alert with its cascade row, or the 404 / 400 a person reads. */
  async function alertOf(actor: CommunityAdmin, notificationId: string) {
    const row = isUuid(notificationId)
      ? await viewRepository.cascade(db, actor.communityId, notificationId)
      : undefined;
    if (!row) throw notFound(notificationMessages.notFound);
    if (row.kind !== 'EMERGENCY') throw badRequest(msg.notAnAlert);
    return row;
  }

  return {
    async people(
      actor: CommunityAdmin,
      notificationId: string,
      q: { state?: string; search?: string; offset: number; limit: number },
    ): Promise<AlertPeoplePage> {
      const alert = await alertOf(actor, notificationId);
      const steps = (alert.policy as CascadePolicyBody | null)?.steps ?? [];
      const { rows, total } = await repo.page(db, notificationId, q);
      const ids = rows.map((r) => r.membershipId);
      const attempts = groupBy(await repo.attempts(db, notificationId, ids));
      const checkIns = groupBy(await repo.checkIns(db, notificationId, ids));
      return {
        data: rows.map((r) => ({
          membershipId: r.membershipId,
          name: personName(r),
          state: r.state as AlertPerson['state'],
          confirmedVia: r.confirmedVia as AlertPerson['confirmedVia'],
          confirmedAt: iso(r.confirmedAt),
          nextAt: iso(r.nextAt),
          nextChannel: r.nextAt && r.step < steps.length ? steps[r.step].channel : null,
          cycle: r.cycle,
          language: r.language,
          attempts: (attempts.get(r.membershipId) ?? []).map(attemptOut),
          checkIns: (checkIns.get(r.membershipId) ?? []).map(checkInOut),
        })),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },

    /** The responders' call sheet: everyone not confirmed, split by responder, as a PDF. Reads only. */
    async callSheet(actor: CommunityAdmin, notificationId: string, language: ServerLanguage) {
      await alertOf(actor, notificationId);
      // One after the other: PGlite has one connection.
      const alert = await peopleRepository.version(db, notificationId, language);
      const rows = await repo.callSheet(db, notificationId);
      const responders = await settingsRepository.responders(db, actor.communityId);
      const community = await repo.community(db, actor.communityId);
      const pdf = await renderCallSheetPdf(
        {
          community: community.name,
          zone: communityZone(community),
          title: alert.title,
          generatedAt: deps.clock.now(),
          sections: splitByResponder(rows, responders),
        },
        language,
      );
      return { filename: `call-sheet-${notificationId}.pdf`, pdf };
    },

    /** A responder's check-in, in the audit trail; a person reached is confirmed (RESPONDER). */
    async checkIn(actor: CommunityAdmin, notificationId: string, membershipId: string, body: CheckInBody) {
      await alertOf(actor, notificationId);
      if (!(await repo.state(db, notificationId, membershipId))) throw notFound(msg.personNotFound);
      const outcome = body.outcome;
      const note = (body.note ?? '').trim();
      const confirms = CONFIRMING_CHECK_INS.includes(outcome);
      const at = deps.clock.now();
      await db.transaction(async (tx) => {
        await repo.insertCheckIn(tx, {
          notificationId,
          membershipId,
          communityId: actor.communityId,
          outcome,
          note,
          recordedBy: actor.userId,
          at,
        });
        const confirmed = confirms
          ? await peopleRepository.confirm(tx, notificationId, membershipId, 'RESPONDER', at)
          : false;
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cascade.check_in',
          target: { kind: 'member', id: membershipId },
          details: { notificationId, outcome, note, confirmed },
        });
      });
      return { message: msg.checkInRecorded };
    },
  };
}

export type PeopleView = ReturnType<typeof createPeopleView>;
