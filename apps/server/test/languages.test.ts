import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { languageMessages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';

type H = { authorization: string };

// Issue 23: a community's languages, content in several of them, each member reading theirs.
const LANGUAGES = [
  { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
  { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
  { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
];

describe('community languages and content in several languages', () => {
  let t: TestContext;
  let admin: H;
  let community: { id: string; slug: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    admin = (await login(t.app, a.user.username)).auth;
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: H,
    payload?: object,
    more = {},
  ) => t.app.inject({ method, url, headers: { ...headers, ...more }, payload });
  const saveLanguages = (languages: object[]) => call('PUT', '/v1/community/languages', admin, { languages });

  async function member(languages?: string[]) {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const res = await call('POST', '/app/v1/auth/sign-in', {} as H, {
      credential: user.username,
      password: PASSWORD,
      communitySlug: community.slug,
    });
    const auth = { authorization: `Bearer ${res.json().accessToken}` };
    if (languages)
      expect((await call('PUT', '/app/v1/me/languages', auth, { languages })).statusCode).toBe(200);
    return auth;
  }

  it('starts with English as the one default, and saves any BCP 47 tag with the community’s own name', async () => {
    const first = await call('GET', '/v1/community/languages', admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().languages).toEqual([
      { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
    ]);
    const saved = await saveLanguages([
      ...LANGUAGES,
      { tag: 'IU-latn', name: 'Inuktitut', script: 'latn', isDefault: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().languages.map((l: { tag: string }) => l.tag)).toEqual(['en', 'crk', 'fr', 'iu-Latn']);
    expect(saved.json().languages[1].name).toBe('ᓀᐦᐃᔭᐍᐏᐣ');
    expect(saved.json().languages[3].script).toBe('Latn');
    // Reordered, and Cree made the default.
    const reordered = await saveLanguages([
      { ...LANGUAGES[1], isDefault: true },
      { ...LANGUAGES[0], isDefault: false },
    ]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await call('GET', '/v1/community/languages', admin)).json().languages).toMatchObject([
      { tag: 'crk', isDefault: true },
      { tag: 'en', isDefault: false },
    ]);
  });

  it('refuses bad tags, two defaults, duplicates and removing the default, each with a sentence', async () => {
    const bad = await saveLanguages([{ ...LANGUAGES[0], tag: 'not a tag' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(languageMessages.tagInvalid);
    const script = await saveLanguages([{ ...LANGUAGES[0], script: 'Latin' }]);
    expect(script.json().message).toBe(languageMessages.scriptInvalid);
    expect((await saveLanguages([LANGUAGES[0], { ...LANGUAGES[1], isDefault: true }])).body).toContain(
      languageMessages.oneDefault,
    );
    expect((await saveLanguages([LANGUAGES[0], { ...LANGUAGES[0], isDefault: false }])).body).toContain(
      languageMessages.duplicateTag,
    );
    await saveLanguages(LANGUAGES);
    const removed = await saveLanguages([{ ...LANGUAGES[1], isDefault: true }]);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe(languageMessages.defaultRemoved);
  });

  it('creates and edits an item in three languages, and each member reads theirs with Content-Language', async () => {
    await saveLanguages(LANGUAGES);
    const created = await call('POST', '/v1/base/news', admin, {
      headline: 'Hello, relatives',
      tagline: 'Welcome',
      body: '<p>Feast on Saturday.</p>',
      translations: [
        { language: 'crk', headline: 'ᑖᓂᓯ', tagline: 'ᐊᐦᑳᐤ', body: '<p>ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ ᐊᔭᐦᐃᐤ᙮</p>' },
        { language: 'fr', headline: 'Bonjour, parents', tagline: '', body: '' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item.language).toBe('en');
    expect(item.translations.map((v: { language: string }) => v.language)).toEqual(['crk', 'fr']);
    // Edited: the French version gets its body; the Cree one stays as it was.
    const edited = await call('POST', '/v1/base/news', admin, {
      id: item.id,
      headline: 'Hello, relatives',
      tagline: 'Welcome',
      body: '<p>Feast on Saturday.</p>',
      translations: [
        ...item.translations.filter((v: { language: string }) => v.language === 'crk'),
        { language: 'fr', headline: 'Bonjour, parents', tagline: 'Bienvenue', body: '<p>Festin samedi.</p>' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().translations[1]).toMatchObject({ language: 'fr', tagline: 'Bienvenue' });
    const pub = await call('PATCH', `/v2/feed/publish/${item.id}`, admin, {});
    expect(pub.statusCode, pub.body).toBe(200);

    const read = async (auth: H, acceptLanguage?: string) => {
      const more = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      const one = await call('GET', `/app/v1/feed/${item.id}`, auth, undefined, more);
      const list = await call('GET', '/app/v1/feed', auth, undefined, more);
      expect(one.statusCode, one.body).toBe(200);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data[0].language).toBe(one.json().language);
      expect(list.json().data[0].headline).toBe(one.json().headline);
      expect(list.headers['content-language']).toBe(one.headers['content-language']);
      return { ...one.json(), contentLanguage: one.headers['content-language'] };
    };
    // A body word of each version finds the item, in the console and in the app; Plains Cree in either script.
    const reader = await member(['crk', 'en']);
    for (const word of ['Feast', 'festin', 'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ', 'tânisi']) {
      const q = encodeURIComponent(word);
      const inConsole = await call('GET', `/v1/base/news?search=${q}`, admin);
      expect(
        inConsole.json().data.map((i: { id: string }) => i.id),
        word,
      ).toContain(item.id);
      const inApp = await call('GET', `/app/v1/feed?search=${q}`, reader);
      expect(
        inApp.json().data.map((i: { id: string }) => i.id),
        word,
      ).toContain(item.id);
    }
    const cree = await read(reader);
    expect(cree).toMatchObject({ language: 'crk', contentLanguage: 'crk', headline: 'ᑖᓂᓯ', tagline: 'ᐊᐦᑳᐤ' });
    expect(cree.body).toContain('ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ');
    // fr-CA falls back to fr.
    const french = await read(await member(['fr-CA']));
    expect(french).toMatchObject({
      language: 'fr',
      headline: 'Bonjour, parents',
      body: '<p>Festin samedi.</p>',
    });
    // A language the item has no version in: along the list to the next one.
    expect((await read(await member(['oj', 'fr']))).language).toBe('fr');
    // Nothing on the list: the community's default.
    expect(await read(await member(['iu']))).toMatchObject({ language: 'en', headline: 'Hello, relatives' });
    // A member who chose nothing, and a guest: the app's Accept-Language.
    expect((await read(await member(), 'crk, en;q=0.5')).language).toBe('crk');
    const g = await call('POST', '/app/v1/guests/session', {} as H, {
      communitySlug: community.slug,
      deviceId: 'device-lang-0001',
      platform: 'ios',
    });
    const guest = { authorization: `Bearer ${g.json().guestToken}` };
    expect(g.statusCode).toBe(200);
    // The item is for members only; the guest's empty feed still names its language.
    const guestFeed = await call('GET', '/app/v1/feed', guest, undefined, { 'accept-language': 'fr' });
    expect(guestFeed.headers['content-language']).toBe('en');
  });

  it('keeps the member’s languages, and refuses a version in a language the community does not publish in', async () => {
    const m = await member();
    expect((await call('GET', '/app/v1/me/languages', m)).json()).toEqual({ languages: [] });
    const set = await call('PUT', '/app/v1/me/languages', m, { languages: ['CRK', 'en', 'crk'] });
    expect(set.json()).toEqual({ languages: ['crk', 'en'] });
    expect((await call('PUT', '/app/v1/me/languages', m, { languages: ['??'] })).statusCode).toBe(400);
    const res = await call('POST', '/v1/base/news', admin, {
      headline: 'Hello',
      translations: [{ language: 'crk', headline: 'ᑖᓂᓯ' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(languageMessages.unknownLanguage);
  });

  it('deletes the versions of a removed language, and refuses one some item was first written in', async () => {
    await saveLanguages(LANGUAGES);
    const item = (
      await call('POST', '/v1/base/news', admin, {
        headline: 'Hello',
        translations: [{ language: 'crk', headline: 'ᑖᓂᓯ' }],
      })
    ).json();
    const found = async (word: string) =>
      (await call('GET', `/v1/base/news?search=${encodeURIComponent(word)}`, admin))
        .json()
        .data.map((i: { id: string }) => i.id);
    expect(await found('ᑖᓂᓯ')).toContain(item.id);
    expect((await saveLanguages([LANGUAGES[0], LANGUAGES[2]])).statusCode).toBe(200);
    expect((await call('GET', `/v1/feedItem/view/${item.id}`, admin)).json().translations).toEqual([]);
    // The removed version's words no longer find the item; its own still do.
    expect(await found('ᑖᓂᓯ')).not.toContain(item.id);
    expect(await found('Hello')).toContain(item.id);
    // English made not the default: still the language that item was first written in.
    await saveLanguages([
      { ...LANGUAGES[2], isDefault: true },
      { ...LANGUAGES[0], isDefault: false },
    ]);
    const refused = await saveLanguages([{ ...LANGUAGES[2], isDefault: true }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(languageMessages.firstLanguageInUse);
  });
});
