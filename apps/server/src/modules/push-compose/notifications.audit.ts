import type { AuditAction } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { CommunityAdmin } from '../../lib/route';
import type { AuditRecorder } from '../audit';

// What a push says and to whom, in the trail: the fields an administrator composes (bookkeeping left out).
const FIELDS = [
  'kind',
  'title',
  'body',
  'audience',
  'status',
  'sendAt',
  'localTime',
  'recurrence',
  'feedItemId',
];

/** The notifications' rows of the audit trail, written in the acting transaction (notifications.service.ts). */
export function notificationsTrail(audit: AuditRecorder) {
  return {
    change: (
      tx: Executor,
      actor: CommunityAdmin,
      action: AuditAction,
      id: string,
      before: object | null,
      after: object,
    ) =>
      audit.record(tx, {
        communityId: actor.communityId,
        action,
        target: { kind: 'notification', id },
        before: before as Record<string, unknown> | null,
        after: after as Record<string, unknown>,
        only: FIELDS,
      }),
    batch: (tx: Executor, actor: CommunityAdmin, what: 'archive' | 'delete', ids: string[]) =>
      audit.record(
        tx,
        ids.map((id) => ({
          communityId: actor.communityId,
          action: `notifications.${what}`,
          target: { kind: 'notification', id },
        })),
      ),
  };
}
