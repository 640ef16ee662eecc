import { accountsSeedRepository as accountsRepo } from '../modules/auth/accounts-seed.repository';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import type { devices, notifications } from '../db/schema';
import { systemClock } from '../lib/clock';
import type { DemoContext } from './demo-context';
import { queueDelivery } from '../modules/push-compose/notifications.jobs';
import { createSeries } from '../modules/push-compose/series';
import { instantOf, localStartAt, wallClockAt } from '../lib/zoned-time';
import { toRRule } from '../modules/push-compose/recurrence';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { contentSeedRepository } from '../modules/content/content-seed.repository';
import { guestsSeedRepository } from '../modules/guests/guests-seed.repository';
import { notificationsSeedRepository as repo } from '../modules/push-compose/notifications-seed.repository';
import { devicesSeedRepository } from '../modules/push-delivery/devices-seed.repository';

const DAY_MS = 86_400_000;
const ZONES = ['America/Edmonton', 'America/Winnipeg', 'America/Toronto'];
// Most phones report their zone; a few (older app versions) do not and follow the community's.
const DEVICE_ZONES = ['America/Edmonton', 'America/Vancouver', 'America/Regina', 'America/Toronto', null];

const STANDARD = [
  [
    'Band office closed Monday',
    'The band office is closed for the holiday. Urgent requests: call the front desk line.',
  ],
  ['Elders lunch on Thursday', 'Join us at the community hall at noon. Rides leave the store at 11:30.'],
  [
    'Youth hockey sign-up',
    'Registration for the winter season is open until Friday. Equipment is available.',
  ],
  [
    'New job postings',
    'Three new positions were posted this week: maintenance, early childhood and finance.',
  ],
  [
    'Water truck schedule',
    'The water truck comes to the north side on Tuesday and the south side on Wednesday.',
  ],
  ['Council meeting tonight', 'The monthly council meeting starts at 7 pm in the hall and online.'],
  ['Language class', 'Cree language class moves to the school library from next week.'],
  ['Health clinic visit', 'The nurse practitioner is in on Wednesday. Book your visit at the health centre.'],
  ['Road grading', 'Grading on the main access road this morning: expect short delays.'],
  ['Community feast', 'Everyone is welcome at the fall feast on Saturday from 5 pm.'],
] as const;

/** A small deterministic generator: the demo looks the same on every fresh start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const apnsToken = () => randomBytes(32).toString('hex');
const fcmToken = () =>
  `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(105).toString('base64url')}`;

type Device = typeof devices.$inferSelect;

/** Phones for most active members and guests of a community; answers them. */
async function seedDevices(tx: Executor, communityId: string, rnd: () => number): Promise<Device[]> {
  const members = await accountsRepo.activeMemberships(tx, communityId);
  const visitors = await guestsSeedRepository.currentGuests(tx, communityId);
  const rows: (typeof devices.$inferInsert)[] = [];
  for (const m of members) {
    if (rnd() < 0.15) continue;
    const ios = rnd() < 0.55;
    rows.push({
      communityId,
      membershipId: m.id,
      platform: ios ? 'ios' : 'android',
      token: ios ? apnsToken() : fcmToken(),
      appVersion: rnd() < 0.8 ? '2.4.1' : '2.3.0',
      locale: rnd() < 0.2 ? 'fr-CA' : 'en-CA',
      timeZone: DEVICE_ZONES[Math.floor(rnd() * DEVICE_ZONES.length)],
    });
  }
  for (const g of visitors) {
    if (rnd() < 0.3) continue;
    const ios = g.platform ? g.platform === 'ios' : rnd() < 0.5;
    rows.push({
      communityId,
      guestId: g.id,
      platform: ios ? 'ios' : 'android',
      token: ios ? apnsToken() : fcmToken(),
      appVersion: '2.4.1',
      locale: 'en-CA',
      timeZone: DEVICE_ZONES[Math.floor(rnd() * DEVICE_ZONES.length)],
    });
  }
  return devicesSeedRepository.insertDevices(tx, rows);
}

/** A sent notification with one delivery row per device and realistic delivered / open figures. */
async function seedSent(
  tx: Executor,
  n: typeof notifications.$inferInsert & { sentAt: Date },
  phones: Device[],
  rnd: () => number,
  opts: { openRate: number; ackRate?: number },
) {
  const [row] = await repo.insertNotifications(tx, [n]);
  const deliveries = phones.map((d) => {
    const r = rnd();
    const status = r < 0.94 ? 'DELIVERED' : r < 0.97 ? 'FAILED' : 'TOKEN_GONE';
    const delivered = status === 'DELIVERED';
    const sentAt = new Date(n.sentAt.getTime() + Math.floor(rnd() * 20_000));
    const opened = delivered && rnd() < opts.openRate;
    const acknowledged = delivered && opts.ackRate !== undefined && rnd() < opts.ackRate;
    return {
      notificationId: row.id,
      deviceId: d.id,
      communityId: d.communityId,
      membershipId: d.membershipId,
      guestId: d.guestId,
      platform: d.platform,
      token: d.token,
      status,
      attempts: 1,
      error: status === 'FAILED' ? 'InternalServerError' : status === 'TOKEN_GONE' ? 'token gone' : null,
      sentAt: delivered ? sentAt : null,
      openedAt: opened ? new Date(sentAt.getTime() + Math.floor(rnd() * 6 * 3_600_000)) : null,
      acknowledgedAt: acknowledged ? new Date(sentAt.getTime() + Math.floor(rnd() * 40 * 60_000)) : null,
      // Alerts: the unacknowledged got their reminders.
      remindersSent: opts.ackRate !== undefined && delivered && !acknowledged ? (n.reminderMax ?? 0) : 0,
      createdAt: n.sentAt,
    };
  });
  await devicesSeedRepository.insertDeliveries(tx, deliveries);
}

/**
 * Push demo data for each demo community: it sends to the in-process provider simulator (push_simulated), has a
 * zone and (the first one) quiet hours, phones for most members and guests, three months of sent notifications
 * with their figures, one past boil-water advisory with acknowledgements, drafts, scheduled sends (one at each
 * recipient's local time) and a weekly recurring reminder.
 */
export async function seedNotificationsDemo(ctx: DemoContext): Promise<void> {
  const db = ctx.database.db;
  const now = systemClock.now();
  const series = createSeries({ database: ctx.database, clock: systemClock, queue: ctx.queue });
  for (const [ci, communityId] of Object.values(ctx.communities).entries()) {
    const rnd = random(1000 + ci);
    const zone = ZONES[ci % ZONES.length];
    /** `daysAgo` days back (negative: ahead) at hh:mm local time. */
    const localAt = (daysAgo: number, hour: number, minute = 0) => {
      const day = wallClockAt(new Date(now.getTime() - daysAgo * DAY_MS), zone);
      return instantOf({ ...day, hour, minute }, zone);
    };
    const items = await contentSeedRepository.publishedItems(db, communityId, 6);
    const audience = { open: false, groups: [], recipients: [] };

    const scheduled = await db.transaction(async (tx) => {
      await communitiesRepository.update(tx, communityId, {
        pushSimulated: true,
        timeZone: zone,
        ...(ci === 0 ? { quietHoursStart: '22:00', quietHoursEnd: '07:00' } : {}),
      });
      const phones = await seedDevices(tx, communityId, rnd);
      const members = phones.filter((d) => d.membershipId);

      // About two a week over the last three months, at office hours.
      for (let i = 0; i < 26; i++) {
        const [title, body] = STANDARD[i % STANDARD.length];
        const daysAgo = 2 + Math.floor((i * 88) / 26) + Math.floor(rnd() * 2);
        const at = localAt(daysAgo, 9 + Math.floor(rnd() * 9), [0, 15, 30, 45][i % 4]);
        const item = i % 5 === 0 ? items[(i / 5) % Math.max(items.length, 1)] : undefined;
        const open = i % 7 === 3;
        await seedSent(
          tx,
          {
            communityId,
            title: item ? item.headline.slice(0, 65) : title,
            body,
            status: 'SENT',
            audience: { ...audience, open },
            feedItemId: item?.id ?? null,
            source: item ? 'PUBLISH' : 'CONSOLE',
            sendAt: i % 4 === 0 ? at : null,
            timeZone: i % 4 === 0 ? zone : null,
            createdAt: new Date(at.getTime() - DAY_MS),
            updatedAt: at,
            sentAt: at,
            archivedAt: daysAgo > 70 && i % 3 === 0 ? at : null,
          },
          open ? phones : members,
          rnd,
          { openRate: 0.25 + rnd() * 0.25 },
        );
      }

      // A boil-water advisory ten days ago: most acknowledged, the rest were reminded twice.
      const alertAt = localAt(10, 7, 40);
      await seedSent(
        tx,
        {
          communityId,
          title: 'Boil-water advisory',
          body: 'A water main broke on Lakeshore Road. Boil all tap water for one minute before use until further notice.',
          status: 'SENT',
          kind: 'EMERGENCY',
          alertType: 'BOIL_WATER',
          audience: { ...audience, open: true },
          reminderAfterMinutes: 30,
          reminderMax: 2,
          createdAt: alertAt,
          updatedAt: alertAt,
          sentAt: alertAt,
        },
        phones,
        rnd,
        { openRate: 0.85, ackRate: 0.78 },
      );

      await repo.insertNotifications(
        tx,
        [
          ['Winter road report', 'Ice road conditions will be posted here every Monday once it opens.'],
          [
            'Survey: community priorities',
            'Tell council what matters most for next year. It takes five minutes.',
          ],
          ['Office hours change', 'From next month the band office opens at 8:30.'],
        ].map(([title, body], i) => ({
          communityId,
          title,
          body,
          status: 'DRAFT',
          audience,
          createdAt: new Date(now.getTime() - (i + 1) * DAY_MS),
          updatedAt: new Date(now.getTime() - i * DAY_MS),
        })),
      );

      return repo.insertNotifications(tx, [
        {
          communityId,
          title: 'Flu shot clinic',
          body: 'Flu shots at the health centre from 10 am to 3 pm. No appointment needed.',
          status: 'SCHEDULED',
          audience: { ...audience, open: true },
          sendAt: localAt(-5, 9),
          timeZone: zone,
          localTime: true,
          createdAt: now,
          updatedAt: now,
        },
        {
          communityId,
          title: 'Treaty Day',
          body: 'Treaty Day payments start at 10 am at the community hall. Bring your status card.',
          status: 'SCHEDULED',
          audience,
          sendAt: localAt(-12, 8, 30),
          timeZone: zone,
          createdAt: now,
          updatedAt: now,
        },
        {
          communityId,
          title: 'Garbage pickup tomorrow',
          body: 'Put your bins at the road tonight. Recycling goes out every second week.',
          status: 'SCHEDULED',
          audience,
          sendAt: localAt(-1, 18),
          timeZone: zone,
          recurrence: toRRule({
            frequency: 'WEEKLY',
            interval: 1,
            weekdays: ['MO', 'TH'],
            until: new Date(now.getTime() + 70 * DAY_MS).toISOString().slice(0, 10),
          }),
          recurrenceUntil: localAt(-70, 23, 59),
          createdAt: now,
          updatedAt: now,
        },
      ]);
    });
    for (const n of scheduled) {
      if (n.recurrence) await series.materialize(n.id);
      await queueDelivery(ctx.queue, n.id, localStartAt(n.localTime, n.sendAt!, zone), now);
    }
  }
}
