import { describe, expect, it } from 'vitest';
import { useSupportWorld } from './support-fixtures';

// Issue 24 item 1: an administrator's answer to a support ticket, and a ticket's moves, land in the trail.
describe('audit trail: support answers and ticket moves', () => {
  const { w } = useSupportWorld();

  /** The home community's trail as its administrator reads it on the Audit trail screen. */
  const trail = async (action: string) => {
    const res = await w.req('GET', `/v1/audit?action=${action}&limit=100&dir=asc`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Record<string, unknown>[] }).data;
  };

  it("records a community administrator's answer and note, who wrote them and the status they moved", async () => {
    const { id } = await w.raise();
    const answer = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
      message: 'Please update the app from the store.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const note = await w.req('POST', `/v2/support/ticket/${id}/comment`, w.admin, {
      message: 'Known issue with build 250410.',
      internal: true,
    });
    expect(note.statusCode, note.body).toBe(200);

    const [answered] = await trail('support.answer');
    expect(answered).toMatchObject({
      communityId: w.home.community.id,
      actorId: w.home.user.id,
      actorName: 'Aiyana Cardinal',
      actorRole: 'ADMIN',
      targetKind: 'support_ticket',
      targetId: id,
      changes: { status: { before: 'OPEN', after: 'PENDING_MEMBER' } },
    });
    expect(answered.details).toMatchObject({ reply: false, postedAs: 'Aiyana Cardinal' });
    expect(answered.requestId).toBeTruthy();
    const [noted] = await trail('support.note');
    // An internal note moves nothing; the words stay in the ticket, not in the trail.
    expect(noted).toMatchObject({ targetId: id, changes: null });
    expect(JSON.stringify([answered, noted])).not.toMatch(/update the app|Known issue/);
  });

  it("records a platform administrator's answer as theirs (the member reads the support team) in the community's trail", async () => {
    const { id } = await w.raise();
    await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, { escalated: true });
    const res = await w.req('POST', `/v2/support/admin/ticket/${id}/comment`, w.platform, {
      message: 'We are on it.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [answered] = await trail('support.answer');
    expect(answered).toMatchObject({
      communityId: w.home.community.id,
      actorRole: 'PLATFORM_ADMIN',
      targetId: id,
    });
    expect(answered.actorId).not.toBe(w.home.user.id);
    expect(answered.actorId).toBeTruthy();
    // Not in another community's trail.
    const other = await w.req('GET', '/v1/audit?action=support.&limit=100', w.otherAdmin);
    expect(other.json().data).toEqual([]);
  });

  it('records escalation, resolution and reopening with their before and after; a move to where it is, nothing', async () => {
    const { id } = await w.raise();
    for (const body of [
      { escalated: true },
      { status: 'RESOLVED' },
      { status: 'OPEN' },
      { status: 'OPEN' },
    ]) {
      const res = await w.req('PATCH', `/v2/support/ticket/${id}`, w.admin, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    await w.req('PATCH', `/v2/support/admin/ticket/${id}`, w.platform, { escalated: false });
    expect((await trail('support.escalate')).map((r) => r.changes)).toEqual([
      { escalated: { before: false, after: true } },
    ]);
    const moves = await trail('support.status');
    expect(moves.map((r) => r.changes)).toEqual([
      { status: { before: 'OPEN', after: 'RESOLVED' } },
      { status: { before: 'RESOLVED', after: 'OPEN' } },
    ]);
    expect(moves.every((r) => r.actorId === w.home.user.id && r.targetId === id)).toBe(true);
    const [back] = await trail('support.deescalate');
    expect(back).toMatchObject({
      actorRole: 'PLATFORM_ADMIN',
      changes: { escalated: { before: true, after: false } },
    });
  });
});
