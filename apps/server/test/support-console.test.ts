import { describe, expect, it } from 'vitest';
import { supportMessages, SUPPORT_TEAM_IDENTITY } from '@gathering/contract';
import { MISSING, NOT_FOUND, flatten, useSupportWorld } from './support-fixtures';

describe('support tickets', () => {
  const { t, w } = useSupportWorld();

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
      expect(fr.json().comments[0].comment).toBe("Confié à l'équipe d'assistance de la plateforme.");

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
});
