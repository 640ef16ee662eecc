import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityLanguages } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { cascadeTools, policy, type Headers } from './helpers/cascade';
import { addMembership, createCommunity, createUser } from './helpers/factories';
import { insertDevices } from './helpers/push-community';
import { login } from './helpers/session';

// Issue 36 #2 and #5: the review before an emergency alert shows who its cascade can reach by which channel, each
// language's text (encoding, segments, price) and voice, and the time and cost at the providers' rates.
describe('the review of an alert’s cascade', () => {
  let t: TestContext;
  let admin: Headers;
  let community: { id: string; slug: string };
  const tools = cascadeTools(() => t);
  const estimate = (body: object, headers = admin) =>
    tools.inject('POST', '/v1/notifications/cascade/estimate', headers, {
      kind: 'EMERGENCY',
      alertType: 'EVACUATION',
      title: 'Evacuation order',
      body: 'Leave the east side now.',
      open: false,
      groups: [],
      recipients: [],
      ...body,
    });
  const cree = { language: 'cr', title: 'ᐱᒥᐦᒋᐁᐤ', body: 'ᐊ'.repeat(60) };
  const french = { language: 'fr', title: 'Évacuation', body: 'Quittez le secteur est.' };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    community = await createCommunity(t.database);
    await t.database.db.insert(communityLanguages).values([
      { communityId: community.id, tag: 'en', name: 'English', script: 'Latn', isDefault: true, position: 0 },
      { communityId: community.id, tag: 'fr', name: 'Français', script: 'Latn', position: 1 },
      { communityId: community.id, tag: 'cr', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', position: 2 },
    ]);
    const a = await createUser(t.database);
    await addMembership(t.database, a.id, community.id, { role: 'ADMIN', languages: ['en'] });
    admin = (await login(t.app, a.username)).auth;
    await tools.ok('PUT', '/v1/notifications/cascade/policy', admin, policy());
    await tools.ok('POST', '/v1/notifications/cascade/providers', admin, {
      kind: 'TWILIO',
      name: 'Texts and calls',
      baseUrl: 'https://api.twilio.example',
      accountSid: 'AC1',
      secret: 'token',
      smsSegmentCost: 0.01,
      voiceMinuteCost: 0.02,
      ttsLanguages: ['en', 'fr'],
      senders: [
        { kind: 'LONG_CODE', address: '+12045550100', perSecond: 1 },
        { kind: 'LONG_CODE', address: '+12045550102', perSecond: 1 },
        { kind: 'VOICE', address: '+12045550101', perSecond: 1 },
      ],
    });
  });

  /** The mix of the issue: app, mobile with and without alert consent, landline only, e-mail only, nothing. */
  async function mix() {
    const app = await tools.member(community.id, admin, []);
    await insertDevices(t.database, community.id, 2, { membershipId: app.membershipId });
    await tools.member(community.id, admin, [{ kind: 'MOBILE', value: '+12049470001' }], {});
    await tools.member(community.id, admin, [{ kind: 'MOBILE', value: '+12049470002', alerts: false }]);
    await tools.member(community.id, admin, [{ kind: 'LANDLINE', value: '+12049470003' }]);
    await tools.member(community.id, admin, [{ kind: 'EMAIL', value: 'only@example.org' }]);
    await tools.member(community.id, admin, [{ kind: 'EMAIL', value: 'none@example.org', alerts: false }]);
    // Another community's member and a suspended one are nobody's business here.
    const other = await createCommunity(t.database);
    const stranger = await createUser(t.database);
    await addMembership(t.database, stranger.id, other.id);
    const suspended = await tools.member(community.id, admin, [{ kind: 'MOBILE', value: '+12049470009' }]);
    await t.database.db.execute(
      sql`update memberships set status = 'SUSPENDED' where id = ${suspended.membershipId}`,
    );
  }

  it('counts the reach per channel for a mix of members, in this community only', async () => {
    await mix();
    const res = await estimate({});
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json();
    // Seven people: the six of the mix and the administrator (e-mailed at their account's address).
    expect(e).toMatchObject({
      applies: true,
      people: 7,
      reach: { devices: 1, sms: 1, voice: 2, emailOnly: 3, unreachable: 1 },
      // One text (the consenting mobile), two calls (it and the landline), an e-mail to all but the refusal.
      messages: { texts: 1, segments: 1, calls: 2, emails: 6 },
      cost: { sms: 0.01, voice: 0.04, total: 0.05, currency: 'CAD' },
      rates: { textsPerSecond: 2, callsPerSecond: 1 },
    });
    // The mobile is texted at once (no device), called 5 minutes later and e-mailed 10 after that.
    expect(e.time).toEqual({ textsSeconds: 0.5, callsSeconds: 2, cascadeMinutes: 15 });
  });

  it('shows each language’s encoding, segments, price and voice, with the people who get it', async () => {
    const cr = await tools.member(community.id, admin, [{ kind: 'MOBILE', value: '+12049470011' }]);
    const fr = await tools.member(community.id, admin, [{ kind: 'MOBILE', value: '+12049470012' }]);
    await t.database.db.execute(
      sql`update memberships set languages = array['cr'] where id = ${cr.membershipId}`,
    );
    await t.database.db.execute(
      sql`update memberships set languages = array['fr', 'en'] where id = ${fr.membershipId}`,
    );
    const e = (await estimate({ translations: [french, cree] })).json();
    expect(e.languages).toEqual([
      expect.objectContaining({
        language: 'en',
        people: 1,
        encoding: 'GSM-7',
        segments: 1,
        voice: 'TEXT_TO_SPEECH',
      }),
      expect.objectContaining({ language: 'fr', people: 1, encoding: 'GSM-7', segments: 1, unicode: [] }),
      // Syllabics make the text UCS-2: 6 + 60 + the English footer's 38 and two line breaks = 106 units, 2 parts.
      expect.objectContaining({
        language: 'cr',
        people: 1,
        encoding: 'UCS-2',
        characters: 106,
        segments: 2,
        smsCost: 0.02,
        unicode: expect.arrayContaining(['ᐱ', 'ᐊ']),
        voice: 'NONE',
      }),
    ]);
    expect(e.messages).toMatchObject({ texts: 2, segments: 3 });
    // No voice speaks Cree and nothing is recorded: the Cree reader is called in the alert's own English.
    expect(e.messages.calls).toBe(2);
  });

  it('says when the policy does not cover the alert, and refuses what the send refuses', async () => {
    expect((await estimate({ alertType: 'BOIL_WATER' })).json().applies).toBe(false);
    const notAlert = await estimate({ kind: 'STANDARD' });
    expect(notAlert.statusCode).toBe(400);
    expect(notAlert.json().message).toBe('Only an emergency alert has a cascade.');
    const other = await createCommunity(t.database);
    const outsider = await addMembership(t.database, (await createUser(t.database)).id, other.id);
    expect((await estimate({ recipients: [outsider.id] })).statusCode).toBe(404);
    expect((await estimate({ open: true, groups: [outsider.id] })).statusCode).toBe(400);
    // A member signed in to the app is no administrator.
    const m = await tools.member(community.id, admin, []);
    const memberHeaders = await tools.appSession(m.user.username, community.slug);
    expect([401, 403]).toContain((await estimate({}, memberHeaders)).statusCode);
  });

  it('answers times with no provider as unknown, and bounds the cascade by the senders’ rates', async () => {
    for (let i = 0; i < 30; i++)
      await tools.member(community.id, admin, [
        { kind: 'MOBILE', value: `+120494701${String(i).padStart(2, '0')}` },
      ]);
    // 30 texts at 2 a second: 15 s, well inside the 5 minutes before the calls; 30 calls at 1 a second: 30 s.
    const e = (await estimate({})).json();
    expect(e.time).toMatchObject({ textsSeconds: 15, callsSeconds: 30 });
    // The last calls are placed 30 s after the call step at 5 min; the e-mails go at 15 min.
    expect(e.time.cascadeMinutes).toBe(15);
    const [p] = (await tools.ok('GET', '/v1/notifications/cascade/providers', admin)).data;
    await tools.ok('DELETE', `/v1/notifications/cascade/providers/${p.id}`, admin);
    const none = (await estimate({})).json();
    expect(none.time).toMatchObject({ textsSeconds: null, callsSeconds: null });
    expect(none.cost).toEqual({ sms: 0, voice: 0, total: 0, currency: 'CAD' });
  });
});
