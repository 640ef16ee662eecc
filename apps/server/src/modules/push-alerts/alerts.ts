import type { FastifyBaseLogger } from 'fastify';
import { notificationAlertMessages as alertMsg, notificationMessages as msg } from '@gathering/contract';
import type { Database } from '../../db/client';
import { alertReminders } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { writeCsv } from '../../lib/csv';
import { badRequest, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';
import type { Audience, NotificationsRepository } from '../push-compose';
import type {
  AlertDeliveriesRepository,
  AppOwner,
  DevicesRepository,
  PushCredentials,
  PushMessage,
  PushProviders,
  SendingCommunity,
  SendingCommunityRepository,
} from '../push-delivery';
import { canSend, webKeys } from '../push-delivery';
import { alertsRepository as repo } from './alerts.repository';

type ReminderRow = Awaited<ReturnType<AlertDeliveriesRepository['claimDueReminders']>>[number];

const CLAIM = 500;

const STATUS_LABEL = {
  noDevice: 'No device registered',
  notReached: 'Not reached',
  notAcknowledged: 'Not acknowledged',
};

/**
 * Emergency alerts beyond sending them: the member app's acknowledgement, the reminders to devices that have not
 * acknowledged, and the list of people to phone (never reached, or reached but silent).
 */
export function createAlerts(deps: {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  providersFor(community: SendingCommunity): PushProviders | null;
  credentials(community: SendingCommunity): Promise<PushCredentials>;
  /** The alert's deliveries: acknowledged, reminded (push-delivery's table). */
  deliveries: Pick<AlertDeliveriesRepository, 'acknowledge' | 'claimDueReminders' | 'releaseReminders'>;
  /** The caller's device, and tokens the providers say are gone (push-delivery's). */
  devices: Pick<DevicesRepository, 'findByToken' | 'removeGoneTokens'>;
  /** What a send needs of a community (push-delivery's read of it). */
  communities: Pick<SendingCommunityRepository, 'find'>;
  /** The community's notification (push-compose's). */
  notifications: Pick<NotificationsRepository, 'find'>;
  audit: AuditRecorder;
}) {
  const db = deps.database.db;

  /** One claimed batch of reminders of one community, through its sender; a "retry" gives the turn back. */
  async function remind(communityId: string, rows: ReminderRow[]) {
    const community = await deps.communities.find(db, communityId);
    const providers = community ? deps.providersFor(community) : null;
    const creds = community ? await deps.credentials(community) : {};
    const sendable = rows.filter((r) => canSend(r.platform, creds));
    if (!providers || !sendable.length) return;
    const messages: PushMessage[] = sendable.map((r) => ({
      deliveryId: r.id,
      token: r.token,
      platform: r.platform,
      web: webKeys(r),
      title: r.title,
      body: r.body,
      data: {
        notificationId: r.notificationId,
        ...(r.feedItemId ? { feedItemId: r.feedItemId } : {}),
        reminder: String(r.remindersSent),
      },
      emergency: true,
      // The same collapse id as the alert: the phone shows it again in place of the first, not beside it.
      collapseId: r.notificationId,
    }));
    let outcomes;
    try {
      outcomes = await providers.senderFor(communityId, creds).send(messages);
    } catch (err) {
      deps.logger.warn({ err, communityId }, 'alert reminders failed; retrying at the next sweep');
      await deps.deliveries.releaseReminders(
        db,
        sendable.map((r) => r.id),
      );
      return;
    }
    const retry = sendable.filter((_, i) => outcomes[i]?.kind === 'retry').map((r) => r.id);
    const gone = sendable.filter((_, i) => outcomes[i]?.kind === 'token-gone');
    await deps.deliveries.releaseReminders(db, retry);
    await deps.devices.removeGoneTokens(
      db,
      gone.map((r) => ({ deviceId: r.deviceId, token: r.token })),
    );
  }

  return {
    /**
     * The member app: this device's person has seen the alert (their other devices count as acknowledged too).
     * Without a token (a browser with no push subscription) the person acknowledges as themselves; the cascade
     * confirms them (APP) from the same deliveries either way.
     */
    async acknowledge(owner: AppOwner, notificationId: string, token: string | undefined) {
      if (token !== undefined) {
        const device = await deps.devices.findByToken(db, token);
        const owns =
          device &&
          device.communityId === owner.communityId &&
          device.membershipId === owner.membershipId &&
          device.guestId === owner.guestId;
        if (!owns) throw notFound(msg.deviceNotFound);
      }
      const alert = isUuid(notificationId) ? await repo.alertOf(db, notificationId) : null;
      if (!alert || alert.communityId !== owner.communityId) throw notFound(msg.notFound);
      if (alert.kind !== 'EMERGENCY') throw badRequest(alertMsg.notAnAlert);
      const first = await deps.deliveries.acknowledge(db, alert.id, owner, deps.clock.now());
      if (first === null) throw notFound(msg.notFound);
      return { message: alertMsg.acknowledged, firstAcknowledgement: first };
    },

    /**
     * The CSV of the people to phone: for an alert, everyone who has not acknowledged it; for an ordinary
     * notification, everyone it never reached. Members without a device are listed too.
     */
    async unreachedCsv(actor: CommunityAdmin, id: string): Promise<{ filename: string; csv: string }> {
      const n = isUuid(id) ? await deps.notifications.find(db, actor.communityId, id) : undefined;
      if (!n) throw notFound(msg.notFound);
      const alert = n.kind === 'EMERGENCY';
      const rows = await repo.unreached(
        db,
        { id: n.id, communityId: n.communityId, audience: n.audience as Audience },
        alert,
      );
      // An export of personal data (names, e-mail addresses): recorded before it is answered.
      await deps.audit.record(db, {
        communityId: actor.communityId,
        action: 'notifications.unreached_export',
        target: { kind: 'notification', id: n.id },
        details: { rows: rows.length, alert },
      });
      const csv = writeCsv(
        ['Name', 'E-mail', 'Kind', 'Devices', 'Status'],
        rows.map((r) => [
          r.who === 'GUEST' ? 'Guest' : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          r.email,
          r.who === 'GUEST' ? 'Guest' : 'Member',
          String(r.devices),
          r.devices === 0
            ? STATUS_LABEL.noDevice
            : !r.reached
              ? STATUS_LABEL.notReached
              : STATUS_LABEL.notAcknowledged,
        ]),
      );
      return { filename: `unreached-${n.id}.csv`, csv };
    },

    /** Sends every reminder due now; answers how many were claimed. */
    async sendDueReminders(): Promise<number> {
      let total = 0;
      // Bounded: reminders given back for a retry would otherwise be claimed again in the same sweep.
      for (let round = 0; round < 20; round++) {
        const rows = await deps.deliveries.claimDueReminders(db, deps.clock.now(), CLAIM);
        total += rows.length;
        const byCommunity = new Map<string, ReminderRow[]>();
        for (const r of rows) byCommunity.set(r.communityId, [...(byCommunity.get(r.communityId) ?? []), r]);
        for (const [communityId, list] of byCommunity) await remind(communityId, list);
        if (rows.length < CLAIM) break;
      }
      return total;
    },
  };
}

export type AlertsService = ReturnType<typeof createAlerts>;

/** The reminders sweep, every minute (jobs/catalog.ts). */
export const alertJobs = (deps: { alerts: AlertsService }) => [
  handle(alertReminders, async () => {
    await deps.alerts.sendDueReminders();
  }),
];
