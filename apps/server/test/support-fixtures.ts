import { beforeEach } from 'vitest';
import { sessions } from '../src/db/schema';
import { createTokenSigner } from '../src/modules/auth/auth.tokens';
import { TEST_JWT_SECRET, type TestContext } from './helpers/app';
import { useTestContext } from './helpers/context';
import { addMembership, createCommunityAdmin, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';
import { memberSession } from './platform-fixtures';

/** A fresh app access token for a member, signed at the test clock's now (tests that move time need them). */
async function memberToken(t: TestContext, userId: string, communityId: string) {
  const [session] = await t.database.db
    .insert(sessions)
    .values({ userId, communityId, expiresAt: new Date(t.clock.now().getTime() + 90 * 86_400_000) })
    .returning({ id: sessions.id });
  const { accessToken } = await createTokenSigner(TEST_JWT_SECRET).sign(
    { userId, sessionId: session.id },
    t.clock.now(),
  );
  return `Bearer ${accessToken}`;
}

export const DEVICE = {
  os: 'ios',
  osVersion: '18.2',
  device: 'iPhone15,2',
  manufacturer: 'Apple',
  network: 'wifi',
  timezone: 'America/Winnipeg',
};

export const ticketBody = (over: Record<string, unknown> = {}) => ({
  type: 'APP_PROBLEM',
  message: 'The feed does not load.',
  appBuild: '2.8.6.250410398',
  deviceDetails: DEVICE,
  ...over,
});

type Headers = { authorization: string };

/**
 * Two communities (each with an administrator and a member), a platform administrator, and request helpers.
 * `home` is the community under test; `other` exists to prove tenancy.
 */
export async function supportWorld(t: TestContext) {
  const home = await createCommunityAdmin(t.database, {
    username: 'chief',
    firstName: 'Aiyana',
    lastName: 'Cardinal',
  });
  const other = await createCommunityAdmin(t.database, { username: 'otherchief' });
  await createPlatformAdmin(t.database, { username: 'platform' });
  const member = await memberSession(t, home.community.id);
  const otherMember = await memberSession(t, home.community.id);
  const foreignMember = await memberSession(t, other.community.id);
  const admin = (await login(t.app, 'chief')).auth;
  const otherAdmin = (await login(t.app, 'otherchief')).auth;
  const platform = (await login(t.app, 'platform')).auth;

  const req = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  async function raise(headers: Headers = member.auth, over: Record<string, unknown> = {}) {
    const res = await req('POST', '/app/v1/support/tickets', headers, ticketBody(over));
    if (res.statusCode !== 201) throw new Error(`raise failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; status: string };
  }

  /** A second administrator of the home community (read markers are per administrator). */
  async function secondAdmin() {
    const u = await createUser(t.database, { username: 'deputy' });
    await addMembership(t.database, u.id, home.community.id, { role: 'ADMIN', scope: 'INVITED' });
    return (await login(t.app, 'deputy')).auth;
  }

  return {
    home,
    other,
    member,
    otherMember,
    foreignMember,
    admin,
    otherAdmin,
    platform,
    req,
    raise,
    secondAdmin,
    relogin,
  };

  /** New tokens for everyone at the clock's current time (access tokens last minutes; tests move days). */
  async function relogin() {
    admin.authorization = (await login(t.app, 'chief')).auth.authorization;
    otherAdmin.authorization = (await login(t.app, 'otherchief')).auth.authorization;
    platform.authorization = (await login(t.app, 'platform')).auth.authorization;
    for (const m of [member, otherMember, foreignMember])
      m.auth.authorization = await memberToken(t, m.user.id, m.communityId);
  }
}

export async function guestSession(t: TestContext, communitySlug: string, deviceId = 'device-0001-abcdef') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app/v1/guests/session',
    payload: { communitySlug, deviceId, platform: 'android' },
  });
  return { authorization: `Bearer ${(res.json() as { guestToken: string }).guestToken}` };
}

export const NOT_FOUND = 'Support Ticket was invalid or could not be found';
export const MISSING = '00000000-0000-4000-8000-000000000000';

export interface Comment {
  id: string;
  comment: string;
  internal: boolean;
  parents: string[];
  posterDetails: { id: string; initials: string; name: string; email: string | null; role: string };
  replies: Comment[];
}

/** Every comment of a nested thread, depth first. */
export const flatten = (list: Comment[]): Comment[] => list.flatMap((c) => [c, ...flatten(c.replies)]);

/** The app, and a fresh `supportWorld` in `w` before each test. */
export function useSupportWorld() {
  const t = useTestContext();
  const w = {} as Awaited<ReturnType<typeof supportWorld>>;
  beforeEach(async () => {
    Object.assign(w, await supportWorld(t));
  });
  return { t, w };
}
