import { describe, expect, it } from 'vitest';
import { supportMessages } from '@gathering/contract';
import { multipart, tinyPng } from './platform-fixtures';
import { MISSING, NOT_FOUND, guestSession, ticketBody, useSupportWorld } from './support-fixtures';

describe('support tickets', () => {
  const { t, w } = useSupportWorld();

  describe('member app', () => {
    it('raises a ticket stored as typed, lists and reads only the member’s own', async () => {
      const message = '  The feed is empty <b>since</b> the update.\n\nPlease help!  ';
      const res = await w.req('POST', '/app/v1/support/tickets', w.member.auth, ticketBody({ message }));
      expect(res.statusCode).toBe(201);
      const ticket = res.json();
      expect(ticket).toMatchObject({
        type: 'APP_PROBLEM',
        status: 'OPEN',
        ticket: { message },
        appBuild: '2.8.6.250410398',
        deviceDetails: { os: 'ios', timezone: 'America/Winnipeg' },
        comments: [],
        attachments: [],
      });
      await w.raise(w.otherMember.auth);

      const mine = await w.req('GET', '/app/v1/support/tickets', w.member.auth);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().meta).toEqual({ current: 0, pages: 1, total: 1 });
      expect(mine.json().data[0]).toMatchObject({ id: ticket.id, comments: 0 });
      expect((await w.req('GET', `/app/v1/support/tickets/${ticket.id}`, w.member.auth)).statusCode).toBe(
        200,
      );
      // Another member of the same community, and a member elsewhere: the spec's 404.
      for (const auth of [w.otherMember.auth, w.foreignMember.auth]) {
        const other = await w.req('GET', `/app/v1/support/tickets/${ticket.id}`, auth);
        expect(other.statusCode).toBe(404);
        expect(other.json().message).toBe(NOT_FOUND);
        const reply = await w.req('POST', `/app/v1/support/tickets/${ticket.id}/comments`, auth, {
          message: 'x',
        });
        expect(reply.statusCode).toBe(404);
      }
      expect((await w.req('GET', '/app/v1/support/tickets/not-a-uuid', w.member.auth)).statusCode).toBe(404);
      expect((await w.req('GET', `/app/v1/support/tickets/${MISSING}`, w.member.auth)).statusCode).toBe(404);
    });

    it('answers bad input with 400 and the field', async () => {
      const bad = async (over: Record<string, unknown>, field: string, message?: string) => {
        const res = await w.req('POST', '/app/v1/support/tickets', w.member.auth, ticketBody(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().field).toBe(field);
        if (message) expect(res.json().message).toBe(message);
      };
      await bad({ type: 'COMPLAINT' }, 'type');
      await bad({ message: '   \n ' }, 'message', supportMessages.messageRequired);
      await bad({ message: 'x'.repeat(5001) }, 'message', supportMessages.messageTooLong);
      await bad({ message: 42 }, 'message');
      await bad({ appBuild: '' }, 'appBuild');
      await bad({ deviceDetails: { os: 'ios' } }, 'deviceDetails.osVersion');
      await bad({ contactEmail: 'not-an-address' }, 'contactEmail');
      const noBody = await w.req('POST', '/app/v1/support/tickets', w.member.auth);
      expect(noBody.statusCode).toBe(400);
      const none = await t.app.inject({
        method: 'POST',
        url: '/app/v1/support/tickets',
        payload: ticketBody(),
      });
      expect(none.statusCode).toBe(401);
    });

    it('lets a guest raise a ticket with a contact e-mail and follow it', async () => {
      const guest = await guestSession(t, w.home.community.slug);
      const noEmail = await w.req('POST', '/app/v1/support/tickets', guest, ticketBody());
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json()).toMatchObject({
        field: 'contactEmail',
        message: supportMessages.contactEmailRequired,
      });
      const res = await w.req(
        'POST',
        '/app/v1/support/tickets',
        guest,
        ticketBody({ contactEmail: 'Guest@Example.org' }),
      );
      expect(res.statusCode).toBe(201);
      const id = res.json().id;
      expect(
        (await w.req('GET', '/app/v1/support/tickets', guest)).json().data.map((r: { id: string }) => r.id),
      ).toEqual([id]);
      const other = await guestSession(t, w.home.community.slug, 'device-0002-abcdef');
      expect((await w.req('GET', `/app/v1/support/tickets/${id}`, other)).statusCode).toBe(404);
      const row = (await w.req('GET', '/v2/support/community/tickets', w.admin)).json().data[0];
      expect(row.memberDetails).toMatchObject({
        member: 'Guest',
        email: 'guest@example.org',
        memberId: null,
        scope: 'GUEST',
      });
      const reply = await w.req('POST', `/app/v1/support/tickets/${id}/comments`, guest, {
        message: 'More details',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().comments[0].posterDetails).toMatchObject({
        name: 'Guest',
        role: 'MEMBER',
        initials: 'G',
      });

      // Signing up on the device keeps the guest's tickets with the new member.
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/app/v1/auth/sign-up',
        payload: {
          firstName: 'Kaya',
          lastName: 'Moose',
          email: 'kaya@example.org',
          username: 'kaya.moose',
          password: 'a long enough password',
          communitySlug: w.home.community.slug,
          guestToken: guest.authorization.slice('Bearer '.length),
        },
      });
      expect(signUp.statusCode).toBe(201);
      const kaya = { authorization: `Bearer ${signUp.json().accessToken}` };
      const kept = await w.req('GET', '/app/v1/support/tickets', kaya);
      expect(kept.json().data.map((r: { id: string }) => r.id)).toEqual([id]);
      const kayaReply = await w.req('POST', `/app/v1/support/tickets/${id}/comments`, kaya, {
        message: 'Signed up',
      });
      expect(kayaReply.statusCode).toBe(200);
      expect((await w.req('GET', `/app/v1/support/tickets/${id}`, w.member.auth)).statusCode).toBe(404);
    });

    it('rate-limits raising tickets per member', async () => {
      for (let i = 0; i < 10; i++) await w.raise();
      const limited = await w.req('POST', '/app/v1/support/tickets', w.member.auth, ticketBody());
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // Counted per member, not per address: another member on the same address is not held back.
      expect(
        (await w.req('POST', '/app/v1/support/tickets', w.otherMember.auth, ticketBody())).statusCode,
      ).toBe(201);
      t.clock.advance(61 * 60_000);
      await w.relogin();
      expect((await w.req('POST', '/app/v1/support/tickets', w.member.auth, ticketBody())).statusCode).toBe(
        201,
      );
    });
  });

  describe('screenshots', () => {
    const upload = (
      id: string,
      auth: { authorization: string },
      data: Buffer,
      type = 'image/png',
      name = 'screenshot',
    ) => {
      const body = multipart([{ name, filename: 'shot.png', type, data }]);
      return t.app.inject({
        method: 'POST',
        url: `/app/v1/support/tickets/${id}/screenshots`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };

    it('attaches images checked by content, size-limited, five per ticket, to the member’s own ticket', async () => {
      const { id } = await w.raise();
      const ok = await upload(id, w.member.auth, tinyPng());
      expect(ok.statusCode).toBe(200);
      const [shot] = ok.json().attachments;
      expect(shot).toMatchObject({ mimeType: 'image/png', size: tinyPng().length });
      expect(shot.url).toMatch(/^http:\/\/gathering\.test\/files\/support\/.*\?expires=\d+&signature=/);
      const signed = new URL(shot.url);
      const file = await t.app.inject({ method: 'GET', url: signed.pathname + signed.search });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

      // A PDF or an SVG named .png is refused by its content.
      const pdf = await upload(id, w.member.auth, Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n'));
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().message).toBe(supportMessages.screenshotType);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await upload(id, w.member.auth, svg)).statusCode).toBe(415);
      const big = await upload(id, w.member.auth, Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe(supportMessages.screenshotTooLarge);
      expect((await upload(id, w.member.auth, tinyPng(), 'image/png', 'file')).statusCode).toBe(400);
      const notMultipart = await w.req(
        'POST',
        `/app/v1/support/tickets/${id}/screenshots`,
        w.member.auth,
        {},
      );
      expect(notMultipart.statusCode).toBe(415);

      expect((await upload(id, w.otherMember.auth, tinyPng())).statusCode).toBe(404);
      for (let i = 0; i < 4; i++) expect((await upload(id, w.member.auth, tinyPng())).statusCode).toBe(200);
      const sixth = await upload(id, w.member.auth, tinyPng());
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json().message).toBe(supportMessages.tooManyScreenshots);
      // Administrators see them on the ticket.
      const detail = (await w.req('GET', `/v2/support/community/ticket/${id}`, w.admin)).json();
      expect(detail.attachments).toHaveLength(5);
    });

    it('serves a screenshot only at the signed address of an answer, and only until it expires', async () => {
      const { id } = await w.raise();
      const [shot] = (await upload(id, w.member.auth, tinyPng())).json().attachments;
      const signed = new URL(shot.url);
      const get = (url: string) => t.app.inject({ method: 'GET', url });
      // Without the signature, with another key's or an altered one: no such file.
      expect((await get(signed.pathname)).statusCode).toBe(404);
      const expires = signed.searchParams.get('expires')!;
      const forged = `${signed.pathname}?expires=${Number(expires) + 3600}&signature=${signed.searchParams.get('signature')}`;
      expect((await get(forged)).statusCode).toBe(404);
      expect((await get(signed.pathname + signed.search)).statusCode).toBe(200);

      // An address lives at least an hour; past its expiry it is refused, and a new answer carries a fresh one.
      t.clock.advance(59 * 60_000);
      expect((await get(signed.pathname + signed.search)).statusCode).toBe(200);
      t.clock.advance(32 * 60_000);
      expect((await get(signed.pathname + signed.search)).statusCode).toBe(404);
      await w.relogin();
      const again = new URL(
        (await w.req('GET', `/v2/support/community/ticket/${id}`, w.admin)).json().attachments[0].url,
      );
      expect(again.pathname).toBe(signed.pathname);
      const fresh = await get(again.pathname + again.search);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    });
  });
});
