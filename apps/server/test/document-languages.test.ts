import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedItems } from '../src/db/schema';
import { writePendingItemSearchText } from '../src/modules/content/search-text.repository';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';
import { multipart } from './platform-fixtures';

type H = { authorization: string };

// Issue 23: a document's file is named in each of the community's languages, and each reader gets their name.
describe('document display names per language', () => {
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
    const res = await call('PUT', '/v1/community/languages', admin, {
      languages: [
        { tag: 'en', name: 'English', script: 'Latn', isDefault: true },
        { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
        { tag: 'fr', name: 'Français', script: 'Latn' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: H, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  async function member(languages: string[]) {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const res = await call('POST', '/app/v1/auth/sign-in', {} as H, {
      credential: user.username,
      password: PASSWORD,
      communitySlug: community.slug,
    });
    const auth = { authorization: `Bearer ${res.json().accessToken}` };
    expect((await call('PUT', '/app/v1/me/languages', auth, { languages })).statusCode).toBe(200);
    return auth;
  }

  async function upload(displayName: string) {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n');
    const body = multipart([
      { name: 'displayName', value: displayName },
      { name: 'document', filename: 'minutes.pdf', type: 'application/pdf', data: pdf },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/document',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(file.statusCode, file.body).toBe(200);
    return file.json().id as string;
  }

  it('saves a display name per language and answers each reader the name of the version they read', async () => {
    const attachment = await upload('Council minutes');
    const created = await call('POST', '/v1/base/documents', admin, {
      headline: 'Council minutes, March',
      attachment,
      translations: [
        { language: 'crk', headline: 'ᐅᑭᒪᐤ ᐊᒋᒧᐏᓇ', displayName: 'ᐅᑭᒪᐤ ᒪᓯᓇᐦᐃᑲᐣ᙮' },
        {
          language: 'fr',
          headline: 'Procès-verbal du conseil, mars',
          displayName: 'Procès-verbal du conseil',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item.translations).toMatchObject([
      { language: 'crk', displayName: 'ᐅᑭᒪᐤ ᒪᓯᓇᐦᐃᑲᐣ᙮' },
      { language: 'fr', displayName: 'Procès-verbal du conseil' },
    ]);
    // The console's detail keeps the file's own name (the item's own language).
    expect(item.attachment.displayName).toBe('Council minutes');
    const pub = await call('PATCH', `/v2/feed/publish/${item.id}`, admin, {});
    expect(pub.statusCode, pub.body).toBe(200);

    const read = async (auth: H) => {
      const one = await call('GET', `/app/v1/feed/${item.id}`, auth);
      const list = await call('GET', '/app/v1/feed', auth);
      expect(one.statusCode, one.body).toBe(200);
      expect(list.json().data[0].attachment.displayName).toBe(one.json().attachment.displayName);
      return { language: one.json().language, name: one.json().attachment.displayName };
    };
    expect(await read(await member(['crk']))).toEqual({ language: 'crk', name: 'ᐅᑭᒪᐤ ᒪᓯᓇᐦᐃᑲᐣ᙮' });
    expect(await read(await member(['fr-CA', 'en']))).toEqual({
      language: 'fr',
      name: 'Procès-verbal du conseil',
    });
    // No version in German: the community's default, the file's own name.
    expect(await read(await member(['de']))).toEqual({ language: 'en', name: 'Council minutes' });
  });

  it('keeps the uploaded name for a version without its own, and names only documents', async () => {
    const attachment = await upload('Budget 2026');
    const doc = await call('POST', '/v1/base/documents', admin, {
      headline: 'Budget',
      attachment,
      translations: [{ language: 'fr', headline: 'Budget (fr)' }],
    });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().translations[0].displayName).toBe('');
    await call('PATCH', `/v2/feed/publish/${doc.json().id}`, admin, {});
    const one = await call('GET', `/app/v1/feed/${doc.json().id}`, await member(['fr']));
    expect(one.json()).toMatchObject({ language: 'fr', attachment: { displayName: 'Budget 2026' } });
    // A news item has no file: a display name sent with its version is not kept.
    const news = await call('POST', '/v1/base/news', admin, {
      headline: 'News',
      translations: [{ language: 'fr', headline: 'Nouvelles', displayName: 'ignored' }],
    });
    expect(news.statusCode, news.body).toBe(200);
    expect(news.json().translations[0].displayName).toBe('');
  });

  it('labels a form’s fields per language, and each reader gets their labels', async () => {
    const form = {
      headline: 'Feast sign-up',
      formNodes: [
        {
          header: 'You',
          nodeInputs: [
            { label: 'Your name', type: 'SHORT_TEXT', isRequired: true },
            { label: 'Guests', type: 'SHORT_TEXT' },
          ],
        },
      ],
    };
    const created = await call('POST', '/v1/base/forms', admin, form);
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    const [nameId, guestsId] = item.formNodes[0].nodeInputs.map((i: { id: string }) => i.id);
    // Labels are keyed by the saved fields' ids; a label for a field the form lacks is not kept.
    const edited = await call('PATCH', `/v1/base/forms/${item.id}`, admin, {
      ...form,
      id: item.id,
      formNodes: item.formNodes,
      translations: [
        {
          language: 'crk',
          headline: 'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ',
          labels: { [nameId]: 'ᑭᑎᓯᓂᑳᓱᐏᐣ', '00000000-0000-4000-8000-000000000000': 'x' },
        },
        {
          language: 'fr',
          headline: 'Inscription au festin',
          labels: { [nameId]: 'Votre nom', [guestsId]: '' },
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().translations).toMatchObject([
      { language: 'crk', labels: { [nameId]: 'ᑭᑎᓯᓂᑳᓱᐏᐣ' } },
      { language: 'fr', labels: { [nameId]: 'Votre nom' } },
    ]);
    expect(Object.keys(edited.json().translations[0].labels)).toEqual([nameId]);
    expect((await call('PATCH', `/v2/feed/publish/${item.id}`, admin, {})).statusCode).toBe(200);
    const labels = async (auth: H) => {
      const one = (await call('GET', `/app/v1/feed/${item.id}`, auth)).json();
      return [one.language, ...one.formNodes[0].nodeInputs.map((i: { label: string }) => i.label)];
    };
    expect(await labels(await member(['crk']))).toEqual(['crk', 'ᑭᑎᓯᓂᑳᓱᐏᐣ', 'Guests']);
    expect(await labels(await member(['fr']))).toEqual(['fr', 'Votre nom', 'Guests']);
    expect(await labels(await member(['de']))).toEqual(['en', 'Your name', 'Guests']);
  });

  // A word of the file's name or of a field's label, in the item's own language or any version, finds the item in
  // the console's list and the member app's feed (content.search.ts), folded as every search text is.
  it('finds a document by its display name and a form by its field labels, in every language', async () => {
    const reader = await member(['en']);
    const finds = async (kind: 'documents' | 'forms', q: string) => {
      const inConsole = await call('GET', `/v1/base/${kind}?search=${encodeURIComponent(q)}`, admin);
      const inApp = await call('GET', `/app/v1/feed?search=${encodeURIComponent(q)}`, reader);
      expect(inConsole.statusCode, inConsole.body).toBe(200);
      expect(inApp.statusCode, inApp.body).toBe(200);
      const headlines = (list: { headline: string }[]) => list.map((d) => d.headline).sort();
      expect(headlines(inApp.json().data)).toEqual(headlines(inConsole.json().data));
      return headlines(inConsole.json().data);
    };
    const doc = await call('POST', '/v1/base/documents', admin, {
      headline: 'March',
      attachment: await upload('Council minutes'),
      translations: [
        { language: 'crk', headline: 'ᐊᒋᒧᐏᓇ', displayName: 'ᒪᓯᓇᐦᐃᑲᐣ ᐅᑭᒪᐤ᙮' },
        { language: 'fr', headline: 'Mars', displayName: 'Procès-verbal du conseil' },
      ],
    });
    expect(doc.statusCode, doc.body).toBe(200);
    const form = {
      headline: 'Feast sign-up',
      formNodes: [
        {
          nodeInputs: [
            { label: 'Your name', type: 'SHORT_TEXT' },
            { label: 'Guests', type: 'SHORT_TEXT' },
          ],
        },
      ],
    };
    const created = await call('POST', '/v1/base/forms', admin, form);
    expect(created.statusCode, created.body).toBe(200);
    const { id, formNodes } = created.json();
    const [nameId, guestsId] = formNodes[0].nodeInputs.map((i: { id: string }) => i.id);
    const edited = await call('PATCH', `/v1/base/forms/${id}`, admin, {
      ...form,
      formNodes,
      translations: [
        { language: 'crk', headline: 'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ', labels: { [guestsId]: 'ᑭᒋᔮᐤ' } },
        { language: 'fr', headline: 'Inscription', labels: { [nameId]: 'Votre prénom' } },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const item of [doc.json().id, id])
      expect((await call('PATCH', `/v2/feed/publish/${item}`, admin, {})).statusCode).toBe(200);

    const all = async () => {
      expect(await finds('documents', 'minutes')).toEqual(['March']); // the file's own name
      expect(await finds('documents', 'PROCES-VERBAL')).toEqual(['March']); // French version, folded
      expect(await finds('documents', 'ᒪᓯᓇᐦᐃᑲᐣ')).toEqual(['March']); // Plains Cree version, syllabics…
      expect(await finds('documents', 'masinahikan')).toEqual(['March']); // …and Roman spelling
      expect(await finds('forms', 'guests')).toEqual(['Feast sign-up']); // the field's own label
      expect(await finds('forms', 'prenom')).toEqual(['Feast sign-up']); // a version's label
      expect(await finds('forms', 'ᑭᒋᔮᐤ')).toEqual(['Feast sign-up']);
      expect(await finds('forms', 'budget')).toEqual([]);
    };
    await all();
    // The start's rewrite (rows left without a search text) writes the same text as a save.
    await t.database.db.update(feedItems).set({ searchText: null });
    expect(await finds('documents', 'minutes')).toEqual([]);
    while ((await writePendingItemSearchText(t.database.db)) > 0);
    await all();
  });
});
