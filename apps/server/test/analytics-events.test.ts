import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents, feedItems, memberships, users } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunity, createUser, PASSWORD } from './helpers/factories';
import { linkIn } from './helpers/mail';
import { IOS_TOPIC, storeCredentials } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

type H = { authorization: string };

// Every analytics event is recorded where it happens, through the one writer (db/activity.ts): these go through
// the HTTP routes (and jobs) and read the event log.
describe('analytics events: recorded where they happen', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let community: { id: string; slug: string };
  let adminUser: { id: string; username: string };
  let admin: H;

  beforeAll(async () => {
    rig = await startPushRig();
    t = await createTestContext({ deps: { pushProviders: rig.providers } });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    community = await createCommunity(t.database, { iosBundleId: IOS_TOPIC });
    await storeCredentials(t.database, t.config.pushCredentialsKey, community.id, rig.newCreds());
    adminUser = await createUser(t.database);
    await addMembership(t.database, adminUser.id, community.id, { role: 'ADMIN', scope: 'INVITED' });
    admin = (await login(t.app, adminUser.username)).auth;
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers?: H,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  const events = (...types: string[]) =>
    t.database.db
      .select()
      .from(activityEvents)
      .where(inArray(activityEvents.type, types))
      .orderBy(asc(activityEvents.at), asc(activityEvents.type));

  /** A member of the community, signed in to the app. */
  async function member() {
    const user = await createUser(t.database);
    const m = await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const res = await call('POST', '/app/v1/auth/sign-in', undefined, {
      credential: user.username,
      password: PASSWORD,
      communitySlug: community.slug,
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      membershipId: m.id,
      auth: { authorization: `Bearer ${res.json().accessToken}` },
      refreshToken: res.json().refreshToken as string,
    };
  }
  async function guest(deviceId = 'device-events-0001') {
    const res = await call('POST', '/app/v1/guests/session', undefined, {
      communitySlug: community.slug,
      deviceId,
      platform: 'ios',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return {
      id: body.guest.id as string,
      token: body.guestToken as string,
      auth: { authorization: `Bearer ${body.guestToken}` },
    };
  }
  async function publish(kind: string, body: object, audience: object = {}) {
    const item = (await call('POST', `/v1/base/${kind}`, admin, body)).json();
    const res = await call('PATCH', `/v2/feed/publish/${item.id}`, admin, audience);
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(1000);
    return item as { id: string };
  }

  it('feed: views, likes, unlikes and conversions carry the audience and the conversion kind', async () => {
    const m = await member();
    const g = await guest();
    const news = await publish('news', { headline: 'Open news' }, { open: true });
    const job = await publish(
      'jobs',
      { headline: 'Job', external_url: 'https://jobs.example.org/1' },
      { open: true },
    );
    expect((await call('GET', `/app/v1/feed/${news.id}`, m.auth)).statusCode).toBe(200);
    expect((await call('GET', `/app/v1/feed/${news.id}`, g.auth)).statusCode).toBe(200);
    expect((await call('POST', `/app/v1/feed/${news.id}/like`, m.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/app/v1/feed/${news.id}/like`, m.auth)).statusCode).toBe(200);
    const link = await call('POST', `/app/v1/feed/${job.id}/open-link`, g.auth);
    expect(link.statusCode, link.body).toBe(200);

    const rows = await events('VIEW', 'LIKE', 'UNLIKE', 'CONVERSION');
    const pick = (type: string, audience: string) =>
      rows.filter((r) => r.type === type && r.audience === audience);
    expect(pick('VIEW', 'MEMBER')).toMatchObject([
      { membershipId: m.membershipId, guestId: null, feedItemId: news.id },
    ]);
    expect(pick('VIEW', 'GUEST')).toMatchObject([{ guestId: g.id, membershipId: null, feedItemId: news.id }]);
    expect(pick('LIKE', 'MEMBER')).toHaveLength(1);
    expect(pick('UNLIKE', 'MEMBER')).toHaveLength(1);
    expect(pick('CONVERSION', 'GUEST')).toMatchObject([
      { detail: 'JOB_LINK', feedItemId: job.id, guestId: g.id },
    ]);
    // Recorded in the inserting transaction: the roll-up's watermark column is set.
    expect(rows.every((r) => r.xid !== null && r.communityId === community.id)).toBe(true);
  });

  it('app: sign-up is a member sign-up and an app open; sign-in, refresh and a community switch open the app', async () => {
    const up = await call('POST', '/app/v1/auth/sign-up', undefined, {
      firstName: 'Nova',
      lastName: 'Sinclair',
      email: 'nova@example.org',
      username: 'nova',
      password: PASSWORD,
      communitySlug: community.slug,
    });
    expect(up.statusCode, up.body).toBe(201);
    const signups = await events('MEMBER_SIGNUP');
    expect(signups).toMatchObject([{ communityId: community.id, audience: 'MEMBER' }]);
    expect(await events('APP_OPEN')).toMatchObject([{ membershipId: signups[0].membershipId }]);

    const m = await member();
    t.clock.advance(60_000);
    const refreshed = await call('POST', '/app/v1/auth/refresh', undefined, { refreshToken: m.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const opens = (await events('APP_OPEN')).filter((e) => e.membershipId === m.membershipId);
    expect(opens).toMatchObject([
      { audience: 'MEMBER', communityId: community.id },
      { audience: 'MEMBER', at: t.clock.now() },
    ]);
    // Switching to another of the member's communities opens the app there.
    const away = await createCommunity(t.database);
    const [mine] = await t.database.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.id, m.membershipId));
    const there = await addMembership(t.database, mine.userId, away.id);
    await t.database.db.update(users).set({ multiCommunity: true }).where(eq(users.id, mine.userId));
    const switched = await call('POST', '/app/v1/me/community', m.auth, { communitySlug: away.slug });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await events('APP_OPEN')).filter((e) => e.membershipId === there.id)).toMatchObject([
      { communityId: away.id, audience: 'MEMBER' },
    ]);
    // A refused refresh (an unknown token) opens nothing.
    expect((await call('POST', '/app/v1/auth/refresh', undefined, { refreshToken: 'nope' })).statusCode).toBe(
      401,
    );
    expect((await events('APP_OPEN')).filter((e) => e.membershipId === m.membershipId)).toHaveLength(2);
  });

  it('guests: a new guest joins once, every session counts, and an upgrade is recorded with the sign-up', async () => {
    const g = await guest('device-guest-1');
    t.clock.advance(3_600_000);
    await guest('device-guest-1');
    expect(await events('GUEST_JOINED')).toMatchObject([{ guestId: g.id, audience: 'GUEST' }]);
    expect(await events('GUEST_SESSION')).toMatchObject([
      { guestId: g.id, audience: 'GUEST' },
      { guestId: g.id, audience: 'GUEST' },
    ]);
    const up = await call('POST', '/app/v1/auth/sign-up', undefined, {
      firstName: 'Gus',
      lastName: 'Guest',
      email: 'gus@example.org',
      username: 'gus',
      password: PASSWORD,
      communitySlug: community.slug,
      guestToken: g.token,
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(await events('GUEST_UPGRADE')).toMatchObject([
      { guestId: g.id, audience: 'GUEST', membershipId: null },
    ]);
    expect(await events('MEMBER_SIGNUP')).toHaveLength(1);
    // The upgraded device's guest session is refused and records nothing.
    expect(
      (
        await call('POST', '/app/v1/guests/session', undefined, {
          communitySlug: community.slug,
          deviceId: 'device-guest-1',
          platform: 'ios',
        })
      ).statusCode,
    ).toBe(409);
    expect(await events('GUEST_SESSION')).toHaveLength(2);
  });

  it('members: an import that makes an active membership and an accepted invitation are sign-ups', async () => {
    const other = await createCommunity(t.database);
    const person = await createUser(t.database, { email: 'shared@example.org' });
    await addMembership(t.database, person.id, other.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import',
      payload: 'email,first_name,last_name\nshared@example.org,Shared,Person\nnew@example.org,New,One',
      headers: { ...admin, 'content-type': 'text/csv' },
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.drain();
    await t.drain();
    // Only the new account's membership is active; the existing account was invited.
    const [fresh] = await t.database.db.select().from(users).where(eq(users.email, 'new@example.org'));
    const imported = await events('MEMBER_SIGNUP');
    expect(imported).toHaveLength(1);
    const [m] = await t.database.db
      .execute<{ user_id: string }>(
        sql`select user_id from memberships where id = ${imported[0].membershipId}`,
      )
      .then((r) => (r as unknown as { rows: { user_id: string }[] }).rows);
    expect(m.user_id).toBe(fresh.id);

    const invitation = (await t.outbox()).find((mail) => mail.to === 'shared@example.org')!;
    const { token } = linkIn(invitation, '/invitations/');
    t.clock.advance(1000);
    expect((await call('POST', `/v1/invitations/${token}/accept`)).statusCode).toBe(200);
    expect(await events('MEMBER_SIGNUP')).toHaveLength(2);
    expect((await events('MEMBER_SIGNUP'))[1]).toMatchObject({
      audience: 'MEMBER',
      communityId: community.id,
    });
  });

  it('publishing: a publish by a community (CLIENT) or platform (ADMIN) administrator, scheduled ones by who scheduled', async () => {
    const news = await publish('news', { headline: 'Now' });
    expect(await events('PUBLISH')).toMatchObject([
      { feedItemId: news.id, detail: 'CLIENT', audience: 'NONE' },
    ]);
    // A change of a live item's audience is not another publish.
    expect((await call('PATCH', `/v2/feed/publish/${news.id}`, admin, { open: true })).statusCode).toBe(200);
    expect(await events('PUBLISH')).toHaveLength(1);

    // The queue's clock is the database's: the app's clock an hour behind it makes "in 10 minutes" already due.
    t.clock.set(new Date(Date.now() - 3_600_000));
    const later = (await call('POST', '/v1/base/news', admin, { headline: 'Later' })).json();
    const at = new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000 + 10 * 60_000);
    expect(
      (await call('PATCH', `/v2/feed/publish/${later.id}`, admin, { publishAt: at.toISOString() }))
        .statusCode,
    ).toBe(200);
    expect(await events('PUBLISH')).toHaveLength(1);
    // The administrator who scheduled it is a platform administrator by the time it goes out.
    await t.database.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, adminUser.id));
    t.clock.set(new Date(at.getTime() + 1000));
    await t.drain();
    const [item] = await t.database.db.select().from(feedItems).where(eq(feedItems.id, later.id));
    expect(item.status).toBe('PUBLISHED');
    expect(
      (await events('PUBLISH'))
        .map((e) => [e.feedItemId, e.detail])
        .sort((a, b) => a[1]!.localeCompare(b[1]!)),
    ).toEqual([
      [later.id, 'ADMIN'],
      [news.id, 'CLIENT'],
    ]);
  });

  it('push: sent once per send, delivered per accepted device with its audience and item, opened once', async () => {
    const m = await member();
    const g = await guest('device-guest-push');
    expect(
      (await call('PUT', '/app/v1/devices', m.auth, { platform: 'ios', token: 'member-phone' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/app/v1/devices', m.auth, { platform: 'android', token: 'member-tablet' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/app/v1/devices', g.auth, { platform: 'ios', token: 'guest-phone' })).statusCode,
    ).toBe(200);
    const news = await publish('news', { headline: 'Pushed' }, { open: true });
    const sent = await call('POST', '/v1/notifications', admin, {
      title: 'News',
      body: 'Read it',
      open: true,
      withData: true,
      data: news.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().id as string;
    await t.drain();

    expect(await events('NOTIFICATION_SENT')).toMatchObject([
      { notificationId: id, audience: 'NONE', feedItemId: null, membershipId: null, guestId: null },
    ]);
    const delivered = await events('NOTIFICATION_DELIVERED');
    expect(
      delivered.map((d) => [d.audience, d.membershipId ?? d.guestId, d.feedItemId, d.notificationId]).sort(),
    ).toEqual(
      [
        ['GUEST', g.id, news.id, id],
        ['MEMBER', m.membershipId, news.id, id],
        ['MEMBER', m.membershipId, news.id, id],
      ].sort(),
    );

    const open = (auth: H, token: string) =>
      call('POST', `/app/v1/notifications/${id}/open`, auth, { token });
    expect((await open(m.auth, 'member-phone')).json().firstOpen).toBe(true);
    expect((await open(m.auth, 'member-phone')).json().firstOpen).toBe(false);
    expect((await open(g.auth, 'guest-phone')).json().firstOpen).toBe(true);
    const opened = await events('NOTIFICATION_OPENED');
    expect(
      opened.map((o) => [o.audience, o.membershipId ?? o.guestId, o.feedItemId, o.notificationId]).sort(),
    ).toEqual(
      [
        ['GUEST', g.id, news.id, id],
        ['MEMBER', m.membershipId, news.id, id],
      ].sort(),
    );
    // Running the send again (a retry) records nothing more.
    await t.drain();
    expect(await events('NOTIFICATION_SENT')).toHaveLength(1);
    expect(await events('NOTIFICATION_DELIVERED')).toHaveLength(3);
  });
});
