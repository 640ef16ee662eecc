import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { PASSWORD, addMembership, createUser } from './helpers/factories';
import { pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

type Headers = { authorization: string };

// Issue 23: one push, one alert, each device's payload in its language, in one send (one notification row).
describe('pushes and alerts in each device’s language', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let community: { id: string; slug: string };
  let admin: Headers;

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
    community = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const a = await createUser(t.database);
    await addMembership(t.database, a.id, community.id, { role: 'ADMIN' });
    admin = (await login(t.app, a.username)).auth;
    const res = await inject('PUT', '/v1/community/languages', admin, {
      languages: [
        { tag: 'en', name: 'English', script: 'Latn', isDefault: true },
        { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
        { tag: 'fr', name: 'Français', script: 'Latn' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  /** A member with one device reporting `locale`; their chosen languages, if any, set after. */
  async function member(token: string, platform: 'ios' | 'android', locale: string, chosen?: string[]) {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id);
    const res = await inject('POST', '/app/v1/auth/sign-in', undefined, {
      credential: user.username,
      password: PASSWORD,
      communitySlug: community.slug,
    });
    const auth = { authorization: `Bearer ${res.json().accessToken}` };
    expect((await inject('PUT', '/app/v1/devices', auth, { platform, token, locale })).statusCode).toBe(200);
    if (chosen) await inject('PUT', '/app/v1/me/languages', auth, { languages: chosen });
    rig.sim.watch(token);
    return auth;
  }

  /** The title and body the simulator received for this token. */
  function shown(token: string) {
    const req = rig.sim.lastRequest(token);
    if (!req) return null;
    const payload = JSON.parse(req.body);
    const text = payload.aps?.alert ?? payload.message?.notification;
    return { title: text.title as string, body: text.body as string };
  }

  const translations = [
    { language: 'crk', title: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ', body: 'ᐅᑳᐏᒪᐤ ᐊᐢᑭᕀ ᐊᔭᐦᐃᐤ᙮' },
    { language: 'fr', title: 'Route fermée', body: 'La route 6 est fermée jusqu’à midi.' },
  ];

  it('sends a push to three devices, each in its language, as one notification', async () => {
    // Cree by the device's locale (the member chose nothing: the device's locale became their language),
    // French by the member's choice over the device's English locale, English where nothing matches.
    await member('apns-crk', 'ios', 'crk_CA');
    await member('fcm-fr', 'android', 'en-CA', ['fr', 'en']);
    await member('apns-en', 'ios', 'de-DE');
    const res = await inject('POST', '/v1/notifications', admin, {
      title: 'Road closed',
      body: 'Highway 6 is closed until noon.',
      translations,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translations.map((v: { language: string }) => v.language)).toEqual(['crk', 'fr']);
    await t.drain();
    expect(shown('apns-crk')).toEqual({ title: translations[0].title, body: translations[0].body });
    expect(shown('fcm-fr')).toEqual({ title: translations[1].title, body: translations[1].body });
    expect(shown('apns-en')).toEqual({ title: 'Road closed', body: 'Highway 6 is closed until noon.' });
    const detail = (await inject('GET', `/v1/notifications/${res.json().id}`, admin)).json();
    expect(detail.figures).toMatchObject({ recipients: 3, delivered: 3 });
  });

  it('reviews a send with the reach of each language, as the send then delivers them (issue 40 #7)', async () => {
    await member('apns-crk', 'ios', 'crk_CA');
    await member('fcm-fr', 'android', 'en-CA', ['fr', 'en']);
    await member('apns-en', 'ios', 'de-DE');
    const g = await inject('POST', '/app/v1/guests/session', undefined, {
      communitySlug: community.slug,
      deviceId: 'guest-device-fr-2',
      platform: 'android',
    });
    const guest = { authorization: `Bearer ${g.json().guestToken}` };
    const device = { platform: 'android', token: 'fcm-guest-fr', locale: 'fr-CA' };
    expect((await inject('PUT', '/app/v1/devices', guest, device)).statusCode).toBe(200);
    rig.sim.watch('fcm-guest-fr');
    const send = { title: 'Road closed', body: 'Highway 6 is closed until noon.', open: true, translations };
    const reach = await inject('POST', '/v1/notifications/reach', admin, send);
    expect(reach.statusCode, reach.body).toBe(200);
    expect(reach.json().byLanguage).toEqual([
      { language: 'en', members: 1, guests: 0, devices: 1 },
      { language: 'crk', members: 1, guests: 0, devices: 1 },
      { language: 'fr', members: 1, guests: 1, devices: 2 },
    ]);
    // A version without its body is not sent: its readers count under the default, which they then get.
    const halfFrench = [translations[0], { ...translations[1], body: '' }];
    const partial = await inject('POST', '/v1/notifications/reach', admin, {
      ...send,
      translations: halfFrench,
    });
    expect(partial.json().byLanguage).toEqual([
      { language: 'en', members: 2, guests: 1, devices: 3 },
      { language: 'crk', members: 1, guests: 0, devices: 1 },
    ]);
    // One language: everyone under it.
    const plain = await inject('POST', '/v1/notifications/reach', admin, { open: true });
    expect(plain.json().byLanguage).toEqual([{ language: 'en', members: 3, guests: 1, devices: 4 }]);
    expect((await inject('POST', '/v1/notifications', admin, send)).statusCode).toBe(200);
    await t.drain();
    expect(shown('fcm-fr')?.title).toBe(translations[1].title);
    expect(shown('fcm-guest-fr')?.title).toBe(translations[1].title);
    expect(shown('apns-crk')?.title).toBe(translations[0].title);
    expect(shown('apns-en')?.title).toBe('Road closed');
  });

  it('sends an emergency alert to three devices in their languages in one send, guests by their own locale', async () => {
    await member('apns-crk', 'ios', 'en', ['crk']);
    await member('fcm-en', 'android', 'en-US');
    const g = await inject('POST', '/app/v1/guests/session', undefined, {
      communitySlug: community.slug,
      deviceId: 'guest-device-fr-1',
      platform: 'android',
    });
    const guest = { authorization: `Bearer ${g.json().guestToken}` };
    expect(
      (
        await inject('PUT', '/app/v1/devices', guest, {
          platform: 'android',
          token: 'fcm-guest-fr',
          locale: 'fr-CA',
        })
      ).statusCode,
    ).toBe(200);
    rig.sim.watch('fcm-guest-fr');
    const res = await inject('POST', '/v1/notifications', admin, {
      title: 'Evacuation order',
      body: 'Leave the east side now.',
      kind: 'EMERGENCY',
      alertType: 'EVACUATION',
      open: true,
      translations: [
        { language: 'crk', title: 'ᐊᐢᑭᕀ ᐊᔭᐦᐃᐤ', body: 'ᐊᐢᑭᕀ ᐊᔭᐦᐃᐤ ᑳ ᐅᑳᐏᒪᐤ᙮' },
        { language: 'fr', title: 'Ordre d’évacuation', body: 'Quittez le côté est maintenant.' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();
    expect(shown('apns-crk')?.title).toBe('ᐊᐢᑭᕀ ᐊᔭᐦᐃᐤ');
    expect(shown('fcm-en')?.title).toBe('Evacuation order');
    expect(shown('fcm-guest-fr')).toEqual({
      title: 'Ordre d’évacuation',
      body: 'Quittez le côté est maintenant.',
    });
    expect(JSON.parse(rig.sim.lastRequest('apns-crk')!.body).aps['interruption-level']).toBe(
      'time-sensitive',
    );
    const detail = (await inject('GET', `/v1/notifications/${res.json().id}`, admin)).json();
    expect(detail.figures).toMatchObject({ recipients: 3, delivered: 3 });
  });

  it('sends the push of an item going live in each device’s language, from the item’s versions', async () => {
    await member('apns-crk', 'ios', 'crk');
    await member('fcm-fr', 'android', 'fr-CA');
    await member('apns-en', 'ios', 'en-US');
    const item = await inject('POST', '/v1/base/news', admin, {
      headline: 'Feast on Saturday',
      tagline: 'Everyone is welcome',
      translations: [
        { language: 'crk', headline: 'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ ᐊᔭᐦᐃᐤ', tagline: 'ᑲᐦᑭᔭᐤ ᐊᐃᓯᔨᓂᐤ' },
        { language: 'fr', headline: 'Festin samedi', tagline: 'Tout le monde est bienvenu' },
      ],
    });
    expect(item.statusCode, item.body).toBe(200);
    const pub = await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${item.json().id}`,
      headers: admin,
      payload: { notification: true },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    await t.drain();
    expect(shown('apns-crk')).toEqual({ title: 'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ ᐊᔭᐦᐃᐤ', body: 'ᑲᐦᑭᔭᐤ ᐊᐃᓯᔨᓂᐤ' });
    expect(shown('fcm-fr')).toEqual({ title: 'Festin samedi', body: 'Tout le monde est bienvenu' });
    expect(shown('apns-en')).toEqual({ title: 'Feast on Saturday', body: 'Everyone is welcome' });
  });

  it('decides a reader’s language by one rule for the push, the received list and the feed: their choice, then the default', async () => {
    // The phone speaks Cree, the member chose French: nothing here has French, so all three read the community's
    // default (English), never the phone's Cree past the member's own choice.
    const auth = await member('apns-crk-fr', 'ios', 'crk', ['fr']);
    const crkOnly = [translations[0]];
    const push = await inject('POST', '/v1/notifications', admin, {
      title: 'Road closed',
      body: 'Highway 6 is closed until noon.',
      translations: crkOnly,
    });
    expect(push.statusCode, push.body).toBe(200);
    const item = await inject('POST', '/v1/base/news', admin, {
      headline: 'Feast on Saturday',
      tagline: 'Everyone is welcome',
      translations: [{ language: 'crk', headline: 'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ ᐊᔭᐦᐃᐤ', tagline: 'ᑲᐦᑭᔭᐤ ᐊᐃᓯᔨᓂᐤ' }],
    });
    expect(item.statusCode, item.body).toBe(200);
    const pub = await inject('PATCH', `/v2/feed/publish/${item.json().id}`, admin, {});
    expect(pub.statusCode, pub.body).toBe(200);
    await t.drain();
    expect(shown('apns-crk-fr')).toEqual({ title: 'Road closed', body: 'Highway 6 is closed until noon.' });
    const phone = { ...auth, 'accept-language': 'crk' };
    const received = await inject('GET', '/app/v1/notifications', phone);
    expect(received.json().data[0]).toMatchObject({ language: 'en', title: 'Road closed' });
    const feed = await inject('GET', '/app/v1/feed', phone);
    expect(feed.json().data[0]).toMatchObject({ language: 'en', headline: 'Feast on Saturday' });
  });

  it('lists received notifications in the reader’s language, naming it, with the community’s default last', async () => {
    const crk = await member('apns-crk', 'ios', 'crk_CA');
    const fr = await member('fcm-fr', 'android', 'en-CA', ['fr-CA', 'en']);
    const de = await member('apns-de', 'ios', 'de-DE');
    const res = await inject('POST', '/v1/notifications', admin, {
      title: 'Road closed',
      body: 'Highway 6 is closed until noon.',
      translations,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();
    const list = async (auth: Headers) => {
      const r = await inject('GET', '/app/v1/notifications', auth);
      expect(r.statusCode, r.body).toBe(200);
      return { entry: r.json().data[0], header: r.headers['content-language'] };
    };
    expect(await list(crk)).toEqual({
      entry: expect.objectContaining({ language: 'crk', ...without(translations[0]) }),
      header: 'crk',
    });
    expect(await list(fr)).toEqual({
      entry: expect.objectContaining({ language: 'fr', ...without(translations[1]) }),
      header: 'fr',
    });
    // German: no version, so the community's default (English, the notification's own language).
    expect(await list(de)).toEqual({
      entry: expect.objectContaining({
        language: 'en',
        title: 'Road closed',
        body: 'Highway 6 is closed until noon.',
      }),
      header: 'en',
    });
  });

  it('lists received notifications in the community’s default when the reader has none of their languages', async () => {
    const de = await member('apns-de', 'ios', 'de-DE');
    const res = await inject('POST', '/v1/notifications', admin, {
      title: 'Road closed',
      body: 'Highway 6 is closed until noon.',
      translations,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();
    // French becomes the default after the push was written in English (its own language stays English).
    const langs = await inject('PUT', '/v1/community/languages', admin, {
      languages: [
        { tag: 'en', name: 'English', script: 'Latn' },
        { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
        { tag: 'fr', name: 'Français', script: 'Latn', isDefault: true },
      ],
    });
    expect(langs.statusCode, langs.body).toBe(200);
    const r = await inject('GET', '/app/v1/notifications', de);
    expect(r.json().data[0]).toMatchObject({ language: 'fr', title: 'Route fermée' });
    expect(r.headers['content-language']).toBe('fr');
  });
});

function without<T extends { language: string }>(v: T): Omit<T, 'language'> {
  const { language: _, ...rest } = v;
  return rest;
}
