import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsSimulator } from '../src/dev/sms-simulator';
import type { TestContext } from './helpers/app';
import { cascadeSuite, cascadeTools, policy, provider, type Headers } from './helpers/cascade';
import { addMembership, createUser } from './helpers/factories';
import { login } from './helpers/session';

// Issue 36 #3: one state machine per person per alert, under the test clock: push → after N minutes SMS → voice →
// e-mail; a confirmation (app, SMS reply, key press, e-mail link) stops that person's cascade at once; unreachable
// when every channel failed. Texts and calls go to the Twilio-compatible simulator; its callbacks come back signed.
describe('the alert cascade, person by person', () => {
  const suite = cascadeSuite();
  let t: TestContext;
  let sim: SmsSimulator;
  let admin: Headers;
  let adminName: string;
  let community: { id: string; slug: string };
  let providerId: string;
  const tools = cascadeTools(() => t);

  beforeEach(async () => {
    ({ t, sim, community, adminName } = suite);
    admin = (await login(t.app, adminName)).auth;
    await tools.ok('PUT', '/v1/notifications/cascade/policy', admin, policy());
    providerId = (await tools.ok('POST', '/v1/notifications/cascade/providers', admin, provider(sim))).data[0]
      .id;
  });

  // The test clock moves past an access token's life: a fresh sign-in for the alert page.
  const counts = async (id: string) =>
    tools.ok('GET', `/v1/notifications/${id}/cascade`, (await login(t.app, adminName)).auth);
  const mobile = (value: string, over: object = {}) => ({ kind: 'MOBILE', value, ...over });
  const to = (n: string) => sim.messages.filter((m) => m.to === n);

  it('walks SMS, then a call, and stops at the key press', async () => {
    const { membershipId, user } = await tools.member(community.id, admin, [mobile('+12049470001')]);
    const membershipEmail = user.email;
    const id = await tools.alert(admin);
    await tools.run();
    // No device: the push step has nothing for them, so the text goes at once.
    expect(to('+12049470001').map((m) => [m.kind, m.from])).toEqual([['SMS', '+12045550100']]);
    const text = to('+12049470001')[0];
    expect(text.body).toContain('Evacuation order');
    expect(text.body).toContain('Reply 1');
    expect((await sim.receipt(text, 'delivered')).status).toBe(204);
    expect((await tools.attempts(id, membershipId))[0]).toMatchObject({
      channel: 'SMS',
      status: 'DELIVERED',
      ref: text.sid,
    });

    await tools.after(4);
    expect(to('+12049470001')).toHaveLength(1);
    await tools.after(1);
    const call = to('+12049470001')[1];
    expect(call).toMatchObject({ kind: 'CALL', from: '+12045550101' });
    expect(call.twiml).toContain('<Say language="en-CA">Evacuation order. Leave the east side now.</Say>');
    expect(call.twiml).toContain('<Gather numDigits="1"');

    // A wrong key changes nothing; 1 confirms, and the call says thank you.
    expect((await sim.press(call, '2')).body).not.toContain('<Say');
    expect((await tools.people(id)).get(membershipId)?.state).not.toBe('CONFIRMED');
    const pressed = await sim.press(call, '1');
    expect(pressed.body).toContain('Thank you');
    expect((await tools.people(id)).get(membershipId)).toMatchObject({ state: 'CONFIRMED', via: 'VOICE' });

    // The e-mail step never comes for them.
    await tools.after(30);
    await t.drain();
    expect((await t.outbox()).filter((m) => m.to.includes(membershipEmail))).toHaveLength(0);
    expect(to('+12049470001')).toHaveLength(2);
    expect(await counts(id)).toMatchObject({
      status: 'FINISHED',
      people: { CONFIRMED: 1 },
      confirmedVia: { VOICE: 1 },
      attempts: { SMS: { DELIVERED: 1 }, VOICE: { SENT: 1 } },
    });
  });

  it('is confirmed by an SMS reply (1, OK, OUI) from the number texted, and by nobody else', async () => {
    const a = await tools.member(community.id, admin, [mobile('+12049470011')]);
    const b = await tools.member(community.id, admin, [mobile('+12049470012')]);
    const id = await tools.alert(admin);
    await tools.run();
    const inbound = `${t.config.publicUrl}/v1/public/cascade/providers/${providerId}/inbound`;
    // A stranger's "OUI" confirms nobody; then each member's own reply confirms them.
    await sim.reply('AC1', inbound, '+12049479999', '+12045550100', 'OUI');
    expect([...(await tools.people(id)).values()].every((p) => p.state !== 'CONFIRMED')).toBe(true);
    expect((await sim.reply('AC1', inbound, '+12049470011', '+12045550100', ' oui! ')).status).toBe(200);
    await sim.reply('AC1', inbound, '+12049470012', '+12045550100', 'ok');
    const people = await tools.people(id);
    expect(people.get(a.membershipId)).toMatchObject({ state: 'CONFIRMED', via: 'SMS' });
    expect(people.get(b.membershipId)).toMatchObject({ state: 'CONFIRMED', via: 'SMS' });
    await tools.after(20);
    expect(sim.messages.filter((m) => m.kind === 'CALL')).toHaveLength(0);
  });

  it('honours STOP / ARRÊT at once, in the audit trail, and texts that number no more', async () => {
    const a = await tools.member(community.id, admin, [mobile('+12049470021', { news: true })]);
    const inbound = `${t.config.publicUrl}/v1/public/cascade/providers/${providerId}/inbound`;
    await sim.reply('AC1', inbound, '+12049470021', '+12045550100', 'Arrêt');
    const { channels } = await tools.ok('GET', `/v1/members/${a.membershipId}/contacts`, admin);
    expect(channels[0]).toMatchObject({ alerts: false, news: false, consentSource: 'SMS_STOP' });
    const trail = await tools.ok('GET', `/v1/audit?action=contacts.consent_changed`, admin);
    expect(JSON.stringify(trail)).toContain('SMS_STOP');

    const id = await tools.alert(admin);
    await tools.run();
    await tools.after(20);
    // Nothing more to that number: STOP withdrew the channel's consent to alerts (texts and calls alike).
    expect(to('+12049470021')).toHaveLength(0);
    admin = (await login(t.app, adminName)).auth;
    // START gives the emergency alerts back (news needs the member's own consent again).
    await sim.reply('AC1', inbound, '+12049470021', '+12045550100', 'START');
    const after = await tools.ok('GET', `/v1/members/${a.membershipId}/contacts`, admin);
    expect(after.channels[0]).toMatchObject({ alerts: true, news: false, consentSource: 'SMS_START' });
    expect((await tools.people(id)).get(a.membershipId)?.state).toBe('UNCONFIRMED');
  });

  it('is confirmed by the app: no text goes to someone who acknowledged', async () => {
    const user = await createUser(t.database);
    const m = await addMembership(t.database, user.id, community.id);
    const app = await tools.appSession(user.username, community.slug);
    await tools.ok('PUT', '/app/v1/devices', app, { platform: 'ios', token: 'apns-x1' });
    await tools.ok('PUT', '/app/v1/me/contacts', app, { channels: [mobile('+12049470031')] });
    const id = await tools.alert(admin);
    await tools.run();
    // The push went out; the SMS waits its 5 minutes.
    expect(to('+12049470031')).toHaveLength(0);
    await tools.ok('POST', `/app/v1/notifications/${id}/acknowledge`, app, { token: 'apns-x1' });
    await tools.after(10);
    expect(to('+12049470031')).toHaveLength(0);
    expect((await tools.people(id)).get(m.id)).toMatchObject({ state: 'CONFIRMED', via: 'APP' });
  });

  it("is confirmed by the e-mail's link, which a GET only shows", async () => {
    const { membershipId } = await tools.member(community.id, admin, [
      { kind: 'EMAIL', value: 'elder@example.org' },
    ]);
    const id = await tools.alert(admin);
    await tools.run();
    await t.drain();
    const mail = (await t.outbox()).find((m) => m.to.includes('elder@example.org'))!;
    expect(mail.subject).toBe('Emergency alert: Evacuation order');
    const token = /\/alerts\/confirm\/([\w-]+)/.exec(mail.text)![1];
    const shown = await tools.ok('GET', `/v1/public/cascade/confirm/${token}`);
    expect(shown).toMatchObject({ title: 'Evacuation order', confirmed: false });
    expect((await tools.people(id)).get(membershipId)?.state).not.toBe('CONFIRMED');
    expect((await tools.ok('POST', `/v1/public/cascade/confirm/${token}`)).confirmed).toBe(true);
    expect((await tools.people(id)).get(membershipId)).toMatchObject({ state: 'CONFIRMED', via: 'EMAIL' });
    expect((await tools.inject('POST', `/v1/public/cascade/confirm/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('is unreachable when every channel failed', async () => {
    sim.answer((m) =>
      m.to === '+12049470041' ? { status: 400, code: 21211, message: "Invalid 'To'" } : undefined,
    );
    const { membershipId } = await tools.member(community.id, admin, [
      mobile('+12049470041'),
      { kind: 'EMAIL', value: 'off@example.org', alerts: false },
    ]);
    const id = await tools.alert(admin);
    await tools.run();
    await tools.after(5);
    await tools.after(10);
    const attempts = await tools.attempts(id, membershipId);
    expect(attempts.map((a) => [a.channel, a.status])).toEqual([
      ['SMS', 'FAILED'],
      ['VOICE', 'FAILED'],
    ]);
    expect(attempts[0].reason).toContain('21211');
    expect((await tools.people(id)).get(membershipId)?.state).toBe('UNREACHABLE');
    expect((await counts(id)).people.UNREACHABLE).toBe(1);
  });

  it('believes a callback only with the signature of the provider’s own token', async () => {
    const { membershipId } = await tools.member(community.id, admin, [mobile('+12049470051')]);
    const id = await tools.alert(admin);
    await tools.run();
    const text = to('+12049470051')[0];
    const url = new URL(text.statusCallback).pathname;
    const post = (signature: string, payload = `MessageSid=${text.sid}&MessageStatus=failed`) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload,
      });
    expect((await post('bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    expect((await post('')).statusCode).toBe(403);
    expect((await tools.attempts(id, membershipId))[0].status).toBe('SENT');
    const other = url.replace(providerId, crypto.randomUUID());
    expect((await t.app.inject({ method: 'POST', url: other, payload: {} })).statusCode).toBe(404);
    expect(
      (await sim.receipt(text, 'failed', { code: '30006', message: 'Landline or unreachable carrier' }))
        .status,
    ).toBe(204);
    expect((await tools.attempts(id, membershipId))[0]).toMatchObject({
      status: 'FAILED',
      reason: '30006: Landline or unreachable carrier',
    });
  });
});
