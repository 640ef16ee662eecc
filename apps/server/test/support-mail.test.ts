import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { startSmtp } from './helpers/smtp';
import { createTestContext, type TestContext } from './helpers/app';
import { guestSession, supportWorld, ticketBody } from './support-fixtures';

describe('support answers e-mailed to the member through a real SMTP exchange', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let w: Awaited<ReturnType<typeof supportWorld>>;

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
    w = await supportWorld(t);
  });

  it('sends every answer with the thread, never an internal note', async () => {
    const { id } = await w.raise(w.member.auth, { message: 'The calendar is blank.' });
    const note = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
      message: 'INTERNAL: same bug as last week',
      internal: true,
    });
    expect(note.statusCode).toBe(200);
    await t.drain();
    expect(smtp.received).toHaveLength(0);

    const first = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
      message: 'Which phone do you use?',
    });
    const root = first.json().comments.find((c: { internal: boolean }) => !c.internal);
    await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
      message: 'An iPhone 15.',
      parents: [root.id],
    });
    const level1 = (await w.req('GET', `/app/v1/support/tickets/${id}`, w.member.auth)).json().comments[0]
      .replies[0];
    await w.req('POST', `/v2/support/admin/ticket/${id}/reply`, w.platform, {
      message: 'Thanks! A fix ships tomorrow.',
      parents: [root.id, level1.id],
    });
    await t.drain();

    expect(smtp.received).toHaveLength(2);
    for (const m of smtp.received) {
      expect(m.to).toEqual([w.member.user.email]);
      expect(m.parsed.subject).toBe(`${w.home.community.name}: an answer to your support request`);
      expect(m.parsed.text).not.toContain('INTERNAL');
      expect(m.parsed.html).not.toContain('INTERNAL');
    }
    // The mail jobs run side by side: the two e-mails may arrive in either order.
    const last = smtp.received.find((m) => m.parsed.text?.includes('Gathering Support answered'))!.parsed;
    expect(last.text).toContain('Gathering Support answered your support request');
    // The whole thread, nested: the member's reply under the first answer, the support team's under it.
    const text = last.text ?? '';
    expect(text).toMatch(/Aiyana Cardinal — .*\n {2}Which phone do you use\?/);
    expect(text).toMatch(/\n {4}\S.* — .*\n {6}An iPhone 15\./);
    expect(text).toMatch(/\n {8}Gathering Support — .*\n {10}Thanks! A fix ships tomorrow\./);
    expect(last.html).toContain('Thanks! A fix ships tomorrow.');
    expect(last.html).not.toContain('support@gathering.local');
  });

  it('writes in the member’s language, and to a guest’s contact address', async () => {
    await t.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, w.member.user.id));
    const { id } = await w.raise();
    await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'Bonjour <b>!</b>' });
    const guest = await guestSession(t, w.home.community.slug);
    const g = await w.req(
      'POST',
      '/app/v1/support/tickets',
      guest,
      ticketBody({ contactEmail: 'guest@example.org' }),
    );
    await w.req('POST', `/v2/support/ticket/${g.json().id}/comment`, w.admin, { message: 'Hello guest' });
    await t.drain();

    const fr = smtp.received.find((m) => m.to[0] === w.member.user.email)!;
    expect(fr.parsed.subject).toBe(`${w.home.community.name} : une réponse à votre demande d'assistance`);
    expect(fr.parsed.html).toContain('<html lang="fr">');
    // Plain text as typed: markup a person wrote is shown, never interpreted.
    expect(fr.parsed.html).toContain('Bonjour &lt;b&gt;!&lt;/b&gt;');
    const en = smtp.received.find((m) => m.to[0] === 'guest@example.org')!;
    expect(en.parsed.text).toContain('Hello,');
    expect(en.parsed.text).toContain('Hello guest');
  });
});
