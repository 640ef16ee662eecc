import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsSimulator } from '../src/dev/sms-simulator';
import type { TestContext } from './helpers/app';
import { cascadeSuite, cascadeTools, policy, provider, type Headers } from './helpers/cascade';
import { addMembership, createUser } from './helpers/factories';
import { login } from './helpers/session';

// Issue 35: the member web app acknowledges an alert through the phones' route with no device token of its own
// (a browser without a push subscription). The acknowledgement is the person's: the administrator's alert page
// counts it, and the alert cascade confirms them (APP) and texts them no more.
describe('an alert acknowledged from the member web app', () => {
  const suite = cascadeSuite();
  let t: TestContext;
  let sim: SmsSimulator;
  let adminName: string;
  let community: { id: string; slug: string };
  const tools = cascadeTools(() => t);

  beforeEach(() => {
    ({ t, sim, community, adminName } = suite);
  });
  const admin = async (): Promise<Headers> => (await login(t.app, adminName)).auth;

  it('is counted on the alert page and confirms the person in the cascade', async () => {
    const head = await admin();
    await tools.ok('PUT', '/v1/notifications/cascade/policy', head, policy());
    await tools.ok('POST', '/v1/notifications/cascade/providers', head, provider(sim));
    const user = await createUser(t.database);
    const m = await addMembership(t.database, user.id, community.id);
    // Their phone has the app; the browser they read on now has no push subscription.
    const phone = await tools.appSession(user.username, community.slug);
    await tools.ok('PUT', '/app/v1/devices', phone, { platform: 'ios', token: 'apns-w1' });
    await tools.ok('PUT', '/app/v1/me/contacts', phone, {
      channels: [{ kind: 'MOBILE', value: '+12049470041' }],
    });
    const browser = await tools.appSession(user.username, community.slug);
    const id = await tools.alert(head);
    await tools.run();

    const inbox = await tools.ok('GET', '/app/v1/notifications', browser);
    expect(inbox.data).toEqual([expect.objectContaining({ id, kind: 'EMERGENCY', acknowledged: false })]);
    expect(await tools.ok('POST', `/app/v1/notifications/${id}/acknowledge`, browser, {})).toMatchObject({
      firstAcknowledgement: true,
    });

    await tools.after(10);
    expect(sim.messages.filter((msg) => msg.to === '+12049470041')).toHaveLength(0);
    expect((await tools.people(id)).get(m.id)).toMatchObject({ state: 'CONFIRMED', via: 'APP' });
    const page = await admin();
    expect((await tools.ok('GET', `/v1/notifications/${id}`, page)).figures).toMatchObject({
      delivered: 1,
      acknowledged: 1,
    });
    expect(await tools.ok('GET', `/v1/notifications/${id}/cascade`, page)).toMatchObject({
      people: { CONFIRMED: 1 },
      confirmedVia: { APP: 1 },
    });
  });
});
