import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@gathering/contract';
import { notifications } from '../src/db/schema';
import { accountResetRequest, deliverNotification, publishScheduled, sendEmail } from '../src/jobs/catalog';
import { settleJobsAfterRestore } from '../src/jobs/restored-jobs';
import { failNotificationsDueAfterRestore } from '../src/modules/push-delivery';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// What a restored database does with the work the backup caught half way (ops/restore.ts runs both steps before a
// server starts on it): nothing that reaches people and may already have reached them is done twice.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function stateOf(id: string | null) {
  const { rows } = await t.database.executeSql('select state, output from pgboss.job where id = $1', [id]);
  return rows[0] as { state: string; output: { restore?: string } | null };
}

describe('after a restore', () => {
  it('cancels running jobs and due e-mails and pushes; later sends and database work keep their turn', async () => {
    await t.reset();
    const now = new Date();
    const send = t.app.queue.send.bind(t.app.queue);
    const dueMail = await send(sendEmail, { emailId: randomUUID() }, { startAfter: new Date(+now - HOUR) });
    // (email.send is stately: one waits at a time, so the later send is another job that reaches people)
    const laterMail = await send(
      accountResetRequest,
      { email: 'someone@example.org' },
      { startAfter: new Date(+now + HOUR) },
    );
    const duePublish = await send(
      publishScheduled,
      { feedItemId: randomUUID(), publishAt: new Date(+now - HOUR).toISOString() },
      { startAfter: new Date(+now - HOUR) },
    );
    const running = await send(deliverNotification, { notificationId: randomUUID() });
    await t.database.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [
      running,
    ]);

    const settled = await settleJobsAfterRestore(t.database, now);

    expect(await stateOf(dueMail)).toMatchObject({
      state: 'cancelled',
      output: { restore: expect.any(String) },
    });
    expect(await stateOf(running)).toMatchObject({ state: 'cancelled' });
    expect((await stateOf(laterMail)).state).toBe('created');
    expect((await stateOf(duePublish)).state).toBe('created');
    expect(settled).toMatchObject({ running: 1, due: { 'email.send': 1 } });
    expect(settled.waiting).toMatchObject({ 'account.reset-request': 1, 'feed.publish-scheduled': 1 });
  });

  it('fails the notifications that were sending or due, with a sentence, and keeps the later ones scheduled', async () => {
    await t.reset();
    const { community, user } = await createCommunityAdmin(t.database);
    const now = new Date();
    const notification = (status: string, sendAt: Date | null) => ({
      communityId: community.id,
      title: status,
      body: 'Boil water until further notice',
      status,
      sendAt,
      audience: { open: true, groups: [], recipients: [] },
    });
    const rows = await t.database.db
      .insert(notifications)
      .values([
        notification('SENDING', new Date(+now - HOUR)),
        notification('SCHEDULED', new Date(+now - 60_000)),
        notification('SCHEDULED', new Date(+now + HOUR)),
        notification('SENT', new Date(+now - 2 * HOUR)),
      ])
      .returning({ id: notifications.id, title: notifications.title, sendAt: notifications.sendAt });

    expect(await failNotificationsDueAfterRestore(t.database, now)).toBe(2);

    const { rows: after } = await t.database.executeSql(
      'select id, status, failure_reason from notifications order by send_at',
    );
    const byId = new Map(after.map((r) => [r.id as string, r]));
    const [sending, due, later, sent] = rows.map((r) => byId.get(r.id)!);
    for (const failed of [sending, due])
      expect(failed).toMatchObject({
        status: 'FAILED',
        failure_reason: notificationMessages.notSentAfterRestore,
      });
    expect(later.status).toBe('SCHEDULED');
    expect(sent.status).toBe('SENT');

    // The administrator reads why in their language.
    const { auth } = await login(t.app, user.username);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/notifications/${rows[0].id}`,
      headers: { ...auth, 'accept-language': 'fr' },
    });
    expect(detail.json().failureReason).toMatch(/^Non envoyée : /);
  });
});
