import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendEmail } from '../src/jobs/catalog';
import { createQueue, defineJob, handle, type JobQueue } from '../src/jobs/queue';
import { mailRepository } from '../src/modules/mail/mail.repository';
import type { MailTransport, OutgoingMail } from '../src/modules/mail/mail.transport';
import { createTestContext, type TestContext } from './helpers/app';

/** A transport that records what it delivers and fails while `failures` is above zero. */
function recordingTransport() {
  const sent: OutgoingMail[] = [];
  const state = { failures: 0 };
  const transport: MailTransport = {
    async send(mail) {
      if (state.failures > 0) {
        state.failures--;
        throw new Error('421 mail server busy');
      }
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent, state };
}

const flaky = defineJob({
  name: 'test.flaky',
  schema: z.object({ key: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
});
const worked = defineJob({ name: 'test.worked', schema: z.object({ key: z.string() }) });
const slow = defineJob({ name: 'test.slow', schema: z.object({ key: z.string() }) });
const batched = defineJob({ name: 'test.batched', schema: z.object({ key: z.string() }), batchSize: 10 });

describe('job queue', () => {
  let t: TestContext;
  let queue: JobQueue;
  const mail = recordingTransport();
  const runs: string[] = [];
  let flakyFailures = 0;

  // A retry is due 30 s later by pg-boss's own clock (the database's); tests make it due now instead.
  const makeRetriesDue = () =>
    t.database.executeSql(
      `update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );
  const jobState = async (id: string) =>
    (await t.database.executeSql(`select state, retry_count from pgboss.job where id = $1`, [id])).rows[0];

  beforeAll(async () => {
    t = await createTestContext({ mailTransport: mail.transport });
    queue = createQueue(t.database, t.app.log);
    queue.register([
      handle(flaky, async ({ key }) => {
        runs.push(key);
        if (flakyFailures > 0) {
          flakyFailures--;
          throw new Error('not yet');
        }
      }),
    ]);
    await queue.start({ work: false });
  });
  afterAll(async () => {
    await queue.stop();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    runs.length = 0;
    mail.sent.length = 0;
    mail.state.failures = 0;
    flakyFailures = 0;
  });

  it('retries a failed job until it succeeds', async () => {
    flakyFailures = 2;
    const id = (await queue.send(flaky, { key: 'a' }))!;
    expect(await queue.drain()).toBe(1);
    expect((await jobState(id)).state).toBe('retry');
    // Not due yet: the retry waits for its delay.
    expect(await queue.drain()).toBe(0);
    await makeRetriesDue();
    await queue.drain();
    await makeRetriesDue();
    await queue.drain();
    expect(runs).toEqual(['a', 'a', 'a']);
    expect((await jobState(id)).state).toBe('completed');
  });

  it('gives up after the retry limit', async () => {
    flakyFailures = 10;
    const id = (await queue.send(flaky, { key: 'b' }))!;
    for (let i = 0; i < 5; i++) {
      await queue.drain();
      await makeRetriesDue();
    }
    expect(runs).toEqual(['b', 'b', 'b']);
    expect(await jobState(id)).toEqual({ state: 'failed', retry_count: 2 });
  });

  it('fails a job whose payload does not match its schema, without running it', async () => {
    // @ts-expect-error a payload that does not match the job's schema does not compile
    const id = (await queue.send(flaky, { key: 42 }))!;
    await queue.drain();
    expect(runs).toEqual([]);
    expect((await jobState(id)).state).toBe('retry');
    const unknown = defineJob({ name: 'test.unknown', schema: z.object({}) });
    await expect(queue.send(unknown, {})).rejects.toThrow(/unknown job/);
  });

  it('sends a job inside the acting transaction: rolled back with it, committed with it', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.send(flaky, { key: 'rolled back' }, { tx });
        throw new Error('the acting change failed');
      }),
    ).rejects.toThrow('the acting change failed');
    expect(await queue.drain()).toBe(0);
    const id = await t.database.db.transaction((tx) => queue.send(flaky, { key: 'committed' }, { tx }));
    expect(await queue.drain()).toBe(1);
    expect(runs).toEqual(['committed']);
    expect((await jobState(id!)).state).toBe('completed');
  });

  it('runs jobs by itself when working (the server mode)', async () => {
    const worker = createQueue(t.database, t.app.log);
    const done = new Promise<string>((resolve) =>
      worker.register([handle(worked, async ({ key }) => resolve(key))]),
    );
    await worker.start({ work: true });
    try {
      await worker.send(worked, { key: 'by the worker' });
      expect(await done).toBe('by the worker');
    } finally {
      await worker.stop();
    }
  });

  it('takes a batch a poll, runs it side by side and settles each job on its own', async () => {
    const worker = createQueue(t.database, t.app.log);
    let running = 0;
    let most = 0;
    const keys = ['a', 'b', 'bad', 'c', 'd'];
    let left = keys.length;
    const ran = new Promise<void>((resolve) =>
      worker.register([
        handle(batched, async ({ key }) => {
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, 50));
          running--;
          if (--left === 0) setTimeout(resolve, 300);
          if (key === 'bad') throw new Error('refused');
        }),
      ]),
    );
    await worker.start({ work: true });
    try {
      // Committed together, so the first poll finds all five.
      const ids = await t.database.db.transaction(async (tx) => {
        const out: string[] = [];
        for (const key of keys) out.push((await worker.send(batched, { key }, { tx }))!);
        return out;
      });
      await ran;
      expect(most).toBe(keys.length);
      const states = await Promise.all(ids.map(async (id) => (await jobState(id)).state));
      // The failure is retried alone; the four that succeeded are not run again.
      expect(states).toEqual(['completed', 'completed', 'retry', 'completed', 'completed']);
    } finally {
      await worker.stop();
    }
  });

  it('lets a running job finish when it stops (the shutdown path)', async () => {
    const worker = createQueue(t.database, t.app.log);
    let release!: () => void;
    const started = new Promise<void>((resolveStarted) =>
      worker.register([
        handle(slow, async ({ key }) => {
          resolveStarted();
          await new Promise<void>((r) => (release = r));
          runs.push(key);
        }),
      ]),
    );
    await worker.start({ work: true });
    const id = await worker.send(slow, { key: 'in progress at shutdown' });
    await started;
    const stopped = worker.stop();
    // Stopping waits for the job: it is still running, then finishes and is recorded as completed.
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toEqual([]);
    release();
    await stopped;
    expect(runs).toEqual(['in progress at shutdown']);
    expect((await jobState(id!)).state).toBe('completed');
  });

  describe('e-mail delivery', () => {
    const storeMail = () =>
      mailRepository.insert(t.database.db, {
        kind: 'test',
        to: 'someone@example.org',
        subject: 'Hello',
        text: 'Hello there',
        html: '<p>Hello there</p>',
      });
    const emailRow = async (id: string) =>
      (await t.database.executeSql(`select status, attempts, last_error from emails where id = $1`, [id]))
        .rows[0];

    it('never sends one e-mail twice, even when its job is sent twice', async () => {
      const emailId = await storeMail();
      expect(await t.app.queue.send(sendEmail, { emailId }, { singletonKey: emailId })).not.toBeNull();
      // Queued once while it waits (a 'stately' job keyed by the e-mail id) ...
      expect(await t.app.queue.send(sendEmail, { emailId }, { singletonKey: emailId })).toBeNull();
      // ... and a second job under another key finds the e-mail already sent.
      expect(
        await t.app.queue.send(sendEmail, { emailId }, { singletonKey: `${emailId}-again` }),
      ).not.toBeNull();
      expect(await t.drain()).toBe(2);
      expect(mail.sent).toHaveLength(1);
      expect(mail.sent[0]).toMatchObject({ id: emailId, to: 'someone@example.org', subject: 'Hello' });
      expect(await emailRow(emailId)).toMatchObject({ status: 'SENT', attempts: 1 });
      // A later retry of the same job finds it sent.
      await t.app.queue.send(sendEmail, { emailId });
      await t.drain();
      expect(mail.sent).toHaveLength(1);
    });

    it('retries when the mail server refuses, then sends once', async () => {
      mail.state.failures = 1;
      const emailId = await storeMail();
      await t.app.queue.send(sendEmail, { emailId });
      await t.drain();
      expect(mail.sent).toHaveLength(0);
      expect(await emailRow(emailId)).toEqual({
        status: 'PENDING',
        attempts: 1,
        last_error: '421 mail server busy',
      });
      await makeRetriesDue();
      await t.drain();
      expect(mail.sent).toHaveLength(1);
      expect(await emailRow(emailId)).toMatchObject({ status: 'SENT', attempts: 2 });
      await makeRetriesDue();
      await t.drain();
      expect(mail.sent).toHaveLength(1);
    });
  });
});
