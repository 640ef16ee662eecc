import { describe, expect, it } from 'vitest';
import { supportAutoClose } from '../src/jobs/catalog';
import { supportMessages } from '@gathering/contract';
import { useSupportWorld, type Comment } from './support-fixtures';

describe('support tickets', () => {
  const { t, w } = useSupportWorld();

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
