// A support answer meant for the member also reaches their phone (issue 13 "the member is told"), through the
// notifications module's delivery job; an internal note never does, and these pushes stay out of the console's sends.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents, devices, notificationDeliveries, notifications } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { supportWorld } from './support-fixtures';

describe('support answers pushed to the member', () => {
  let t: TestContext;
  let w: Awaited<ReturnType<typeof supportWorld>>;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    w = await supportWorld(t);
  });

  const register = (auth: { authorization: string }, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/app/v1/devices',
      headers: auth,
      payload: { platform: 'ios', token },
    });

  it('sends an answer to the member’s own phone only, never an internal note', async () => {
    expect((await register(w.member.auth, 'phone-of-the-member')).statusCode).toBeLessThan(300);
    expect((await register(w.otherMember.auth, 'phone-of-someone-else')).statusCode).toBeLessThan(300);
    const { id } = await w.raise();

    await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
      message: 'Internal: check the logs',
      internal: true,
    });
    await t.app.queue.drain();
    expect(await t.database.db.select().from(notifications)).toHaveLength(0);

    const answer = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
      message: 'Please update the app to the latest version.',
    });
    expect(answer.statusCode).toBeLessThan(300);
    await t.app.queue.drain();

    const sent = await t.database.db.select().from(notifications);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      source: 'SUPPORT',
      body: 'Please update the app to the latest version.',
    });
    expect(sent[0].title).toContain('Aiyana');
    const rows = await t.database.db
      .select({ token: devices.token })
      .from(notificationDeliveries)
      .innerJoin(devices, eq(devices.id, notificationDeliveries.deviceId))
      .where(eq(notificationDeliveries.notificationId, sent[0].id));
    expect(rows.map((r) => r.token)).toEqual(['phone-of-the-member']);

    // Part of the ticket, not one of the community's sends.
    const list = await w.req('GET', '/v1/notifications/sent', w.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(0);
    // Nor in the analytics' push figures (the fan-out ran: a console send would have recorded NOTIFICATION_SENT).
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(like(activityEvents.type, 'NOTIFICATION_%'));
    expect(events).toEqual([]);
  });
});
