import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportAutoClose } from '../src/jobs/catalog';
import { supportMessages, SUPPORT_TEAM_IDENTITY } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { multipart, tinyPng } from './platform-fixtures';
import { guestSession, supportWorld, ticketBody } from './support-fixtures';

const NOT_FOUND = 'Support Ticket was invalid or could not be found';
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Comment {
  id: string;
  comment: string;
  internal: boolean;
  parents: string[];
  posterDetails: { id: string; initials: string; name: string; email: string | null; role: string };
  replies: Comment[];
}

/** Every comment of a nested thread, depth first. */
const flatten = (list: Comment[]): Comment[] => list.flatMap((c) => [c, ...flatten(c.replies)]);

describe('support tickets', () => {
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
      expect(shot.url).toMatch(/^http:\/\/gathering\.test\/files\/support\//);
      const file = await t.app.inject({ method: 'GET', url: new URL(shot.url).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');

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
  });

  describe('threads', () => {
    it('nests replies under their parents and checks the parents chain', async () => {
      const { id } = await w.raise();
      const c1 = (
        await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'Which version?' })
      ).json();
      const root = c1.comments[0] as Comment;
      expect(root).toMatchObject({ parents: [], internal: false });
      expect(root.posterDetails).toMatchObject({
        name: 'Aiyana Cardinal',
        initials: 'AC',
        role: 'COMMUNITY_ADMIN',
      });

      const m = await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
        message: 'The latest one.',
        parents: [root.id],
      });
      expect(m.statusCode).toBe(200);
      const level1 = (m.json().comments[0] as Comment).replies[0];
      expect(level1).toMatchObject({ parents: [root.id], posterDetails: { role: 'MEMBER' } });
      const r2 = await w.req('POST', `/v2/support/ticket/${id}/reply`, w.admin, {
        message: 'Thanks, reinstalling should fix it.',
        parents: [root.id, level1.id],
      });
      expect(r2.statusCode).toBe(200);
      const level2 = (r2.json().comments[0] as Comment).replies[0].replies[0];
      expect(level2.parents).toEqual([root.id, level1.id]);

      const invalid = async (parents: unknown, url = `/v2/support/ticket/${id}/reply`) => {
        const res = await w.req('POST', url, w.admin, { message: 'x', parents });
        expect(res.statusCode, JSON.stringify(parents)).toBe(400);
        expect(res.json().field).toMatch(/^parents/);
      };
      await invalid([level1.id]); // skips the root
      await invalid([level1.id, root.id]); // wrong order
      await invalid([root.id, MISSING]); // no such comment
      await invalid([]); // a reply needs a parent
      await invalid(['not-a-uuid']);
      await invalid([root.id, level1.id, level2.id, root.id]);
      // A comment of another ticket is not a parent here.
      const other = await w.raise();
      const otherRoot = (
        await w.req('POST', `/v2/support/ticket/${other.id}/comment`, w.admin, { message: 'Hi' })
      ).json().comments[0].id;
      await invalid([otherRoot]);
      const bad = await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
        message: 'x',
        parents: [level1.id],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(supportMessages.parentsInvalid);
    });

    it('keeps internal notes from the member, and public messages from hanging under them', async () => {
      const { id } = await w.raise();
      const note = (
        await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
          message: 'Secret: known bug #12',
          internal: true,
        })
      ).json().comments[0] as Comment;
      expect(note.internal).toBe(true);
      const noteReply = await w.req('POST', `/v2/support/ticket/${id}/reply`, w.admin, {
        message: 'Follow-up note',
        parents: [note.id],
        internal: true,
      });
      expect(noteReply.statusCode).toBe(200);
      const publicUnderNote = await w.req('POST', `/v2/support/ticket/${id}/reply`, w.admin, {
        message: 'Hello',
        parents: [note.id],
      });
      expect(publicUnderNote.statusCode).toBe(400);
      expect(publicUnderNote.json().message).toBe(supportMessages.internalParent);
      // The member can neither see the note nor reply under it.
      const view = await w.req('GET', `/app/v1/support/tickets/${id}`, w.member.auth);
      expect(view.json().comments).toEqual([]);
      expect(view.body).not.toContain('Secret');
      expect((await w.req('GET', '/app/v1/support/tickets', w.member.auth)).json().data[0].comments).toBe(0);
      const sneaky = await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
        message: 'x',
        parents: [note.id],
      });
      expect(sneaky.statusCode).toBe(400);
      // An internal note is no answer: the ticket still waits for a first response.
      const detail = (await w.req('GET', `/v2/support/community/ticket/${id}`, w.admin)).json();
      expect(detail).toMatchObject({ status: 'OPEN', firstResponseOn: null });
      expect(flatten(detail.comments).map((c) => c.comment)).toEqual([
        'Secret: known bug #12',
        'Follow-up note',
      ]);
    });

    it('shows administrators’ names but not their addresses to the member', async () => {
      const { id } = await w.raise();
      await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'On it' });
      const c = (await w.req('GET', `/app/v1/support/tickets/${id}`, w.member.auth)).json().comments[0];
      expect(c.posterDetails).toMatchObject({
        name: 'Aiyana Cardinal',
        email: null,
        role: 'COMMUNITY_ADMIN',
      });
      const staff = (await w.req('GET', `/v2/support/community/ticket/${id}`, w.admin)).json().comments[0];
      expect(staff.posterDetails.email).toBe(w.home.user.email);
    });
  });

  describe('statuses', () => {
    it('moves OPEN → PENDING_MEMBER on an answer, back to OPEN on the member’s reply, and reopens RESOLVED', async () => {
      const { id } = await w.raise();
      const status = async () =>
        (await w.req('GET', `/app/v1/support/tickets/${id}`, w.member.auth)).json().status;
      await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'Try again?' });
      expect(await status()).toBe('PENDING_MEMBER');
      await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
        message: 'Still broken',
      });
      expect(await status()).toBe('OPEN');
      const resolved = await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { status: 'RESOLVED' });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().resolvedOn).not.toBeNull();
      await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
        message: 'It came back',
      });
      const reopened = (await w.req('GET', `/v2/support/community/ticket/${id}`, w.admin)).json();
      expect(reopened).toMatchObject({ status: 'OPEN', resolvedOn: null });
      await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { status: 'CLOSED' });
      const closed = await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, {
        message: 'Hello?',
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe(supportMessages.ticketClosed);
    });

    it('refuses an update without a change and a status outside the list', async () => {
      const { id } = await w.raise();
      for (const body of [{}, { status: 'DONE' }, { escalated: 'yes' }]) {
        const res = await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      for (const body of [{}, { status: 'DONE' }]) {
        const res = await w.req('PATCH', `/v2/support/admin/ticket/${id}`, w.platform, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('community console', () => {
    it('lists the community’s tickets paged by 7, filtered, searched and sorted', async () => {
      for (let i = 0; i < 8; i++) {
        await w.raise(w.member.auth, { message: `Ticket number ${i}`, type: i % 2 ? 'QUESTION' : 'ACCOUNT' });
        t.clock.advance(60_000);
      }
      await w.raise(w.foreignMember.auth);
      const page = await w.req('GET', '/v2/support/community/tickets', w.admin);
      expect(page.statusCode).toBe(200);
      expect(page.json().meta).toEqual({ current: 0, pages: 2, total: 8 });
      expect(page.json().data).toHaveLength(7);
      expect(page.json().data[0]).toMatchObject({
        ticket: { message: 'Ticket number 7' },
        communityDetails: { communityId: w.home.community.id },
        memberDetails: { email: w.member.user.email },
        unread: true,
        escalated: false,
      });
      const oldest = await w.req(
        'GET',
        '/v2/support/community/tickets?filter=postedOn&dir=asc&offset=0&limit=1',
        w.admin,
      );
      expect(oldest.json().data[0].ticket.message).toBe('Ticket number 0');
      const searched = await w.req('GET', '/v2/support/community/tickets?search=number%203', w.admin);
      expect(searched.json().data.map((r: { ticket: { message: string } }) => r.ticket.message)).toEqual([
        'Ticket number 3',
      ]);
      const { id } = page.json().data[0];
      await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { status: 'RESOLVED' });
      const resolved = await w.req('GET', '/v2/support/community/tickets?status=RESOLVED', w.admin);
      expect(resolved.json().data.map((r: { id: string }) => r.id)).toEqual([id]);
      for (const q of [
        'status=DONE',
        'filter=message',
        'dir=up',
        'limit=500',
        'offset=-1',
        'escalated=maybe',
      ]) {
        const res = await w.req('GET', `/v2/support/community/tickets?${q}`, w.admin);
        expect(res.statusCode, q).toBe(400);
      }
    });

    it('answers another community’s ticket with the spec’s 404 on every route', async () => {
      const { id } = await w.raise();
      const calls: ['GET' | 'POST' | 'PATCH', string, object?][] = [
        ['GET', `/v2/support/community/ticket/${id}`],
        ['POST', `/v2/support/ticket/${id}/comment`, { message: 'x' }],
        ['POST', `/v2/support/ticket/${id}/reply`, { message: 'x', parents: [MISSING] }],
        ['PATCH', `/v2/support/ticket/${id}`, { status: 'CLOSED' }],
      ];
      for (const [method, url, body] of calls) {
        const res = await w.req(method, url, w.otherAdmin, body);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND);
        const missing = await w.req(method, url.replace(id, 'nope'), w.admin, body);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json().message).toBe(NOT_FOUND);
      }
      const list = await w.req('GET', '/v2/support/community/tickets', w.otherAdmin);
      expect(list.json().meta.total).toBe(0);
      const noId = await w.req('PATCH', '/v2/support/ticket', w.admin, { status: 'CLOSED' });
      expect(noId.statusCode).toBe(404);
      expect(noId.json().message).toBe(NOT_FOUND);
      // Comment and reply without a ticket id (spec §5).
      for (const [url, body] of [
        ['/v2/support/ticket//comment', { message: 'x' }],
        ['/v2/support/ticket//reply', { message: 'x', parents: [MISSING] }],
      ] as const) {
        const res = await w.req('POST', url, w.admin, body);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND);
      }
      // Members and platform administrators are not community administrators.
      expect((await w.req('GET', '/v2/support/community/tickets', w.member.auth)).statusCode).toBe(403);
      expect((await w.req('GET', `/v2/support/community/ticket/${id}`, w.platform)).statusCode).toBe(403);
    });

    it('counts unread tickets per administrator', async () => {
      const deputy = await w.secondAdmin();
      const unread = async (auth: { authorization: string }) =>
        (await w.req('GET', '/v2/support/community/tickets/unread', auth)).json().unread;
      const { id } = await w.raise();
      await w.raise();
      expect(await unread(w.admin)).toBe(2);
      t.clock.advance(1000);
      await w.req('GET', `/v2/support/community/ticket/${id}`, w.admin);
      expect(await unread(w.admin)).toBe(1);
      expect(await unread(deputy)).toBe(2);
      // The administrator's own answer keeps it read for them, and makes it unread for the other.
      await w.req('GET', `/v2/support/community/ticket/${id}`, deputy);
      t.clock.advance(1000);
      await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'Looking' });
      expect(await unread(w.admin)).toBe(1);
      expect(await unread(deputy)).toBe(2);
      // The member's reply makes it unread again.
      t.clock.advance(1000);
      await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, { message: 'Thanks' });
      expect(await unread(w.admin)).toBe(2);
      const rows = (await w.req('GET', '/v2/support/community/tickets', w.admin)).json().data;
      expect(rows.find((r: { id: string }) => r.id === id).unread).toBe(true);
      expect(await unread(w.otherAdmin)).toBe(0);
    });
  });

  describe('escalation and the platform', () => {
    it('hands a ticket to the platform support team and back, with notes', async () => {
      const { id } = await w.raise();
      const esc = await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { escalated: true });
      expect(esc.statusCode).toBe(200);
      expect(esc.json()).toMatchObject({ escalated: true, status: 'OPEN' });
      expect(esc.json().escalatedOn).not.toBeNull();
      const note = esc.json().comments[0];
      expect(note).toMatchObject({ internal: true, comment: supportMessages.escalatedNote });
      expect(note.posterDetails).toMatchObject({ role: 'SYSTEM', id: 'system' });
      // French readers get the note in French.
      const fr = await t.app.inject({
        method: 'GET',
        url: `/v2/support/community/ticket/${id}`,
        headers: { ...w.admin, 'accept-language': 'fr' },
      });
      expect(fr.json().comments[0].comment).toBe("Confié à l'équipe de soutien de la plateforme.");

      expect((await w.req('GET', '/v2/support/admin/tickets/unread', w.platform)).json().unread).toBe(1);
      const escalated = await w.req('GET', '/v2/support/admin/tickets?escalated=true', w.platform);
      expect(escalated.json().data.map((r: { id: string }) => r.id)).toEqual([id]);

      const answer = await w.req('POST', `/v2/support/admin/ticket/${id}/comment`, w.platform, {
        message: 'We are on it.',
        // The spec's payload carries the identity; the server posts under its own fixed one whatever is sent.
        email: 'someone@else.example',
        firstName: 'Mallory',
        lastName: 'Impostor',
      });
      expect(answer.statusCode).toBe(200);
      const posted = flatten(answer.json().comments).find((c) => c.comment === 'We are on it.')!;
      expect(posted.posterDetails).toMatchObject({
        id: 'support-team',
        name: `${SUPPORT_TEAM_IDENTITY.firstName} ${SUPPORT_TEAM_IDENTITY.lastName}`,
        email: SUPPORT_TEAM_IDENTITY.email,
        role: 'SUPPORT_TEAM',
        initials: 'GS',
      });
      const reply = await w.req('POST', `/v2/support/admin/ticket/${id}/reply`, w.platform, {
        message: 'More: clear the cache.',
        parents: [posted.id],
        ...SUPPORT_TEAM_IDENTITY,
      });
      expect(reply.statusCode).toBe(200);
      const back = await w.req('PATCH', `/v2/support/admin/ticket/${id}`, w.platform, {
        escalated: false,
        status: 'RESOLVED',
      });
      expect(back.json()).toMatchObject({ escalated: false, escalatedOn: null, status: 'RESOLVED' });
      expect(flatten(back.json().comments).map((c) => c.comment)).toContain(supportMessages.deescalatedNote);
      // The member sees the support team's answers and none of the notes.
      const view = (await w.req('GET', `/app/v1/support/tickets/${id}`, w.member.auth)).json();
      expect(flatten(view.comments).map((c) => c.comment)).toEqual([
        'We are on it.',
        'More: clear the cache.',
      ]);
    });

    it('lists every community’s tickets for the platform; community administrators get 403', async () => {
      const a = await w.raise();
      const b = await w.raise(w.foreignMember.auth, { message: 'Elsewhere' });
      const list = await w.req('GET', '/v2/support/admin/tickets?filter=community&dir=asc', w.platform);
      expect(list.statusCode).toBe(200);
      expect(list.json().meta.total).toBe(2);
      const ids = list.json().data.map((r: { id: string }) => r.id);
      expect(ids.sort()).toEqual([a.id, b.id].sort());
      const byCommunity = await w.req(
        'GET',
        `/v2/support/admin/tickets?communityId=${w.other.community.id}`,
        w.platform,
      );
      expect(byCommunity.json().data.map((r: { id: string }) => r.id)).toEqual([b.id]);
      const searched = await w.req(
        'GET',
        `/v2/support/admin/tickets?search=${encodeURIComponent(w.other.community.name)}`,
        w.platform,
      );
      expect(searched.json().data.map((r: { id: string }) => r.id)).toEqual([b.id]);
      expect((await w.req('GET', `/v2/support/admin/ticket/${b.id}`, w.platform)).json()).toMatchObject({
        communityDetails: { community: w.other.community.name },
        memberDetails: { email: w.foreignMember.user.email, scope: 'APP' },
      });

      const calls: ['GET' | 'POST' | 'PATCH', string, object?][] = [
        ['GET', '/v2/support/admin/tickets'],
        ['GET', '/v2/support/admin/tickets/unread'],
        ['GET', '/v2/support/admin/figures'],
        ['GET', `/v2/support/admin/ticket/${a.id}`],
        ['POST', `/v2/support/admin/ticket/${a.id}/comment`, { message: 'x' }],
        ['POST', `/v2/support/admin/ticket/${a.id}/reply`, { message: 'x', parents: [MISSING] }],
        ['PATCH', `/v2/support/admin/ticket/${a.id}`, { status: 'CLOSED' }],
      ];
      for (const [method, url, body] of calls) {
        expect((await w.req(method, url, w.admin, body)).statusCode, url).toBe(403);
        expect((await w.req(method, url, w.member.auth, body)).statusCode, url).toBe(403);
      }
      for (const [method, url, body] of calls.slice(3)) {
        const missing = await w.req(method, url.replace(a.id, MISSING), w.platform, body);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json().message).toBe(NOT_FOUND);
      }
      const noId = await w.req('PATCH', '/v2/support/admin/ticket', w.platform, { status: 'CLOSED' });
      expect(noId.statusCode).toBe(404);
      expect(noId.json().message).toBe(NOT_FOUND);
      for (const [url, body] of [
        ['/v2/support/admin/ticket//comment', { message: 'x' }],
        ['/v2/support/admin/ticket//reply', { message: 'x', parents: [MISSING] }],
      ] as const) {
        const res = await w.req('POST', url, w.platform, body);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND);
      }
    });
  });

  describe('response times and auto-close', () => {
    it('measures first response and resolution per ticket and per community', async () => {
      const start = t.clock.now().getTime();
      const { id } = await w.raise();
      t.clock.advance(2 * 3600_000);
      await w.relogin();
      await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'Looking into it' });
      t.clock.advance(1 * 3600_000);
      await w.relogin();
      await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, { message: 'Second answer' });
      t.clock.advance(21 * 3600_000);
      await w.relogin();
      const res = (await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { status: 'RESOLVED' })).json();
      expect(res).toMatchObject({ firstResponseSeconds: 7200, resolutionSeconds: 86400 });
      expect(res.firstResponseOn).toBe(new Date(start + 2 * 3600_000).toISOString());

      // A second ticket answered after 4 hours, never resolved: averages 3 h first response, 24 h resolution.
      t.clock.set(new Date(start));
      await w.relogin();
      const second = await w.raise(w.otherMember.auth);
      t.clock.advance(4 * 3600_000);
      await w.relogin();
      await w.req('POST', `/v2/support/ticket/${second.id}/comment`, w.admin, { message: 'Hi' });
      await w.req('PATCH', `/v2/support/ticket/${second.id}`, w.admin, { escalated: true });
      await w.raise(w.foreignMember.auth);

      const figures = await w.req('GET', '/v2/support/community/figures', w.admin);
      expect(figures.json()).toEqual({
        communityDetails: { communityId: w.home.community.id, community: w.home.community.name, logo: null },
        open: 1,
        total: 2,
        escalated: 1,
        averageFirstResponseSeconds: 3 * 3600,
        averageResolutionSeconds: 86400,
      });
      const table = await w.req('GET', '/v2/support/admin/figures?filter=total&dir=desc', w.platform);
      expect(table.statusCode).toBe(200);
      expect(table.json().data[0]).toMatchObject({ total: 2, averageFirstResponseSeconds: 3 * 3600 });
      expect(table.json().data[1]).toMatchObject({
        communityDetails: { communityId: w.other.community.id },
        total: 1,
        open: 1,
        averageFirstResponseSeconds: null,
      });
      const row = (await w.req('GET', '/v2/support/admin/tickets', w.platform))
        .json()
        .data.find((r: { id: string }) => r.id === id);
      expect(row).toMatchObject({ firstResponseSeconds: 7200, resolutionSeconds: 86400 });
      expect((await w.req('GET', '/v2/support/admin/figures?filter=members', w.platform)).statusCode).toBe(
        400,
      );
    });

    it('closes a resolved ticket after 14 days without a member reply, with a note the member sees', async () => {
      const { id } = await w.raise();
      const quiet = await w.raise(w.otherMember.auth);
      await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { status: 'RESOLVED' });
      await w.req('PATCH', `/v2/support/ticket/${quiet.id}`, w.admin, { status: 'RESOLVED' });
      t.clock.advance(10 * 86_400_000);
      await w.relogin();
      // The member answers on day 10: the ticket reopens; resolved again, its 14 days start over.
      await w.req('POST', `/app/v1/support/tickets/${id}/comments`, w.member.auth, { message: 'Wait' });
      await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { status: 'RESOLVED' });
      const sweep = async () => {
        await t.app.queue.send(supportAutoClose, {});
        await t.drain();
      };
      t.clock.advance(4 * 86_400_000 - 60_000);
      await w.relogin();
      await sweep();
      const status = async (ticket: string) =>
        (await w.req('GET', `/v2/support/community/ticket/${ticket}`, w.admin)).json().status;
      expect(await status(quiet.id)).toBe('RESOLVED');
      t.clock.advance(60_000);
      await w.relogin();
      await sweep();
      expect(await status(quiet.id)).toBe('CLOSED');
      expect(await status(id)).toBe('RESOLVED');
      const view = (await w.req('GET', `/app/v1/support/tickets/${quiet.id}`, w.otherMember.auth)).json();
      expect(view.comments.map((c: Comment) => [c.comment, c.posterDetails.role])).toEqual([
        [supportMessages.autoClosedNote, 'SYSTEM'],
      ]);
      // Running again changes nothing (one note).
      await sweep();
      expect(
        (await w.req('GET', `/app/v1/support/tickets/${quiet.id}`, w.otherMember.auth)).json().comments,
      ).toHaveLength(1);
      t.clock.advance(10 * 86_400_000);
      await w.relogin();
      await sweep();
      expect(await status(id)).toBe('CLOSED');
    });
  });
});
