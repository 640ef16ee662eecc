import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import {
  PASSWORD,
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createUser,
} from './helpers/factories';
import { linkIn } from './helpers/mail';
import { createMailService } from '../src/modules/mail/mail.service';
import { startSmtp, type ReceivedMail } from './helpers/smtp';

const NEW_PASSWORD = 'another good password';
const BULK = 100;

describe('e-mail through a real SMTP exchange', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Gathering <no-reply@gathering.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
  });

  const text = (m: ReceivedMail) => ({ text: m.parsed.text ?? '' });

  it('counts the e-mails queued and handed to the SMTP server in /metrics', async () => {
    const counter = async (name: string) => {
      const body = (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(body)?.[1]);
    };
    const [queued, sent] = [
      await counter('gathering_emails_queued_total'),
      await counter('gathering_emails_sent_total'),
    ];
    const { user } = await createCommunityAdmin(t.database);
    await t.app.inject({ method: 'POST', url: '/v1/users/reset-request', payload: { email: user.email } });
    await t.drain();
    expect(smtp.received).toHaveLength(1);
    expect(await counter('gathering_emails_queued_total')).toBe(queued + 1);
    expect(await counter('gathering_emails_sent_total')).toBe(sent + 1);
  });

  it('delivers the reset link; following it sets the new password', async () => {
    const { user, community } = await createCommunityAdmin(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reset-request',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0);
    await t.drain();

    expect(smtp.received).toHaveLength(1);
    const [m] = smtp.received;
    expect(m.to).toEqual([user.email]);
    expect(m.from).toBe('no-reply@gathering.test');
    expect(m.parsed.subject).toBe(`${community.name}: reset your password`);
    expect(m.parsed.text).toContain(community.name);
    expect(m.parsed.html).toContain(community.name);
    const { url, token } = linkIn(text(m), '/password-reset/');
    expect(url).toBe(`http://gathering.test/password-reset/${token}`);
    expect(m.parsed.html).toContain(url);
    // Nothing went to the .eml outbox: the SMTP server had it.
    expect(await t.outbox()).toHaveLength(0);

    expect((await t.app.inject({ method: 'GET', url: `/v1/users/reset/verify/${token}` })).statusCode).toBe(
      200,
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reset/password',
      payload: { email: user.email, token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { credential: user.username, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { credential: user.username, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('delivers the deletion link; following it deletes the app user', async () => {
    const community = await createCommunity(t.database, { name: 'Northern Lights Métis Nation' });
    const member = await createUser(t.database);
    await addMembership(t.database, member.id, community.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/deletion-request/${community.slug}`,
      payload: { email: member.email },
    });
    expect(res.statusCode).toBe(200);
    await t.drain();

    expect(smtp.received).toHaveLength(1);
    const [m] = smtp.received;
    expect(m.to).toEqual([member.email]);
    expect(m.parsed.subject).toBe('Northern Lights Métis Nation: confirm the deletion of your app user');
    expect(m.parsed.html).toContain('Northern Lights Métis Nation');
    const { token } = linkIn(text(m), '/deletion-confirmation/');
    const done = await t.app.inject({ method: 'POST', url: `/v1/users/deletion/${token}` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.deletionCompleted });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from users where id = $1`, [
      member.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('sends a reset queued behind a hundred invitations before the invitations have drained', async () => {
    const { user } = await createCommunityAdmin(t.database);
    // Queued the way an import's invitations are: stored with their delivery job, oldest first.
    const mail = createMailService({ database: t.database, queue: t.app.queue });
    for (let i = 0; i < BULK; i++)
      await mail.send({
        kind: 'member-invitation',
        to: `invitee${i}@example.org`,
        subject: 'Join',
        text: 'x',
        html: 'x',
      });
    await t.app.inject({ method: 'POST', url: '/v1/users/reset-request', payload: { email: user.email } });
    await t.drain();

    expect(smtp.received).toHaveLength(BULK + 1);
    const position = smtp.received.findIndex((m) => m.to[0] === user.email);
    expect(smtp.received[position].parsed.subject).toContain('reset your password');
    // drain() takes 20 jobs a poll: the reset goes in the first poll after its request job has stored it, ahead
    // of the 80 or more invitations still waiting (in the order queued it would be the 101st).
    expect(position).toBeLessThan(2 * 20);
  });

  it('keeps an e-mail for a retry when the server is down, and sends it once when it is back', async () => {
    const { user } = await createCommunityAdmin(t.database);
    await smtp.close();
    try {
      await t.app.inject({ method: 'POST', url: '/v1/users/reset-request', payload: { email: user.email } });
      await t.drain();
      const { rows } = await t.database.executeSql(`select status, attempts from emails`);
      expect(rows).toEqual([{ status: 'PENDING', attempts: 1 }]);
    } finally {
      // Same port again, so the configured SMTP_URL reaches it.
      smtp = await startSmtp(smtp.port);
    }
    await t.database.executeSql(`update pgboss.job set start_after = now() where state = 'retry'`);
    await t.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual([user.email]);
    await t.drain();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('e-mail to the .eml outbox (no SMTP_URL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('writes each message as a file with a text and an HTML part', async () => {
    const { user, community } = await createCommunityAdmin(t.database, { firstName: 'Tala' });
    await t.app.inject({ method: 'POST', url: '/v1/users/reset-request', payload: { email: user.email } });
    await t.drain();
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    const [m] = mails;
    expect(m.file).toMatch(/\.eml$/);
    expect(m.to).toBe(user.email);
    expect(m.text).toContain('Hello Tala,');
    expect(m.html).toMatch(/^<!doctype html>/);
    expect(m.html).toContain('Hello Tala,');
    expect(m.subject).toContain(community.name);
    const { token } = linkIn(m, '/password-reset/');
    expect(m.html).toContain(`/password-reset/${token}`);
  });

  it('escapes names in the HTML part', async () => {
    const { user } = await createCommunityAdmin(t.database, { firstName: '<script>alert(1)</script>' });
    await t.app.inject({ method: 'POST', url: '/v1/users/reset-request', payload: { email: user.email } });
    await t.drain();
    const [m] = await t.outbox();
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;');
  });
});
