import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CascadePolicyBody, CascadeProviderBody } from '@gathering/contract';
import { startSmsSimulator, type SmsSimulator } from '../../src/dev/sms-simulator';
import { rowsOf } from '../../src/db/rows';
import { createTestContext, type TestContext } from './app';
import { PASSWORD, addMembership, createUser } from './factories';
import { pushCommunity } from './push-community';
import { startPushRig } from './push';

export type Headers = { authorization: string };
export const TOKEN = 'simulated-auth-token-1';
export const TOKEN_2 = 'simulated-auth-token-2';

/**
 * The SMS and voice simulator, its callbacks posted into the test's app (signed with the account's token over the
 * address the server gave, as the provider would).
 */
export async function cascadeSimulator(t: () => TestContext): Promise<SmsSimulator> {
  return startSmsSimulator({
    accounts: { AC1: TOKEN, AC2: TOKEN_2 },
    post: async (url, params, signature) => {
      const res = await t().app.inject({
        method: 'POST',
        url: url.replace(t().config.publicUrl, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });
      return { status: res.statusCode, body: res.body };
    },
  });
}

export const provider = (
  sim: SmsSimulator,
  over: Partial<CascadeProviderBody> = {},
): CascadeProviderBody => ({
  kind: 'TWILIO',
  name: 'Simulated',
  baseUrl: sim.url,
  accountSid: 'AC1',
  secret: TOKEN,
  smsSegmentCost: 0.01,
  voiceMinuteCost: 0.02,
  senders: [
    { kind: 'LONG_CODE', address: '+12045550100', perSecond: 20 },
    { kind: 'VOICE', address: '+12045550101', perSecond: 20 },
  ],
  ...over,
});

export const policy = (over: Partial<CascadePolicyBody> = {}): CascadePolicyBody => ({
  enabled: true,
  alertTypes: ['EVACUATION'],
  steps: [
    { channel: 'PUSH', afterMinutes: 0 },
    { channel: 'SMS', afterMinutes: 5 },
    { channel: 'VOICE', afterMinutes: 5 },
    { channel: 'EMAIL', afterMinutes: 10 },
  ],
  cycles: 1,
  cycleAfterMinutes: 30,
  receiptTimeoutSeconds: 120,
  ...over,
});

export function cascadeTools(t: () => TestContext) {
  const inject = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t().app.inject({ method, url, headers, payload });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => {
    const res = await inject(method, url, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return {
    inject,
    ok,
    /** A member with these channels (set by their administrator); answers the membership. */
    async member(communityId: string, admin: Headers, channels: object[], over: object = {}) {
      const user = await createUser(t().database, over);
      const m = await addMembership(t().database, user.id, communityId);
      await ok('PUT', `/v1/members/${m.id}/contacts`, admin, { channels });
      return { user, membershipId: m.id as string };
    },
    /** Signs a member in to the app: answers their headers. */
    async appSession(username: string, slug: string) {
      const res = await inject('POST', '/app/v1/auth/sign-in', undefined, {
        credential: username,
        password: PASSWORD,
        communitySlug: slug,
      });
      return { authorization: `Bearer ${res.json().accessToken}` };
    },
    async alert(admin: Headers, over: object = {}) {
      const id = (
        await ok('POST', '/v1/notifications', admin, {
          title: 'Evacuation order',
          body: 'Leave the east side now.',
          kind: 'EMERGENCY',
          alertType: 'EVACUATION',
          ...over,
        })
      ).id as string;
      await t().drain();
      return id;
    },
    /** One tick of the cascade's worker, then until its senders have handed everything over. */
    run: () => t().app.cascade.settle(),
    /** Moves the test clock on, then runs. */
    async after(minutes: number) {
      t().clock.set(new Date(t().clock.now().getTime() + minutes * 60_000));
      await t().app.cascade.settle();
    },
    async people(id: string) {
      const r = await t().database.db.execute(sql`
        select membership_id as "membershipId", state, confirmed_via as via from alert_people
        where notification_id = ${id}`);
      return new Map(
        rowsOf<{ membershipId: string; state: string; via: string | null }>(r).map((p) => [
          p.membershipId,
          p,
        ]),
      );
    },
    /** An alert's texts, calls and e-mails (one person's, when named), oldest first. */
    async attempts(id: string, membershipId?: string) {
      const r = await t().database.db.execute(sql`
        select channel, to_address as "to", status, failover, provider_ref as ref, reason from alert_attempts
        where notification_id = ${id} and (${membershipId ?? null}::uuid is null or membership_id = ${membershipId ?? null}::uuid)
        order by created_at, failover`);
      return rowsOf<{
        channel: string;
        to: string;
        status: string;
        failover: number;
        ref: string | null;
        reason: string | null;
      }>(r);
    },
  };
}

/** What cascadeSuite() sets up: read it in a test (or a later beforeEach), never at the describe's top level. */
export interface CascadeSuite {
  rig: Awaited<ReturnType<typeof startPushRig>>;
  t: TestContext;
  sim: SmsSimulator;
  /** A community with push credentials, fresh before each test. */
  community: { id: string; slug: string };
  /** Its administrator's username (sign in with login(t.app, adminName)). */
  adminName: string;
}

/**
 * The cascade suites' set-up, as hooks of the calling describe: a push rig, a test app using it and the SMS and voice
 * simulator for the whole suite; before each test an emptied database, the simulators reset, and a community with
 * push credentials and an administrator (`admin` names them).
 */
export function cascadeSuite(admin: { firstName?: string; lastName?: string } = {}): CascadeSuite {
  const s = {} as CascadeSuite;
  beforeAll(async () => {
    s.rig = await startPushRig();
    s.t = await createTestContext({ deps: { pushProviders: s.rig.providers } });
    s.sim = await cascadeSimulator(() => s.t);
  });
  afterAll(async () => {
    await s.t?.close();
    await s.sim?.close();
    await s.rig?.close();
  });
  beforeEach(async () => {
    await s.t.reset();
    s.sim.reset();
    s.rig.sim.reset();
    s.community = await pushCommunity(s.t.database, s.t.config.pushCredentialsKey, s.rig.newCreds());
    const a = await createUser(s.t.database, admin);
    await addMembership(s.t.database, a.id, s.community.id, { role: 'ADMIN' });
    s.adminName = a.username;
  });
  return s;
}
