import { describe, expect, it } from 'vitest';
import { supportMessages } from '@gathering/contract';
import { MISSING, flatten, useSupportWorld, type Comment } from './support-fixtures';

describe('support tickets', () => {
  const { w } = useSupportWorld();

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
});
