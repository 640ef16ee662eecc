import { describe, expect, it } from 'vitest';
import { communityMessages } from '@gathering/contract';
import { feedItems, guests } from '../src/db/schema';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';
import { useCommunities } from './communities-fixtures';

describe('communities', () => {
  const { t, platform } = useCommunities();

  it("e-mails a summary of the last 7 days to the community's administrators through the queue", async () => {
    const { community, user } = await createCommunityAdmin(t.database, { email: 'chief@example.org' });
    const second = await createUser(t.database, { email: 'second@example.org' });
    await addMembership(t.database, second.id, community.id, { role: 'ADMIN' });
    const inactive = await createUser(t.database, { email: 'gone@example.org' });
    await addMembership(t.database, inactive.id, community.id, { role: 'ADMIN', status: 'INACTIVE' });
    const now = t.clock.now();
    const old = new Date(now.getTime() - 10 * 86_400_000);
    for (const createdAt of [now, now, old]) {
      const m = await createUser(t.database);
      await addMembership(t.database, m.id, community.id, { createdAt });
    }
    await t.database.db.insert(guests).values([
      { communityId: community.id, deviceId: 'a', createdAt: now },
      { communityId: community.id, deviceId: 'b', createdAt: old },
    ]);
    await t.database.db.insert(feedItems).values({
      communityId: community.id,
      kind: 'NEWS',
      headline: 'h',
      status: 'PUBLISHED',
      publishedOn: now,
    });

    const send = () =>
      t.app.inject({ method: 'POST', url: `/v1/community/contact/${community.id}`, headers: platform });
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(communityMessages.summaryNoPermission);

    const admin = (await login(t.app, user.username)).auth;
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: admin,
      payload: { contactPermission: true },
    });
    const res = await send();
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: communityMessages.summaryQueued });
    expect(await t.outbox()).toHaveLength(0);
    // Queued, not sent yet: the detail already says a summary was requested (issue 10 item 10).
    const queued = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${community.id}`,
      headers: platform,
    });
    expect(queued.json().data).toMatchObject({
      lastSummaryAt: null,
      summaryRequestedAt: t.clock.now().toISOString(),
    });
    await t.drain();
    // A second drain (a retry) sends nothing more.
    await t.drain();
    const mails = await t.outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['chief@example.org', 'second@example.org']);
    const text = mails[0].text;
    expect(mails[0].subject).toBe(`${community.name}: your summary of the last 7 days`);
    expect(text).toContain('New members: 2 (3 in all)');
    expect(text).toContain('New guests: 1 (2 in all)');
    expect(text).toContain('Content published: 1');
    expect(text).toContain('Views: 0');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${community.id}`,
      headers: platform,
    });
    expect(detail.json().data.lastSummaryAt).not.toBeNull();

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/community/contact/00000000-0000-4000-8000-000000000000',
      headers: platform,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
