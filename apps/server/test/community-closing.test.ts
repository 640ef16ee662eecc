import { describe, expect, it } from 'vitest';
import { closingMessages } from '@gathering/contract';
import { communityClosingSweep } from '../src/jobs/catalog';
import { createStorage } from '../src/lib/files/storage';
import { useCommunities } from './communities-fixtures';
import { communityColumns, populatedCommunity } from './closing-fixtures';
import { PASSWORD } from './helpers/factories';
import { login } from './helpers/session';

const DAY = 86_400_000;

describe('closing and restoring a community', () => {
  const { t, platform } = useCommunities();
  const storage = () => createStorage(t.config);

  const close = (id: string, confirmName: string, headers = platform) =>
    t.app.inject({ method: 'POST', url: `/v1/community/${id}/close`, headers, payload: { confirmName } });
  const restore = (id: string, headers = platform) =>
    t.app.inject({ method: 'POST', url: `/v1/community/${id}/restore`, headers });
  const appSignIn = (username: string, slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: username, password: PASSWORD, communitySlug: slug },
    });

  /** Every row of every table that points at the community, as JSON (the state a restore must give back). */
  async function snapshot(communityId: string) {
    const out: Record<string, unknown[]> = {};
    for (const { table, column } of await communityColumns(t.database)) {
      // The trail is append-only by design: closing and restoring add to it (checked below), nothing else changes.
      if (table === 'audit_events') continue;
      const { rows } = await t.database.executeSql(
        `select * from "${table}" where "${column}" = $1 order by 1`,
        [communityId],
      );
      if (rows.length) out[`${table}.${column}`] = rows;
    }
    return JSON.parse(JSON.stringify(out)) as Record<string, unknown[]>;
  }

  it('lets only a platform administrator close, after typing the name; tells the administrators', async () => {
    const { community, admin } = await populatedCommunity(t.database, storage(), 'Lakeshore');
    const adminAuth = (await login(t.app, admin.username)).auth;

    expect((await close(community.id, 'Lakeshore', adminAuth)).statusCode).toBe(403);
    const wrong = await close(community.id, 'Lakeshor');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: closingMessages.nameMismatch, field: 'confirmName' });
    expect((await close('not-a-uuid', 'x')).statusCode).toBe(404);

    const res = await close(community.id, ' Lakeshore ');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(new Date(data.deletionDueAt).getTime() - new Date(data.closedAt).getTime()).toBe(30 * DAY);
    expect((await close(community.id, 'Lakeshore')).statusCode).toBe(409);

    // The community's administrators see when it will be deleted; the platform too.
    const own = await t.app.inject({ method: 'GET', url: '/v1/community/closing', headers: adminAuth });
    expect(own.json().data.deletionDueAt).toBe(data.deletionDueAt);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${community.id}/closing`,
      headers: platform,
    });
    expect(seen.json().data).toEqual(data);

    await t.drain();
    const mails = await t.outbox();
    expect(mails.map((m) => m.to)).toEqual([admin.email]);
    expect(mails[0].subject).toContain('Lakeshore is closing');
    // The date as the console's banner writes it, not "2027-01-04" (issue 40 #8).
    expect(mails[0].text).not.toContain(data.deletionDueAt.slice(0, 10));
    expect(mails[0].subject).toMatch(/deletion on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('answers the member app that the community is closing, and brings everything back on restore', async () => {
    const { community, member } = await populatedCommunity(t.database, storage(), 'Cedar');
    const session = (await appSignIn(member.username, community.slug)).json();
    const me = { authorization: `Bearer ${session.accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/app/v1/me', headers: me })).statusCode).toBe(200);
    const before = await snapshot(community.id);

    expect((await close(community.id, 'Cedar')).statusCode).toBe(200);
    const closed = await t.app.inject({ method: 'GET', url: '/app/v1/me', headers: me });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(closingMessages.appClosing);

    expect((await restore(community.id)).statusCode).toBe(200);
    expect((await restore(community.id)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/app/v1/me', headers: me })).statusCode).toBe(200);
    // Sessions keep their last-seen times moving: compare what the community owns, not the traffic of this test.
    const after = await snapshot(community.id);
    for (const key of Object.keys(before))
      if (!key.startsWith('sessions')) expect(after[key], key).toEqual(before[key]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    const { rows: trail } = await t.database.executeSql(
      `select action from audit_events where community_id = $1 and action like 'communities.%' order by seq`,
      [community.id],
    );
    expect(trail.map((r) => (r as { action: string }).action)).toEqual([
      'communities.close',
      'communities.restore',
    ]);
    // And nothing is deleted when the old end date passes.
    t.clock.set(new Date(t.clock.now().getTime() + 31 * DAY));
    await t.app.queue.send(communityClosingSweep, {});
    await t.drain();
    expect((await snapshot(community.id))['communities.id']).toHaveLength(1);
  });

  it('reminds the administrators a week before the end, once', async () => {
    const { community, admin } = await populatedCommunity(t.database, storage(), 'Birch');
    await close(community.id, 'Birch');
    await t.drain();
    t.clock.set(new Date(t.clock.now().getTime() + 22 * DAY));
    await t.app.queue.send(communityClosingSweep, {});
    await t.drain();
    t.clock.set(new Date(t.clock.now().getTime() + 1 * DAY));
    await t.app.queue.send(communityClosingSweep, {});
    await t.drain();
    const reminders = (await t.outbox()).filter((m) => m.subject.includes('will be deleted on'));
    expect(reminders.map((m) => m.to)).toEqual([admin.email]);
  });

  it('takes no one new while it closes: sign-up, guest session and sign-in answer the closing sentence', async () => {
    const { community, member } = await populatedCommunity(t.database, storage(), 'Spruce');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const signUp = (slug: string) =>
      post('/app/v1/auth/sign-up', {
        firstName: 'Nova',
        lastName: 'Sinclair',
        email: `nova.${slug}@example.org`,
        username: `nova.${slug}`,
        password: PASSWORD,
        communitySlug: slug,
      });
    const guest = (slug: string) =>
      post('/app/v1/guests/session', {
        communitySlug: slug,
        deviceId: 'device-at-the-door',
        platform: 'ios',
      });
    const people = async () =>
      (
        await t.database.executeSql('select count(*)::int as n from memberships where community_id = $1', [
          community.id,
        ])
      ).rows[0] as { n: number };
    const guests = async () =>
      (
        await t.database.executeSql('select count(*)::int as n from guests where community_id = $1', [
          community.id,
        ])
      ).rows[0] as { n: number };

    expect((await close(community.id, 'Spruce')).statusCode).toBe(200);
    const before = { people: await people(), guests: await guests() };
    // The slug as a phone may send it (spaces, capitals) is still this community's.
    for (const res of [
      await signUp(community.slug),
      await guest(` ${community.slug.toUpperCase()} `),
      await appSignIn(member.username, community.slug),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(closingMessages.appClosing);
    }
    expect({ people: await people(), guests: await guests() }).toEqual(before);
    // In French too, as the app asks.
    const fr = await t.app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      headers: { 'accept-language': 'fr' },
      payload: { communitySlug: community.slug, deviceId: 'device-at-the-door', platform: 'ios' },
    });
    expect(fr.json().message).toBe('Cette communauté ferme : son application n’est plus disponible.');

    // Restored, it takes people again.
    expect((await restore(community.id)).statusCode).toBe(200);
    expect((await signUp(community.slug)).statusCode).toBe(201);
    expect((await guest(community.slug)).statusCode).toBe(200);
  });

  it('shows a closing community as closing in the list and its record, and lists only those on asking (issue 40 #4)', async () => {
    const { community } = await populatedCommunity(t.database, storage(), 'Birch');
    const other = await populatedCommunity(t.database, storage(), 'Aspen');
    const list = (query = '') =>
      t.app.inject({ method: 'GET', url: `/v1/community/admin?limit=100${query}`, headers: platform });
    const record = () =>
      t.app.inject({ method: 'GET', url: `/v1/community/${community.id}`, headers: platform });

    expect((await record()).json().data.deletionDueAt).toBeNull();
    expect((await list('&closing=true')).json().data).toEqual([]);

    const { data: closing } = (await close(community.id, 'Birch')).json();
    expect((await record()).json().data).toMatchObject({
      status: 'ACTIVE',
      deletionDueAt: closing.deletionDueAt,
    });
    const all = (await list()).json();
    const row = (id: string) => all.data.find((r: { id: string }) => r.id === id);
    expect(row(community.id).deletionDueAt).toBe(closing.deletionDueAt);
    expect(row(other.community.id).deletionDueAt).toBeNull();
    const only = (await list('&closing=true')).json();
    expect(only.data.map((r: { id: string }) => r.id)).toEqual([community.id]);
    expect(only.meta.total).toBe(1);
    // Combined with a search, and refused when it is not a yes or no.
    expect((await list('&closing=true&search=aspen')).json().data).toEqual([]);
    expect((await list('&closing=maybe')).statusCode).toBe(400);

    await restore(community.id);
    expect((await record()).json().data.deletionDueAt).toBeNull();
    expect((await list('&closing=1')).json().data).toEqual([]);
  });
});
