import type { Audience, NotificationRecord } from '../push-compose';
import { audiencePage } from './audience.repository';
import { deliveriesRepository as repo } from './deliveries.repository';
import type { DeliveryContext, SendingCommunity } from './delivery.context';

/**
 * Every device of the audience gets its PENDING row, due when the schedule lets it go out. `onPage` hears of each
 * page once it is committed, so a send can claim and send the first pages while the rest are written.
 */
export async function fanOut(
  ctx: DeliveryContext,
  n: NotificationRecord,
  c: SendingCommunity,
  onPage: () => void = () => {},
) {
  const { db, clock, tuning, deliverableAt } = ctx;
  const audience = n.audience as Audience;
  const push = { kind: n.kind, sendAt: n.sendAt, timeZone: n.timeZone, localTime: n.localTime };
  let cursor: string | null = null;
  const recipientClock = (deviceZone: string | null) => ({
    deviceZone,
    communityZone: c.timeZone,
    quietHoursStart: c.quietHoursStart,
    quietHoursEnd: c.quietHoursEnd,
  });
  // Without local time or quiet hours (or for an alert, which ignores them) every device is due at the same
  // moment: the fan-out runs as INSERT … SELECT. Otherwise each device's due time comes from the schedule.
  const uniform = !n.localTime && (n.kind === 'EMERGENCY' || !c.quietHoursStart || !c.quietHoursEnd);
  if (uniform) {
    for (;;) {
      const dueAt = deliverableAt(push, recipientClock(null), clock.now());
      const page = await repo.insertAudiencePage(db, n, audience, cursor, tuning.fanOutPage, dueAt);
      onPage();
      if (!page.last || page.count < tuning.fanOutPage) break;
      cursor = page.last;
    }
    await ctx.notifications.markFannedOut(db, n.id, clock.now());
    return;
  }
  for (;;) {
    const now = clock.now();
    const page = await audiencePage(db, c.id, audience, cursor, tuning.fanOutPage);
    await repo.insertPage(
      db,
      n.id,
      c.id,
      page.devices.map((d) => ({
        deviceId: d.id,
        membershipId: d.membershipId,
        guestId: d.guestId,
        platform: d.platform,
        token: d.token,
        nextAttemptAt: deliverableAt(push, recipientClock(d.timeZone), now),
      })),
    );
    onPage();
    if (page.done || !page.last) break;
    cursor = page.last;
  }
  await ctx.notifications.markFannedOut(db, n.id, clock.now());
}
