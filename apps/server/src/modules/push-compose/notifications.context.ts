import { notificationMessages as msg, type NotificationDetail } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { ZoneRules } from '../../db/zone-rules';
import { capPublish, materializeSeries } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import { localStartAt, pickZone } from '../../lib/zoned-time';
import type { AuditRecorder } from '../audit';
import { notificationsTrail } from './notifications.audit';
import { queueDelivery } from './notifications.jobs';
import {
  noFigures,
  notificationsRepository as repo,
  type NotificationWithItem,
} from './notifications.repository';
import { figuresOf, toRow } from './notifications.rows';
import { notificationVersionsRepository } from './versions.repository';

export interface NotificationsDeps {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  /** Refuses to schedule in a zone whose rules the server and the database disagree on (db/zone-rules.ts). */
  zoneRules: Pick<ZoneRules, 'assertSchedulable'>;
  /** Content's port: cancels the push of the community's scheduled items among `ids` (they stay scheduled). */
  itemPushes?: {
    cancel: (tx: Executor, communityId: string, ids: string[], by: string, at: Date) => Promise<number>;
  };
  audit: AuditRecorder;
}

/**
 * What the console's notification operations share (notifications.service.ts builds it once): finding the
 * community's notification, starting a send in its transaction, the detail answered after a change, the trail.
 */
export function notificationsContext(deps: NotificationsDeps) {
  const { queue, clock } = deps;
  const db = deps.database.db;

  async function find(actor: CommunityAdmin, id: string | undefined) {
    const row = id && isUuid(id) ? await repo.find(db, actor.communityId, id) : undefined;
    if (!row) throw notFound(msg.notFound);
    return row;
  }

  /** In the change's transaction: a send starts now, a scheduled one at its time (the jobs commit with it). */
  async function kickOff(
    tx: Executor,
    row: {
      id: string;
      status: string;
      sendAt: Date | null;
      localTime: boolean;
      timeZone: string | null;
      recurrence: string | null;
      alertType: string | null;
    },
  ) {
    if (row.status === 'SENDING') await queueDelivery(queue, row.id, undefined, undefined, tx);
    // An emergency alert sent now is published for partners as CAP at once (cap.publish.ts; a scheduled one is
    // published by the CAP sweep within a minute of its start).
    if (row.status === 'SENDING' && row.alertType)
      await queue.send(capPublish, { notificationId: row.id }, { tx });
    // A local-time send may be due in an earlier zone than its own: its job wakes early and waits (delivery.ts).
    const startAt = row.sendAt && localStartAt(row.localTime, row.sendAt, pickZone(row.timeZone));
    if (row.status === 'SCHEDULED') await queueDelivery(queue, row.id, startAt ?? undefined, clock.now(), tx);
    // A recurring one: its later occurrences are created (or brought in line with an edit) by the series job.
    if (row.recurrence && row.status !== 'DRAFT')
      await queue.send(materializeSeries, { seriesId: row.id }, { tx });
  }

  async function detailOf(row: NotificationWithItem): Promise<NotificationDetail> {
    const f = (await repo.figures(db, [row.id])).get(row.id) ?? noFigures;
    return {
      ...toRow(row),
      translations: await notificationVersionsRepository.of(db, row.id),
      conversions: f.opened,
      figures: figuresOf(f),
      failureReason: row.failureReason,
      progress: { total: f.recipients, processed: f.recipients - f.pending },
    };
  }

  return { ...deps, db, trail: notificationsTrail(deps.audit), find, kickOff, detailOf };
}

export type NotificationsContext = ReturnType<typeof notificationsContext>;
