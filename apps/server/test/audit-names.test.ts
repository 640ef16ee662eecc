import { describe, expect, it } from 'vitest';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { useTestContext } from './helpers/context';
import { addMembership, createCommunityAdmin, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';
import { alterInPlace } from './audit-tampering';

type Row = {
  action: string;
  targetKind: string | null;
  targetId: string | null;
  actorId: string | null;
  communityId: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  names: Record<string, string>;
};

// Issue 40 #2: the trail names people and items (ids only on hover), a person is picked by name, and a community's
// administrators verify their own chain.
describe('audit trail: names, the person picker, a community verifies its chain', () => {
  const t = useTestContext();
  const get = async (auth: Record<string, string>, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  async function world() {
    const a = await createCommunityAdmin(t.database, { firstName: 'Marie', lastName: 'Cardinal' });
    const b = await createCommunityAdmin(t.database);
    const s = await login(t.app, a.user.username);
    const awen = await createUser(t.database, {
      firstName: 'Awen',
      lastName: 'Bird',
      email: 'awen@example.org',
    });
    const member = await addMembership(t.database, awen.id, a.community.id);
    const group = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: s.auth,
      payload: { group: 'Elders', members: [] },
    });
    expect(group.statusCode, group.body).toBe(201);
    const sb = await login(t.app, b.user.username);
    const otherGroup = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: sb.auth,
      payload: { group: 'Their council', members: [] },
    });
    return {
      a,
      b,
      s,
      sb,
      awen,
      member,
      groupId: group.json().id as string,
      otherGroupId: otherGroup.json().id as string,
    };
  }

  it('answers each row with the names of the member and the groups it names by id', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/member/update/${w.member.id}`,
      headers: w.s.auth,
      payload: { groups: [w.groupId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await get(w.s.auth, '/v1/audit?action=members.update')).data as Row[];
    expect(row).toMatchObject({
      targetKind: 'member',
      targetId: w.member.id,
      changes: { groups: { before: [], after: [w.groupId] } },
    });
    expect(row.names).toEqual({ [w.member.id]: 'Awen Bird', [w.groupId]: 'Elders' });
  });

  it("never names another community's records in a community's trail", async () => {
    const w = await world();
    // A row of A's chain naming B's group (as an import of old rows could): its id stays without a name.
    await createAuditRecorder({ clock: t.clock }).record(t.database.db, {
      communityId: w.a.community.id,
      action: 'members.update',
      target: { kind: 'member', id: w.member.id },
      before: { groups: [] },
      after: { groups: [w.otherGroupId, w.groupId] },
    });
    const rows = (await get(w.s.auth, '/v1/audit?action=members.update')).data as Row[];
    expect(rows[0].names).toEqual({ [w.member.id]: 'Awen Bird', [w.groupId]: 'Elders' });
    // The platform reads every community: it is told both.
    const p = await login(t.app, (await createPlatformAdmin(t.database)).username);
    const all = (
      await get(p.auth, `/v1/administrator/audit?community=${w.a.community.id}&action=members.update`)
    ).data as Row[];
    expect(all[0].names[w.otherGroupId]).toBe('Their council');
  });

  it("finds the community's people by name or e-mail, never another community's", async () => {
    const w = await world();
    const stranger = await createUser(t.database, { firstName: 'Awena', lastName: 'Far' });
    await addMembership(t.database, stranger.id, w.b.community.id);
    const found = (await get(w.s.auth, '/v1/audit/people?search=awe')).data;
    expect(found).toEqual([{ id: w.awen.id, name: 'Awen Bird', detail: 'awen@example.org' }]);
    expect((await get(w.s.auth, '/v1/audit/people?search=AWEN@EXAMPLE')).data).toHaveLength(1);
    expect((await get(w.s.auth, '/v1/audit/people?search=Cardinal')).data).toEqual([
      expect.objectContaining({ id: w.a.user.id, name: 'Marie Cardinal' }),
    ]);
    const p = await login(t.app, (await createPlatformAdmin(t.database)).username);
    const everywhere = (await get(p.auth, '/v1/administrator/audit/people?search=awe')).data as {
      id: string;
    }[];
    expect(everywhere.map((x) => x.id).sort()).toEqual([w.awen.id, stranger.id].sort());
    const inB = (await get(p.auth, `/v1/administrator/audit/people?search=awe&community=${w.b.community.id}`))
      .data as { id: string }[];
    expect(inB.map((x) => x.id)).toEqual([stranger.id]);
  });

  it('filters the trail to the entries by a person or about them', async () => {
    const w = await world();
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/member/update/${w.member.id}`,
      headers: w.s.auth,
      payload: { firstName: 'Awena' },
    });
    const aboutAwen = (await get(w.s.auth, `/v1/audit?person=${w.awen.id}&limit=100`)).data as Row[];
    expect(aboutAwen.map((r) => r.action)).toEqual(['members.update']);
    const byMarie = (await get(w.s.auth, `/v1/audit?person=${w.a.user.id}&limit=100`)).data as Row[];
    expect(byMarie.length).toBeGreaterThan(1);
    expect(byMarie.every((r) => r.actorId === w.a.user.id || r.targetId === w.a.user.id)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/audit?person=not-an-id', headers: w.s.auth }))
        .statusCode,
    ).toBe(400);
  });

  it('verifies its own chain only, records it there, and names a row altered in it', async () => {
    const w = await world();
    const verify = async (auth: Record<string, string>) => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/audit/verify', headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        ok: boolean;
        chains: { chain: string; ok: boolean; problem: { seq: number } | null }[];
      };
    };
    const first = await verify(w.s.auth);
    expect(first.ok).toBe(true);
    expect(first.chains.map((c) => c.chain)).toEqual([w.a.community.id]);
    const recorded = (await get(w.s.auth, '/v1/audit?action=audit.verify')).data as Row[];
    expect(recorded).toHaveLength(1);
    expect(recorded[0].communityId).toBe(w.a.community.id);
    // Another community's broken chain is not A's concern; A's own is.
    await alterInPlace(t.database, w.b.community.id, 1);
    expect((await verify(w.s.auth)).ok).toBe(true);
    await alterInPlace(t.database, w.a.community.id, 2);
    const broken = await verify(w.s.auth);
    expect(broken.ok).toBe(false);
    expect(broken.chains[0]).toMatchObject({ ok: false, problem: { kind: 'altered', seq: 2 } });
    expect((await verify(w.sb.auth)).chains.map((c) => c.chain)).toEqual([w.b.community.id]);
  });

  it("refuses a community's administrator every chain but their own", async () => {
    const w = await world();
    // The platform's walk of every chain is the platform's alone.
    const all = await t.app.inject({
      method: 'POST',
      url: '/v1/administrator/audit/verify',
      headers: w.s.auth,
    });
    expect(all.statusCode).toBe(403);
    // So are the platform's trail and its people, which span every community.
    for (const url of ['/v1/administrator/audit', '/v1/administrator/audit/people?search=a'])
      expect((await t.app.inject({ method: 'GET', url, headers: w.s.auth })).statusCode).toBe(403);
    // Naming the other community changes nothing: the chain is the session's community, never the request's.
    const named = await t.app.inject({
      method: 'POST',
      url: `/v1/audit/verify?community=${w.b.community.id}`,
      headers: { ...w.s.auth, 'x-community-id': w.b.community.id },
      payload: { community: w.b.community.id, communityId: w.b.community.id },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((named.json() as { chains: { chain: string }[] }).chains.map((c) => c.chain)).toEqual([
      w.a.community.id,
    ]);
    // A's verifications are in A's chain only: B's trail shows none.
    expect((await get(w.sb.auth, '/v1/audit?action=audit.verify')).data).toEqual([]);
    // Without a session, nothing.
    expect((await t.app.inject({ method: 'POST', url: '/v1/audit/verify' })).statusCode).toBe(401);
  });

  it('records the languages a community adds, by name, and its default', async () => {
    const w = await world();
    const save = (languages: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/community/languages',
        headers: w.s.auth,
        payload: { languages },
      });
    const en = { tag: 'en', name: 'English', script: 'Latn', isDefault: true };
    expect((await save([en])).statusCode).toBe(200);
    const res = await save([
      en,
      { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
      { tag: 'fr', name: 'Français', script: 'Latn' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // Saved again as it is: nothing recorded.
    expect(
      (
        await save([
          en,
          { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
          { tag: 'fr', name: 'Français', script: 'Latn' },
        ])
      ).statusCode,
    ).toBe(200);
    const rows = (await get(w.s.auth, '/v1/audit?action=communities.languages&dir=asc')).data as Row[];
    expect(rows.at(-1)).toMatchObject({
      targetKind: 'community',
      changes: {
        languages: {
          before: ['English (en)'],
          after: ['English (en)', 'ᓀᐦᐃᔭᐍᐏᐣ (crk)', 'Français (fr)'],
        },
      },
    });
    expect(rows.at(-1)!.names[w.a.community.id]).toBeTruthy();
  });
});
