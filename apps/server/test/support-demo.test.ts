import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TICKET_STATUSES } from '@gathering/contract';
import type { DemoContext } from '../src/demo/demo-context';
import { seedSupportDemo } from '../src/demo/support.demo';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

interface Comment {
  internal: boolean;
  replies: Comment[];
}
const depth = (list: Comment[]): number => Math.max(0, ...list.map((c) => 1 + depth(c.replies)));

describe('support demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('seeds tickets in every status with nested threads, notes, escalations and unread ones', async () => {
    const communities: Record<string, string> = {};
    for (const slug of ['demo-a', 'demo-b']) {
      const { community } = await createCommunityAdmin(t.database, { username: `${slug}-admin` });
      for (let i = 0; i < 10; i++) {
        const u = await createUser(t.database);
        await addMembership(t.database, u.id, community.id);
      }
      communities[slug] = community.id;
    }
    await createPlatformAdmin(t.database, { username: 'demo-platform-test' });
    await seedSupportDemo({ database: t.database, communities, queue: t.app.queue } as DemoContext);

    // The resolved tickets' auto-close is queued for the day they fall due.
    const { rows: queued } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'support.auto-close' and start_after > now() + interval '7 days'`,
    );
    expect(queued[0].n).toBe(2);

    const admin = (await login(t.app, 'demo-a-admin')).auth;
    const list = await t.app.inject({
      method: 'GET',
      url: '/v2/support/community/tickets?limit=100',
      headers: admin,
    });
    const rows = list.json().data as { id: string; status: string; escalated: boolean; unread: boolean }[];
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(SUPPORT_TICKET_STATUSES));
    expect(rows.some((r) => r.escalated)).toBe(true);
    expect(rows.some((r) => r.unread)).toBe(true);
    expect(rows.some((r) => !r.unread)).toBe(true);

    let deepest = 0;
    let notes = 0;
    for (const r of rows) {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/v2/support/community/ticket/${r.id}`,
        headers: admin,
      });
      const comments = detail.json().comments as Comment[];
      deepest = Math.max(deepest, depth(comments));
      notes += comments.filter((c) => c.internal).length;
    }
    expect(deepest).toBeGreaterThanOrEqual(4);
    expect(notes).toBeGreaterThan(0);

    const platform = (await login(t.app, 'demo-platform-test')).auth;
    const all = await t.app.inject({
      method: 'GET',
      url: '/v2/support/admin/tickets?escalated=true',
      headers: platform,
    });
    const communitiesWithEscalations = new Set(
      (all.json().data as { communityDetails: { communityId: string } }[]).map(
        (r) => r.communityDetails.communityId,
      ),
    );
    expect(communitiesWithEscalations.size).toBe(2);
  });
});
