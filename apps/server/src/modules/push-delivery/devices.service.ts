import {
  notificationMessages as msg,
  webPushMessages,
  type AppNotificationEntry,
  type AppNotificationsPage,
  type DeviceBody,
  type DeviceResponse,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { isUuid } from '../../lib/uuid';
import { devicesRepository, type DeviceOwner, type DeviceRow } from './devices.repository';
import { isValidZone } from '../../lib/zoned-time';
import { deviceLanguage } from '../../lib/reader-languages';
import type { ReaderLanguages } from '../push-compose';
import { webEndpointAllowed } from './providers/web-push';

/** The member or guest calling an app route, as a device owner. */
export type AppOwner = DeviceOwner;

const toResponse = (d: DeviceRow): DeviceResponse => ({
  id: d.id,
  platform: d.platform as DeviceResponse['platform'],
  appVersion: d.appVersion,
  locale: d.locale,
  timeZone: d.timeZone,
  createdOn: d.createdAt.toISOString(),
  updatedOn: d.updatedAt.toISOString(),
});

const ownedBy = (d: DeviceRow | undefined, o: AppOwner): d is DeviceRow =>
  !!d && d.communityId === o.communityId && d.membershipId === o.membershipId && d.guestId === o.guestId;

/** The member app's side of push: its devices, opens and received notifications. */
export function createDevicesService(deps: {
  database: Database;
  clock: Clock;
  /** Received notifications in the reader's language (push-compose's versions). */
  inReaderLanguage: ReaderLanguages;
  /** The auth module's member languages: a member who chose none gets their device's locale (issue 23). */
  memberLanguages?: { setIfEmpty(ex: Executor, membershipId: string, languages: string[]): Promise<void> };
  /** Push service origins a web subscription may name although not public (WEB_PUSH_ENDPOINT_ALLOW). */
  webEndpointAllow?: readonly string[];
}) {
  const { clock } = deps;
  const db = deps.database.db;

  return {
    async register(owner: AppOwner, body: DeviceBody): Promise<DeviceResponse> {
      if (body.timeZone !== undefined && !isValidZone(body.timeZone))
        throw badRequest(msg.invalidZone, 'timeZone');
      // A subscription names the address we will send to: never a local one (checked again when it is resolved).
      if (body.platform === 'web' && !webEndpointAllowed(body.token, deps.webEndpointAllow ?? []))
        throw badRequest(webPushMessages.endpointNotAllowed, 'token');
      const locale = deviceLanguage(body.locale);
      const row = await db.transaction(async (tx) => {
        if (locale && owner.membershipId)
          await deps.memberLanguages?.setIfEmpty(tx, owner.membershipId, [locale]);
        return devicesRepository.register(tx, {
          ...owner,
          platform: body.platform,
          token: body.token,
          webP256dh: body.platform === 'web' ? body.keys!.p256dh : null,
          webAuth: body.platform === 'web' ? body.keys!.auth : null,
          appVersion: body.appVersion || null,
          locale: body.locale || null,
          timeZone: body.timeZone ?? null,
          at: clock.now(),
        });
      });
      return toResponse(row);
    },

    async remove(owner: AppOwner, token: string): Promise<void> {
      if (!(await db.transaction((tx) => devicesRepository.removeOwn(tx, owner, token))))
        throw notFound(msg.deviceNotFound);
    },

    /** Sign-out: the member's device (or, without a token, every device of theirs) stops receiving pushes. */
    signedOut: (membershipId: string, token?: string) =>
      db.transaction((tx) => devicesRepository.removeForMembership(tx, membershipId, token)),

    /** A guest who signed up keeps receiving pushes on the same phone, now as the member. */
    guestUpgraded: (guestId: string, membershipId: string) =>
      devicesRepository.moveGuestToMember(db, guestId, membershipId, clock.now()),

    /**
     * Records an open (a conversion) once per device, or without a token once per person (a browser with no push
     * subscription); answers whether this was the first.
     */
    async open(owner: AppOwner, notificationId: string, token: string | undefined) {
      let device: DeviceRow | null = null;
      if (token !== undefined) {
        const found = await devicesRepository.findByToken(db, token);
        if (!ownedBy(found, owner)) throw notFound(msg.deviceNotFound);
        device = found;
      }
      if (!isUuid(notificationId)) throw notFound(msg.notFound);
      const first = await db.transaction(async (tx) => {
        const now = clock.now();
        const opened = device
          ? await devicesRepository.markOpened(tx, notificationId, device.id, now)
          : await devicesRepository.markOpenedByPerson(tx, notificationId, owner, now);
        if (opened) await devicesRepository.recordOpen(tx, owner, notificationId, now);
        return opened;
      });
      if (first === null) throw notFound(msg.notFound);
      return { message: msg.opened, firstOpen: first };
    },
    /** What reached the caller's devices, newest first, each in the reader's language (plugins/app-reader.ts). */
    async received(
      reader: AppOwner & { languages: readonly string[] },
      q: { offset: number; limit: number },
    ): Promise<AppNotificationsPage> {
      const owner: AppOwner = reader;
      const page = await devicesRepository.received(db, owner, q.offset, q.limit);
      const { total } = page;
      const rows = await deps.inReaderLanguage(db, owner.communityId, page.rows, reader.languages);
      return {
        data: rows.map((r) => ({
          id: r.id,
          language: r.language,
          title: r.title,
          body: r.body,
          kind: r.kind as 'STANDARD' | 'EMERGENCY',
          data: r.feedItemId ? { feedItemId: r.feedItemId } : null,
          deliveredOn: new Date(r.sentAt).toISOString(),
          opened: Boolean(r.opened),
          alertType: (r.alertType ?? null) as AppNotificationEntry['alertType'],
          acknowledged: r.kind === 'EMERGENCY' && Boolean(r.acknowledged),
        })),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
