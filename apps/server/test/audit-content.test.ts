import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { useTestContext } from './helpers/context';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// Content's publishing log is the trail's writer for every move of an item (content/publishing.ports.ts): each move
// leaves its row inside the move's own transaction, whoever makes it, the scheduler included.
describe('audit trail: the moves of an item', () => {
  const t = useTestContext();

  it('records each move in its community’s trail, the scheduled publish as the system; a refused one records nothing', async () => {
    t.clock.set(new Date(Date.now() - 3_600_000));
    const a = await createCommunityAdmin(t.database);
    const b = await createCommunityAdmin(t.database);
    const auth = (await login(t.app, a.user.username)).auth;
    const other = (await login(t.app, b.user.username)).auth;
    const call = (method: 'POST' | 'PATCH', url: string, payload?: object, headers = auth) =>
      t.app.inject({ method, url, payload, headers });
    const id = (
      await call('POST', '/v1/base/news', { headline: 'Council meeting', body: '<p>Agenda</p>' })
    ).json().id as string;
    expect((await call('PATCH', `/v2/feed/publish/${id}`, {})).statusCode).toBe(200);
    expect((await call('PATCH', `/v2/feed/retract/${id}`)).statusCode).toBe(200);
    const due = new Date(t.clock.now().getTime() + 10 * 60_000);
    expect((await call('PATCH', `/v2/feed/publish/${id}`, { publishAt: due.toISOString() })).statusCode).toBe(
      200,
    );
    await t.drain();
    expect((await call('PATCH', `/v2/feed/retract/${id}`, undefined, other)).statusCode).toBe(404);
    const rows = await t.database.db
      .select({ action: auditEvents.action, community: auditEvents.communityId, role: auditEvents.actorRole })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id))
      .orderBy(auditEvents.seq);
    const community = a.community.id;
    expect(rows).toEqual([
      { action: 'content.create', community, role: 'ADMIN' },
      { action: 'content.published', community, role: 'ADMIN' },
      { action: 'content.retracted', community, role: 'ADMIN' },
      { action: 'content.scheduled', community, role: 'ADMIN' },
      { action: 'content.published', community, role: 'SYSTEM' },
    ]);
  });
});
