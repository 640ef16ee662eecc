// A support answer meant for the member also reaches their phone (issue 13 "the member is told"), through the
// push delivery job; an internal note never does, and these pushes stay out of the console's sends.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activityEvents,
  devices,
  emails,
  notificationDeliveries,
  notifications,
  supportComments,
} from '../src/db/schema';
import { pushToMember } from '../src/jobs/catalog';
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

  // The e-mail and the push are queued in the answer's own transaction (the effect style in ARCHITECTURE.md): a
  // process that dies right after the commit loses neither, and an answer that fails to commit leaves neither.
  describe('queued in the answer’s transaction', () => {
    const queued = async () =>
      (
        await t.database.executeSql(
          `select name, data from pgboss.job where name in ('notifications.push-to-member', 'email.send')
            order by name`,
        )
      ).rows as { name: string; data: Record<string, unknown> }[];

    it('commits the push and the e-mail jobs with the answer, so a death after the commit loses neither', async () => {
      expect((await register(w.member.auth, 'phone-of-the-member')).statusCode).toBeLessThan(300);
      const { id } = await w.raise();
      // The process "dies" at the commit: from here nothing is queued but what a transaction carries.
      const send = t.app.queue.send.bind(t.app.queue);
      const died = vi
        .spyOn(t.app.queue, 'send')
        .mockImplementation((job, payload, opts) =>
          opts?.tx ? send(job, payload, opts) : Promise.reject(new Error('the process died')),
        );
      let answer;
      try {
        answer = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
          message: 'Fixed in 2.9.',
        });
      } finally {
        died.mockRestore();
      }
      expect(answer.statusCode).toBeLessThan(300);
      // The jobs are rows of the queue, committed with the answer and waiting for any worker.
      const jobs = await queued();
      expect(jobs.map((j) => j.name)).toEqual(['email.send', 'notifications.push-to-member']);
      expect(jobs[1].data).toMatchObject({ communityId: w.home.community.id, body: 'Fixed in 2.9.' });
      expect(await t.database.db.select().from(notifications)).toHaveLength(0);
      await t.app.queue.drain();
      expect(await t.database.db.select().from(notifications)).toHaveLength(1);
      expect((await t.database.db.select().from(emails))[0]).toMatchObject({ status: 'SENT' });
      // A retried push (the same request) makes no second notification.
      await t.app.queue.send(pushToMember, jobs[1].data as never);
      await t.app.queue.drain();
      expect(await t.database.db.select().from(notifications)).toHaveLength(1);
    });

    it('leaves no push and no e-mail when the answer does not commit', async () => {
      expect((await register(w.member.auth, 'phone-of-the-member')).statusCode).toBeLessThan(300);
      const { id } = await w.raise();
      // A check that fails at commit, after every statement of the answer (the jobs' rows included) ran.
      await t.database.executeSql(`
        create function refuse_comment() returns trigger language plpgsql as
          $$ begin raise exception 'refused at commit'; end $$;
        create constraint trigger refuse_comment after insert on support_comments
          deferrable initially deferred for each row execute function refuse_comment();`);
      try {
        const answer = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
          message: 'This answer never commits.',
        });
        expect(answer.statusCode).toBe(500);
      } finally {
        await t.database.executeSql(
          `drop trigger refuse_comment on support_comments; drop function refuse_comment();`,
        );
      }
      expect(await queued()).toEqual([]);
      expect(await t.database.db.select().from(emails)).toHaveLength(0);
      expect(await t.database.db.select().from(supportComments)).toHaveLength(0);
      await t.app.queue.drain();
      expect(await t.database.db.select().from(notifications)).toHaveLength(0);
    });
  });
});
