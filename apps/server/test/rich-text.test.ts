import { RICH_TEXT_TAGS } from '@gathering/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, tinyPng } from './platform-fixtures';

// The body the console's editor writes with every mark it offers: it must come back unchanged from the console
// and from the member feed (issue 10: paragraphs ran together, bold and italic vanished).
const EVERY_MARK =
  '<h2>Water plant</h2><h3>Update</h3>' +
  '<p>First paragraph about the <strong>water</strong> <em>plant</em> and <u>its</u> crew.</p>' +
  '<p>Second paragraph<br>with a break and <a target="_blank" rel="noopener noreferrer" href="https://example.org/plant">a link</a>.</p>' +
  '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol>' +
  '<p><a href="mailto:office@example.org">office@example.org</a></p>';
// An image the editor inserted (issue 22, item 10): its address is an upload's, answered absolute.
const IMAGE = '<img src="{{src}}" alt="The water plant at dusk">';

describe('rich text round trip (the agreed set in the contract)', () => {
  let t: TestContext;
  let admin: { authorization: string };
  let member: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    admin = (await login(t.app, a.user.username)).auth;
    const user = await createUser(t.database, { firstName: 'Reader' });
    await addMembership(t.database, user.id, a.community.id, { role: 'MEMBER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: a.community.slug },
    });
    member = { authorization: `Bearer ${res.json().accessToken}` };
  });

  it('uses every tag of the agreed set in the sample body', () => {
    for (const tag of RICH_TEXT_TAGS) expect(EVERY_MARK + IMAGE).toContain(`<${tag}`);
  });

  it('keeps every mark through save, publish, the console and the member feed', async () => {
    const file = multipart([{ name: 'image', filename: 'plant.png', type: 'image/png', data: tinyPng() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/image',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const body = EVERY_MARK + IMAGE.replace('{{src}}', uploaded.json().fileUrl);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: admin,
      payload: { headline: 'Water plant', body },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().body).toBe(body);
    const id = created.json().id;
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${id}`,
      headers: admin,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);

    const console = await t.app.inject({ method: 'GET', url: `/v1/feedItem/view/${id}`, headers: admin });
    expect(console.json().body).toBe(body);
    const feed = await t.app.inject({ method: 'GET', url: '/app/v1/feed?limit=50', headers: member });
    expect(feed.statusCode, feed.body).toBe(200);
    const item = feed.json().data.find((d: { id: string }) => d.id === id);
    expect(item.body).toBe(body);
  });

  it('drops what is outside the set (the old editor wrote <b>, <i> and <div>) but keeps their text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: admin,
      payload: {
        headline: 'Old',
        body: '<div>One <b>two</b> <i>three</i></div><iframe src="https://x.org/a"></iframe>',
      },
    });
    expect(res.json().body).toBe('One two three');
  });
});
