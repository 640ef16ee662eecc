import {
  notificationMessages as msg,
  type NotificationReach,
  type notificationReachBody,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isValidZone } from '../../lib/zoned-time';
import { badRequest, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { scheduledInstant, type AudienceCheck, type SendLanguages } from '../push-compose';
import { reachPage } from './audience.repository';
import { DEFAULT_TUNING } from './delivery';
import { deliverableAt, type RecipientClock, type ScheduledPush } from './delivery-time';
import { sendingCommunityRepository } from './sending-community.repository';

type Body = z.infer<typeof notificationReachBody>;

/**
 * The review before a send (issue 22): how many people and devices a send with this audience reaches, read page
 * by page with the fan-out's own query and page size, and how many of those devices the delivery's own schedule
 * (deliverableAt) would hold back for quiet hours, and, per language the send has a version in, who would get that
 * version (issue 40 #7).
 */
export function createReach(deps: {
  database: Database;
  clock: Clock;
  /** The send's own audience check (push-compose's): a review refuses what the send would refuse. */
  checkAudience: AudienceCheck;
  /** The send's own choice of each device's language (push-compose's). */
  sendLanguages: SendLanguages;
  pageSize?: number;
}) {
  const db = deps.database.db;
  const pageSize = deps.pageSize ?? DEFAULT_TUNING.fanOutPage;

  return {
    async estimate(actor: CommunityAdmin, b: Body): Promise<NotificationReach> {
      const community = await sendingCommunityRepository.find(db, actor.communityId);
      if (!community) throw notFound();
      const audience = await deps.checkAudience(db, actor.communityId, b);
      const zone = b.zone || null;
      if (zone && !isValidZone(zone)) throw badRequest(msg.invalidZone, 'zone');
      const sendAt = b.scheduled ? scheduledInstant(b.scheduled, zone) : null;
      const now = deps.clock.now();
      const push: ScheduledPush = { kind: b.kind, sendAt, timeZone: zone, localTime: b.localTime };
      const { quietHoursStart, quietHoursEnd } = community;
      const clockOf = (deviceZone: string | null, quiet: boolean): RecipientClock => ({
        deviceZone,
        communityZone: community.timeZone,
        quietHoursStart: quiet ? quietHoursStart : null,
        quietHoursEnd: quiet ? quietHoursEnd : null,
      });
      // A device waits when quiet hours move its due time past the one it would have without them; every device
      // of one zone is due at the same time, so each zone is worked out once.
      const waitsIn = new Map<string | null, boolean>();
      const waits = (deviceZone: string | null) => {
        let w = waitsIn.get(deviceZone);
        if (w === undefined) {
          w =
            deliverableAt(push, clockOf(deviceZone, true), now).getTime() >
            deliverableAt(push, clockOf(deviceZone, false), now).getTime();
          waitsIn.set(deviceZone, w);
        }
        return w;
      };

      const { languages, choose } = await deps.sendLanguages(db, actor.communityId, b);
      const perLanguage = new Map(
        languages.map((l) => [l, { members: new Set<string>(), guests: new Set<string>(), devices: 0 }]),
      );

      const members = new Set<string>();
      const guests = new Set<string>();
      const devices = { ios: 0, android: 0 };
      let waitingForQuietHours = 0;
      let cursor: string | null = null;
      for (;;) {
        const page = await reachPage(db, actor.communityId, audience, cursor, pageSize);
        const eligible = page.filter((d) => d.eligible);
        // One language: every device gets it, nothing more to read.
        const chosen = languages.length > 1 ? await choose(eligible.map((d) => d.id)) : null;
        for (const d of eligible) {
          const reads = perLanguage.get(chosen?.get(d.id) ?? languages[0])!;
          reads.devices++;
          if (d.membershipId) {
            members.add(d.membershipId);
            reads.members.add(d.membershipId);
          }
          if (d.guestId) {
            guests.add(d.guestId);
            reads.guests.add(d.guestId);
          }
          if (d.platform === 'ios') devices.ios++;
          else devices.android++;
          if (quietHoursStart && quietHoursEnd && waits(d.timeZone)) waitingForQuietHours++;
        }
        if (page.length < pageSize) break;
        cursor = page[page.length - 1].id;
      }
      return {
        members: members.size,
        guests: guests.size,
        devices,
        waitingForQuietHours,
        byLanguage: [...perLanguage].map(([language, r]) => ({
          language,
          members: r.members.size,
          guests: r.guests.size,
          devices: r.devices,
        })),
        sendAt: sendAt ? sendAt.toISOString() : null,
        timeZone: community.timeZone,
        quietHours: quietHoursStart && quietHoursEnd ? { start: quietHoursStart, end: quietHoursEnd } : null,
      };
    },
  };
}

export type Reach = ReturnType<typeof createReach>;
