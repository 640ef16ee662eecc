import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { multipart } from './platform-fixtures';

describe('document approvals through the e-mailed link', () => {
  let t: TestContext;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    auth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
  });

  async function requestReview(emails: string[]) {
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/base/documents',
        headers: auth,
        payload: { headline: 'Land use plan', tagline: 'Draft 3', approval: { emails } },
      })
    ).json();
    await t.drain();
    const tokens = new Map<string, string>();
    for (const m of await t.outbox()) {
      const match = /\/document-review\/([A-Za-z0-9._-]+)/.exec(m.text);
      if (match) tokens.set(m.to, match[1]);
    }
    return { doc, tokens };
  }

  it('lets a reviewer without an account read the summary and approve with a comment, once', async () => {
    const { doc, tokens } = await requestReview(['chief@example.org', 'elder@example.org']);
    const token = tokens.get('chief@example.org')!;
    const mail = (await t.outbox()).find((m) => m.to === 'chief@example.org')!;
    expect(mail.subject).toContain('Land use plan');
    expect(mail.text).toContain(`http://gathering.test/document-review/${token}`);

    const review = await t.app.inject({ method: 'GET', url: `/v1/approvals/${token}` });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      headline: 'Land use plan',
      tagline: 'Draft 3',
      email: 'chief@example.org',
      status: 'PENDING',
      attachment: null,
    });

    const bad = await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/${token}`,
      payload: { status: 'MAYBE' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/${token}`,
      payload: { status: 'APPROVED', comments: 'Good to go' },
    });
    expect(ok.json()).toEqual({ message: 'Thank you, your review has been recorded' });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/${token}`,
      payload: { status: 'REJECTED' },
    });
    expect(twice.statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/${tokens.get('elder@example.org')}`,
      payload: { status: 'REJECTED', comments: 'Map is outdated' },
    });

    const detail = (
      await t.app.inject({ method: 'GET', url: `/v1/feedItem/view/${doc.id}`, headers: auth })
    ).json();
    expect(
      detail.approval.approvals.map((a: { email: string; status: string; comments: string }) => [
        a.email,
        a.status,
        a.comments,
      ]),
    ).toEqual([
      ['chief@example.org', 'APPROVED', 'Good to go'],
      ['elder@example.org', 'REJECTED', 'Map is outdated'],
    ]);
  });

  it('refuses forged, expired and withdrawn links', async () => {
    const { doc, tokens } = await requestReview(['chief@example.org']);
    const token = tokens.get('chief@example.org')!;
    const [id, exp, mac] = token.split('.');
    const forged = [
      `${id}.${Number(exp) + 86_400}.${mac}`,
      `${id}.${exp}.${mac.slice(0, -2)}xx`,
      'not-a-token-at-all',
    ];
    for (const f of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/approvals/${f}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This review link is invalid or has expired');
    }
    t.clock.advance(15 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: `/v1/approvals/${token}` })).statusCode).toBe(400);
    t.clock.set(new Date());
    // Removing the reviewer from the document ends their link.
    await t.app.inject({
      method: 'POST',
      url: '/v1/base/documents',
      headers: auth,
      payload: { id: doc.id, headline: doc.headline, approval: { emails: [] } },
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/approvals/${token}`, payload: { status: 'APPROVED' } }))
        .statusCode,
    ).toBe(400);
  });
  it('asks approvers who had decided to review again when the document file is replaced', async () => {
    const upload = async (text: string) => {
      const body = multipart([
        { name: 'document', filename: 'plan.txt', type: 'text/plain', data: Buffer.from(text) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/upload/feedItem/document',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json().id as string;
    };
    const first = await upload('Land use plan, draft 3');
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/base/documents',
        headers: auth,
        payload: {
          headline: 'Land use plan',
          attachment: first,
          approval: { emails: ['chief@example.org'] },
        },
      })
    ).json();
    await t.drain();
    const token = /\/document-review\/([A-Za-z0-9._-]+)/.exec((await t.outbox())[0].text)![1];
    await t.app.inject({ method: 'POST', url: `/v1/approvals/${token}`, payload: { status: 'APPROVED' } });

    // Saving with the same file keeps the decision and sends nothing.
    const save = (attachment: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/base/documents/${doc.id}`,
        headers: auth,
        payload: { headline: 'Land use plan', attachment, approval: { emails: ['chief@example.org'] } },
      });
    expect((await save(first)).statusCode).toBe(200);
    await t.drain();
    expect(await t.outbox()).toHaveLength(1);

    const replaced = await save(await upload('Land use plan, draft 4'));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().approval.approvals[0]).toMatchObject({
      email: 'chief@example.org',
      status: 'PENDING',
    });
    await t.drain();
    const mails = await t.outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1].to).toBe('chief@example.org');
  });
});
