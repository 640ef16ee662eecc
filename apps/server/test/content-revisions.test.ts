import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVISIONS_KEPT, revisionMessages } from '@gathering/contract';
import { feedItemRevisions, feedItems } from '../src/db/schema';
import { useTestContext } from './helpers/context';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, tinyPng } from './platform-fixtures';

type H = Record<string, string>;
type Revisions = {
  data: {
    number: number;
    savedBy: { id: string | null; name: string } | null;
    restoredFrom: number | null;
    current: boolean;
    moves: { action: string; by: string | null }[];
  }[];
  status: string;
  kept: number;
};

// Issue 40 #3: every saved version of an item, who saved it and when, compared per language and restored as a new
// version; publishing follows the versions.
describe('content revisions', () => {
  const t = useTestContext();
  let admin: H;
  let adminId: string;
  let communityId: string;

  beforeEach(async () => {
    const a = await createCommunityAdmin(t.database, { firstName: 'Marie', lastName: 'Cardinal' });
    communityId = a.community.id;
    adminId = a.user.id;
    admin = (await login(t.app, a.user.username)).auth;
    const langs = await call('PUT', '/v1/community/languages', admin, {
      languages: [
        { tag: 'en', name: 'English', script: 'Latn', isDefault: true },
        { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
      ],
    });
    expect(langs.statusCode, langs.body).toBe(200);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: H, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const news = (headline: string, crk: string, id?: string) =>
    call(id ? 'PATCH' : 'POST', id ? `/v1/base/news/${id}` : '/v1/base/news', admin, {
      headline,
      body: `<p>${headline} <script>alert(1)</script></p>`,
      translations: [{ language: 'crk', headline: crk, body: `<p>${crk}</p>` }],
    });
  const revisions = async (id: string, headers = admin) => {
    const res = await call('GET', `/v1/feeditem/${id}/revisions`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Revisions;
  };

  it('keeps every save with who and when, each language of each version, and none for a save that changed nothing', async () => {
    const created = await news('Council meeting', 'ᐊᔭᒥᐦᐃᐁᐧᐃᓐ');
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect(created.json().revision).toMatchObject({ number: 1, savedBy: 'Marie Cardinal' });
    expect((await news('Council meeting moved', 'ᐊᔭᒥᐦᐃᐁᐧᐃᓐ ᒥᓇ', id)).statusCode).toBe(200);
    // Saved again as it is: no new version.
    expect((await news('Council meeting moved', 'ᐊᔭᒥᐦᐃᐁᐧᐃᓐ ᒥᓇ', id)).json().revision.number).toBe(2);

    const list = await revisions(id);
    expect(list.data.map((v) => [v.number, v.current, v.savedBy])).toEqual([
      [2, true, { id: adminId, name: 'Marie Cardinal' }],
      [1, false, { id: adminId, name: 'Marie Cardinal' }],
    ]);
    expect(list.kept).toBe(REVISIONS_KEPT);
    const first = await call('GET', `/v1/feeditem/${id}/revisions/1`, admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().content).toMatchObject({
      kind: 'NEWS',
      language: 'en',
      headline: 'Council meeting',
      // Kept as saved: sanitised.
      data: { body: '<p>Council meeting </p>' },
      translations: [{ language: 'crk', headline: 'ᐊᔭᒥᐦᐃᐁᐧᐃᓐ', body: '<p>ᐊᔭᒥᐦᐃᐁᐧᐃᓐ</p>' }],
    });
  });

  it('restores an earlier version as a new one, in every language, recorded in the audit trail', async () => {
    const id = (await news('First words', 'ᓂᑲᓐ')).json().id as string;
    t.clock.advance(60_000);
    await news('Second words', 'ᓂᓱ', id);
    t.clock.advance(60_000);
    const publish = await call('PATCH', `/v2/feed/publish/${id}`, admin, { open: true });
    expect(publish.statusCode, publish.body).toBe(200);
    t.clock.advance(60_000);
    const restored = await call('POST', `/v1/feeditem/${id}/revisions/1/restore`, admin);
    expect(restored.statusCode, restored.body).toBe(200);
    // Published it stays: members see the restored words at once.
    expect(restored.json()).toMatchObject({
      headline: 'First words',
      status: 'PUBLISHED',
      revision: { number: 3 },
      translations: [expect.objectContaining({ language: 'crk', headline: 'ᓂᑲᓐ' })],
    });
    const list = await revisions(id);
    expect(list.data.map((v) => [v.number, v.restoredFrom, v.moves.map((m) => m.action)])).toEqual([
      [3, 1, []],
      [2, null, ['PUBLISHED']],
      [1, null, []],
    ]);
    expect(list.status).toBe('PUBLISHED');
    const trail = await call('GET', '/v1/audit?action=content.revision_restore', admin);
    expect(trail.json().data).toEqual([
      expect.objectContaining({
        targetId: id,
        actorId: adminId,
        details: { revision: 3, restoredFrom: 1 },
        changes: expect.objectContaining({ headline: { before: 'Second words', after: 'First words' } }),
      }),
    ]);
  });

  it("answers 404 for another community's item or its versions, and for a version that does not exist", async () => {
    const id = (await news('Ours', 'ᓂᑲᓐ')).json().id as string;
    const other = await createCommunityAdmin(t.database);
    const them = (await login(t.app, other.user.username)).auth;
    for (const [method, url] of [
      ['GET', `/v1/feeditem/${id}/revisions`],
      ['GET', `/v1/feeditem/${id}/revisions/1`],
      ['POST', `/v1/feeditem/${id}/revisions/1/restore`],
    ] as const)
      expect((await call(method, url, them)).statusCode).toBe(404);
    expect((await call('GET', `/v1/feeditem/${id}/revisions/9`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/v1/feeditem/${id}/revisions/9/restore`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/v1/feeditem/${id}/revisions/0`, admin)).statusCode).toBe(400);
    expect((await call('GET', '/v1/feeditem/not-an-id/revisions', admin)).statusCode).toBe(404);
  });

  it('keeps the newest versions only, past the count', async () => {
    const id = (await news('v1', 'ᐊ')).json().id as string;
    for (let i = 2; i <= REVISIONS_KEPT + 2; i++) expect((await news(`v${i}`, 'ᐊ', id)).statusCode).toBe(200);
    const numbers = (
      await t.database.db
        .select({ n: feedItemRevisions.number })
        .from(feedItemRevisions)
        .where(eq(feedItemRevisions.feedItemId, id))
    ).map((r) => r.n);
    expect(numbers).toHaveLength(REVISIONS_KEPT);
    expect(Math.min(...numbers)).toBe(3);
    expect(Math.max(...numbers)).toBe(REVISIONS_KEPT + 2);
  });

  it('refuses to restore a version whose cover is no longer stored, in a sentence, and changes nothing', async () => {
    const form = multipart([{ name: 'cover', data: tinyPng(), filename: 'hall.png', type: 'image/png' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/cover',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const cover = upload.json().id as string;
    const created = await call('POST', '/v1/base/news', admin, {
      headline: 'With a cover',
      coverImage: cover,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const other = (
      await call('POST', '/v1/base/news', admin, { headline: 'Same cover', coverImage: cover })
    ).json().id as string;
    expect((await call('PATCH', `/v1/base/news/${id}`, admin, { headline: 'No cover' })).statusCode).toBe(
      200,
    );
    expect((await revisions(id)).data.map((v) => v.number)).toEqual([2, 1]);
    // The other item, the last one showing the cover, is deleted for good: the cover goes with it.
    const destroyed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feeditem/destroy/${other}`,
      headers: admin,
    });
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    const refused = await call('POST', `/v1/feeditem/${id}/revisions/1/restore`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(revisionMessages.fileGone);
    const inFrench = await call('POST', `/v1/feeditem/${id}/revisions/1/restore`, {
      ...admin,
      'accept-language': 'fr',
    });
    expect(inFrench.json().message).toMatch(/^Le fichier de cette version n’est plus conservé/);
    expect((await revisions(id)).data.map((v) => v.number)).toEqual([2, 1]);
  });

  it('shows a deleted item’s versions and restores none of them until the item is restored', async () => {
    const id = (await news('Before', 'ᓂᑲᓐ')).json().id as string;
    await news('After', 'ᓂᓱ', id);
    const deleted = await call('PATCH', '/v2/feeds/batch/delete', admin, { ids: [id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = await revisions(id);
    expect(list.data.map((v) => v.number)).toEqual([2, 1]);
    const refused = await call('POST', `/v1/feeditem/${id}/revisions/1/restore`, admin);
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await revisions(id)).data.map((v) => v.number)).toEqual([2, 1]);
  });

  it('starts the history of an item written before versions were kept with its state then (migration 0035)', async () => {
    const id = (await news('Written before', 'ᓂᑲᓐ')).json().id as string;
    await t.database.db.delete(feedItemRevisions).where(eq(feedItemRevisions.feedItemId, id));
    // The migration's own statement, as an upgrade runs it over the items already there.
    const backfill = readFileSync(
      new URL('../src/db/migrations/0035_item_revisions.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO "feed_item_revisions"'))!;
    await t.database.db.execute(sql.raw(backfill));
    await t.database.db.execute(sql.raw(backfill));
    expect((await revisions(id)).data.map((v) => [v.number, v.savedBy?.name])).toEqual([
      [1, 'Marie Cardinal'],
    ]);
    const first = (await call('GET', `/v1/feeditem/${id}/revisions/1`, admin)).json();
    expect(first.content).toMatchObject({
      headline: 'Written before',
      translations: [{ language: 'crk', headline: 'ᓂᑲᓐ' }],
    });
    // The same shape as a save's: saved again as it is, the item makes no new version; changed, it makes version 2.
    expect((await news('Written before', 'ᓂᑲᓐ', id)).json().revision.number).toBe(1);
    expect((await news('Written after', 'ᓂᑲᓐ', id)).json().revision.number).toBe(2);
  });

  it('keeps an item saved before versions were kept as its version 1 at its next save', async () => {
    const id = (await news('Old words', 'ᐊ')).json().id as string;
    // As an item written before this table existed (or imported without it).
    await t.database.db.delete(feedItemRevisions).where(eq(feedItemRevisions.feedItemId, id));
    await t.database.db.update(feedItems).set({ updatedBy: null }).where(eq(feedItems.id, id));
    expect((await revisions(id)).data).toEqual([]);
    await news('New words', 'ᐊ', id);
    const list = await revisions(id);
    expect(list.data.map((v) => [v.number, v.savedBy?.name ?? null])).toEqual([
      [2, 'Marie Cardinal'],
      [1, null],
    ]);
    const first = await call('GET', `/v1/feeditem/${id}/revisions/1`, admin);
    expect(first.json().content.headline).toBe('Old words');
    expect(communityId).toBeTruthy();
  });
});
