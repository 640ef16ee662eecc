import {
  notificationAlertMessages as alertMsg,
  type CalendarPushEntry,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isValidZone } from '../../lib/zoned-time';
import type { ZoneRules } from '../../db/zone-rules';
import type { CommunitySettingsRepository } from '../communities';
import { scheduleRepository as repo } from './schedule.repository';
import type { AuditRecorder } from '../audit';

/** A community's push settings (quiet hours, its zone) and its pushes on the publishing calendar. */
export function createPushSettings(deps: {
  database: Database;
  /** The community's quiet hours and zone are the communities module's columns. */
  settings: Pick<CommunitySettingsRepository, 'pushSettings' | 'updatePushSettings'>;
  /** Refuses a zone whose rules the server and the database disagree on (db/zone-rules.ts). */
  zoneRules: Pick<ZoneRules, 'assertSchedulable'>;
  audit: AuditRecorder;
}) {
  const db = deps.database.db;

  return {
    async get(communityId: string): Promise<NotificationSettings> {
      const row = await deps.settings.pushSettings(db, communityId);
      if (!row) throw notFound();
      return row;
    },

    /** Fields left out stay as they are; both quiet-hour bounds are set (or cleared) together. */
    async update(communityId: string, body: NotificationSettingsBody): Promise<NotificationSettings> {
      const current = await this.get(communityId);
      const start = body.quietHoursStart !== undefined ? body.quietHoursStart : current.quietHoursStart;
      const end = body.quietHoursEnd !== undefined ? body.quietHoursEnd : current.quietHoursEnd;
      if ((start === null) !== (end === null))
        throw badRequest(alertMsg.quietHoursIncomplete, start === null ? 'quietHoursStart' : 'quietHoursEnd');
      // An empty window would be stored and silently mean "no quiet hours" to delivery (quietHoursEnd in schedule.ts).
      if (start !== null && start === end) throw badRequest(alertMsg.quietHoursSame, 'quietHoursEnd');
      if (body.timeZone && !isValidZone(body.timeZone)) throw badRequest(alertMsg.invalidZone, 'timeZone');
      await deps.zoneRules.assertSchedulable(body.timeZone, 'timeZone');
      const row = await db.transaction(async (tx) => {
        const changed = await deps.settings.updatePushSettings(tx, communityId, {
          quietHoursStart: start,
          quietHoursEnd: end,
          ...(body.timeZone !== undefined ? { timeZone: body.timeZone || null } : {}),
        });
        await deps.audit.record(tx, {
          communityId,
          action: 'communities.push_settings',
          target: { kind: 'community', id: communityId },
          before: current,
          after: changed,
        });
        return changed;
      });
      return row!;
    },

    /** The publishing calendar's port: the community's pushes between two instants, marked type PUSH. */
    async calendar(communityId: string, from: Date, to: Date): Promise<CalendarPushEntry[]> {
      const rows = await repo.calendar(db, communityId, from, to);
      return rows.map((n) => ({
        type: 'PUSH',
        id: n.id,
        heading: n.title,
        body: n.body,
        status: n.status,
        kind: n.kind as CalendarPushEntry['kind'],
        alertType: n.alertType as CalendarPushEntry['alertType'],
        publishingOn: (n.sendAt ?? n.sentAt ?? n.createdAt).toISOString(),
        zone: n.timeZone,
        seriesId: n.seriesId,
      }));
    },
  };
}

export type PushSettings = ReturnType<typeof createPushSettings>;
