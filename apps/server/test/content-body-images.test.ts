import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { richTextMessages, uploadMessages } from '@gathering/contract';
import { feedItems } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, pngDeclaring } from './platform-fixtures';

type H = { authorization: string };

// Issue 22, item 10: images inside a body are uploaded here, scaled down, carry a text alternative, are stored as
// relative file addresses and answered absolute to the console and the phones; any other image refuses the body.
describe('images inside a body', () => {
  let t: TestContext;
  let admin: H;
  let otherAdmin: H;
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
    otherAdmin = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
  });

  const upload = (data: Buffer, filename: string, type: string, headers: H = admin, language = 'en') => {
    const body = multipart([{ name: 'image', filename, type, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/image',
      headers: { ...headers, ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  };
  const save = (kind: string, payload: object, headers: H = admin, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/base/${kind}`,
      headers: { ...headers, 'accept-language': language },
      payload,
    });
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
  const unsigned = (address: string) => address.split('?')[0];
  /** A member of the community, signed in to the member app. */
  const memberOfCommunity = async () => {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: community.slug },
    });
    return { authorization: `Bearer ${signIn.json().accessToken}` };
  };
  const served = async (address: string) => {
    const url = new URL(address);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  };

  it('scales an uploaded photo down to 1,600 pixels on its long side and serves it at a signed address', async () => {
    const res = await upload(await photo(4000, 3000), 'lake.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json();
    expect(image.fileName).toMatch(/^image-[0-9a-f]{16}\.jpg$/);
    // No item shows it yet: only its uploader's answer holds an address, and it expires.
    expect(image.fileUrl).toMatch(
      new RegExp(
        `^http://gathering\\.test/files/communities/${community.id}/feed/${image.fileName}\\?expires=\\d+&signature=`,
      ),
    );
    expect((await served(unsigned(image.fileUrl))).statusCode).toBe(404);
    const file = await served(image.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    expect(image.fileSize).toBe(file.rawPayload.length);
  });

  it('refuses a decompression bomb, an icon and a document', async () => {
    const bomb = await upload(pngDeclaring(20_000, 20_000), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ message: uploadMessages.imageTooLarge, field: 'image' });
    const icon = Buffer.from('0000010001001010000001002000680400001600000000000000', 'hex');
    expect((await upload(icon, 'favicon.ico', 'image/x-icon')).statusCode).toBe(415);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const refused = await upload(pdf, 'minutes.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message: uploadMessages.invalidFileType, field: 'image' });
  });

  it('keeps our image with its description, stored relative, answered absolute to the console and the app', async () => {
    const image = (await upload(await photo(800, 600), 'dance.jpg', 'image/jpeg')).json();
    const body = `<p>Grand entry</p><img src="${image.fileUrl}" alt="  Dancers   at the grand entry "><p>After</p>`;
    const res = await save('news', { headline: 'Powwow', body });
    expect(res.statusCode, res.body).toBe(200);
    const absolute = `<img src="${image.fileUrl}" alt="Dancers at the grand entry">`;
    // A draft: its image at a signed address, the same one through the signing window.
    expect(res.json().body).toBe(`<p>Grand entry</p>${absolute}<p>After</p>`);

    // Stored as every file address is since migration 0020: relative to the public base.
    const [row] = await t.database.db.select().from(feedItems).where(eq(feedItems.id, res.json().id));
    expect((row.data as { body: string }).body).toContain(
      `<img src="files/communities/${community.id}/feed/${image.fileName}" alt="Dancers at the grand entry">`,
    );
    // The console's detail and its save again (the editor sends back the absolute address) keep it as it was.
    const view = await t.app.inject({
      method: 'GET',
      url: `/v1/feedItem/view/${res.json().id}`,
      headers: admin,
    });
    expect(view.json().body).toContain(absolute);
    const again = await save('news', { id: res.json().id, headline: 'Powwow', body: view.json().body });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().body).toBe(view.json().body);

    // A member's phone gets the absolute address, and loads the image from it.
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${res.json().id}`,
      headers: admin,
      payload: { open: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    const member = await memberOfCommunity();
    const item = await t.app.inject({ method: 'GET', url: `/app/v1/feed/${res.json().id}`, headers: member });
    expect(item.statusCode, item.body).toBe(200);
    // Open to anyone now: its image at its plain address, which anyone loads.
    const open = `<img src="${unsigned(image.fileUrl)}" alt="Dancers at the grand entry">`;
    expect(item.json().body).toContain(open);
    const page = await t.app.inject({ method: 'GET', url: '/app/v1/feed?limit=10', headers: member });
    expect(page.json().data[0].body).toContain(open);
    expect((await served(unsigned(image.fileUrl))).statusCode).toBe(200);
  });

  it("serves a members-only item's images at signed addresses only, and a public item's to anyone while it is public", async () => {
    const image = (await upload(await photo(300, 200), 'feast.jpg', 'image/jpeg')).json();
    const plain = unsigned(image.fileUrl);
    const saved = (
      await save('news', {
        headline: 'Feast',
        body: `<p>Members only</p><img src="${plain}" alt="The feast">`,
      })
    ).json();
    const publish = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/v2/feed/publish/${saved.id}`, headers: admin, payload });
    expect((await publish({})).statusCode).toBe(200);
    const member = await memberOfCommunity();
    const addressIn = async () => {
      const item = await t.app.inject({ method: 'GET', url: `/app/v1/feed/${saved.id}`, headers: member });
      return /<img src="([^"]+)"/.exec(item.json().body as string)![1];
    };

    // Members only: the member's phone gets a signed address, kept privately and only until it expires.
    const signed = await addressIn();
    expect(signed).toMatch(/\?expires=\d+&signature=/);
    const file = await served(signed);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // Anyone else, with the plain address (forwarded, or kept from before): nothing, as for a missing file.
    expect((await served(plain)).statusCode).toBe(404);
    const forged = signed.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await served(forged)).statusCode).toBe(404);

    // Open to anyone: the plain address, shared caches may keep it for an hour (never a year: it may close again).
    expect((await publish({ open: true })).statusCode).toBe(200);
    expect(await addressIn()).toBe(plain);
    const open = await served(plain);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=3600');
    // Members only again: the plain address stops at once.
    expect((await publish({})).statusCode).toBe(200);
    expect((await served(plain)).statusCode).toBe(404);
    expect(await addressIn()).toMatch(/\?expires=\d+&signature=/);
    // Past its window, the signed address a member had opens nothing either.
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 3600_000));
    expect((await served(signed)).statusCode).toBe(404);
    // A key of no community, or not a body image, is a plain 404 too (never a database error).
    expect(
      (await served('http://gathering.test/files/communities/not-a-uuid/feed/image-0123456789abcdef.png'))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a body with a remote, foreign or undescribed image, with a sentence on its field (en, fr)', async () => {
    const ours = (await upload(await photo(10, 10), 'a.jpg', 'image/jpeg')).json();
    const theirs = (await upload(await photo(10, 10), 'b.jpg', 'image/jpeg', otherAdmin)).json();
    const refused = [
      '<img src="https://tracker.example/pixel.gif?reader=1" alt="A pixel">',
      '<img src="//tracker.example/pixel.gif" alt="A pixel">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline">',
      `<img src="${theirs.fileUrl}" alt="Another community's image">`,
      `<img src="files/communities/${community.id}/feed/../../x/feed/${ours.fileName}" alt="Climbing out">`,
      `<img src="http://gathering.test/files/communities/${community.id}/logo-0123456789abcdef.png" alt="Logo">`,
      '<img alt="No address">',
    ];
    for (const img of refused) {
      const res = await save('news', { headline: 'x', body: `<p>Text</p>${img}` });
      expect(res.statusCode, img).toBe(400);
      expect(res.json(), img).toMatchObject({ message: richTextMessages.imageNotUploaded, field: 'body' });
    }
    for (const img of [`<img src="${ours.fileUrl}">`, `<img src="${ours.fileUrl}" alt="   ">`]) {
      const res = await save('news', { headline: 'x', body: img });
      expect(res.statusCode, img).toBe(400);
      expect(res.json()).toMatchObject({ message: richTextMessages.imageAltRequired, field: 'body' });
    }
    // A job's other rich fields are held to the same rule, on their own field; French readers get French.
    const job = await save(
      'jobs',
      { headline: 'Cook', qualifications: '<img src="https://x.example/a.png" alt="a">' },
      admin,
      'fr',
    );
    expect(job.statusCode).toBe(400);
    expect(job.json()).toMatchObject({ field: 'qualifications' });
    expect(job.json().message).toMatch(/^Une image du texte n'a pas été téléversée ici/);
    // Nothing was saved by any of these.
    expect(await t.database.db.select().from(feedItems)).toEqual([]);
  });

  it("removes an item's body images with it when destroyed, unless another item still shows them", async () => {
    const shared = (await upload(await photo(20, 20), 'shared.jpg', 'image/jpeg')).json();
    const own = (await upload(await photo(20, 20), 'own.jpg', 'image/jpeg')).json();
    const img = (a: { fileUrl: string }, alt: string) => `<img src="${a.fileUrl}" alt="${alt}">`;
    const first = (
      await save('news', { headline: 'First', body: img(shared, 'Shared') + img(own, 'Own') })
    ).json();
    const second = (
      await save('news', { headline: 'Second', body: `<p>Again</p>${img(shared, 'Shared')}` })
    ).json();
    const destroy = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/v1/feeditem/destroy/${id}`, headers: admin });

    expect((await destroy(first.id)).statusCode).toBe(200);
    expect((await served(own.fileUrl)).statusCode).toBe(404);
    expect((await served(shared.fileUrl)).statusCode).toBe(200);
    expect((await destroy(second.id)).statusCode).toBe(200);
    expect((await served(shared.fileUrl)).statusCode).toBe(404);
  });
});
