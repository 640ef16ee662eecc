import { describe, expect, it } from 'vitest';
import { useTestContext } from './helpers/context';
import { PASSWORD, createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

// Issue 24 item 1: sign-ins land in the trail; the trail reads per community and for the platform, filtered.
describe('audit trail: sign-ins, reading, tenancy', () => {
  const t = useTestContext();
  const rows = async (s: { auth: Record<string, string> }, query = '', platform = false) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${platform ? '/v1/administrator/audit' : '/v1/audit'}${query}`,
      headers: s.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; meta: { total: number } };
  };

  it('records a console sign-in in the community, with who, from where and the request id, never the password', async () => {
    const { user, community } = await createCommunityAdmin(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { credential: user.username, password: PASSWORD },
      headers: { 'user-agent': 'Trail-Test/1.0', 'x-request-id': 'req-audit-1' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    const s = { auth: { authorization: `Bearer ${res.json().accessToken}` } };
    const { data } = await rows(s, '?action=auth.login&limit=100');
    const row = data.find((r) => r.action === 'auth.login')!;
    expect(row).toMatchObject({
      communityId: community.id,
      actorId: user.id,
      actorRole: 'ADMIN',
      targetKind: 'user',
      targetId: user.id,
      ip: '203.0.113.9',
      userAgent: 'Trail-Test/1.0',
      requestId: 'req-audit-1',
    });
    expect(JSON.stringify(data)).not.toContain(PASSWORD);
  });

  it('records a refused sign-in in the platform chain with the name typed, never the password typed', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const wrong = 'not the password at all';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { credential: user.username, password: wrong },
    });
    expect(res.statusCode).toBe(401);
    const platform = await createPlatformAdmin(t.database);
    const s = await login(t.app, platform.username);
    const { data } = await rows(s, '?community=platform&action=auth.login_failed', true);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ communityId: null, actorId: user.id, targetId: user.id });
    expect(data[0].details).toMatchObject({ signInName: user.username.toLowerCase(), status: 401 });
    expect(JSON.stringify(data)).not.toContain(wrong);
  });

  it("keeps each community's trail to its administrators; the platform reads all, filtered by community", async () => {
    const a = await createCommunityAdmin(t.database);
    const b = await createCommunityAdmin(t.database);
    const sa = await login(t.app, a.user.username);
    const sb = await login(t.app, b.user.username);
    const seenByA = await rows(sa, '?limit=100');
    expect(seenByA.data.length).toBeGreaterThan(0);
    expect(seenByA.data.every((r) => r.communityId === a.community.id)).toBe(true);
    // A community administrator cannot name another community: the filter is not theirs to set.
    const tried = await t.app.inject({
      method: 'GET',
      url: `/v1/audit?community=${b.community.id}`,
      headers: sa.auth,
    });
    expect(
      tried.statusCode === 400 ||
        tried.json().data.every((r: { communityId: string }) => r.communityId === a.community.id),
    ).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/administrator/audit', headers: sb.auth })).statusCode,
    ).toBe(403);
    const platform = await createPlatformAdmin(t.database);
    const sp = await login(t.app, platform.username);
    const all = await rows(sp, '?limit=100', true);
    expect(new Set(all.data.map((r) => r.communityId))).toEqual(
      new Set([a.community.id, b.community.id, null]),
    );
    const onlyB = await rows(sp, `?community=${b.community.id}&limit=100`, true);
    expect(onlyB.data.every((r) => r.communityId === b.community.id)).toBe(true);
    expect(onlyB.data.length).toBeGreaterThan(0);
  });

  it('exports the filtered trail as CSV with a byte-order mark, and records the export itself', async () => {
    const { user, community } = await createCommunityAdmin(t.database, {
      firstName: 'Élise',
      lastName: 'Côté',
    });
    const s = await login(t.app, user.username);
    await rows(s, '?limit=5');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/audit/export?search=élise&action=auth.',
      headers: s.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^at,community_id,actor_id,actor_name/);
    // Only the sign-in matches: the person and the action filters hold; the name keeps its accents.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Élise Côté');
    expect(lines[1]).toContain('auth.login');
    const after = await rows(s, '?action=audit.export');
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ communityId: community.id, actorId: user.id });
    expect(after.data[0].details).toMatchObject({ rows: 1 });
  });

  it('filters by period and answers a clear 400 for a period that ends before it starts', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await rows(s, `?from=${today}&to=${today}`)).meta.total).toBeGreaterThan(0);
    expect((await rows(s, '?to=2000-01-01')).meta.total).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/audit?from=2026-02-02&to=2026-01-01',
      headers: s.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The period ends before it starts.', field: 'to' });
  });
});
