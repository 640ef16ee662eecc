import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingMessages } from '@gathering/contract';
import { communityClosingSweep, communityDelete } from '../src/jobs/catalog';
import { createStorage } from '../src/lib/files/storage';
import { verifyDocument } from '../src/lib/signing';
import { useCommunities } from './communities-fixtures';
import { communityColumns, populatedCommunity } from './closing-fixtures';
import { addMembership, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

const DAY = 86_400_000;
/** Kept after a deletion on purpose: the certificate names what it certifies (and the audit rows their retention). */
const KEPT = new Set(['deletion_certificates', 'audit_events']);

describe('certified deletion of a closed community', () => {
  const { t, platform } = useCommunities();
  const storage = () => createStorage(t.config);

  async function rowsOf(communityId: string) {
    const found: Record<string, number> = {};
    for (const { table, column } of await communityColumns(t.database)) {
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from "${table}" where "${column}" = $1`,
        [communityId],
      );
      const n = (rows[0] as { n: number }).n;
      if (n) found[table] = n;
    }
    return found;
  }

  async function closeAndRunOut(id: string, name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/community/${id}/close`,
      headers: platform,
      payload: { confirmName: name },
    });
    expect(res.statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 30 * DAY + 60_000));
    await t.app.queue.send(communityClosingSweep, {});
    await t.drain();
    // A month on, the platform administrator's access token has long expired: signed in again.
    const admin = await createPlatformAdmin(t.database);
    platform.authorization = (await login(t.app, admin.username)).auth.authorization;
  }

  it('deletes every row and file, erases the people left with no community, and e-mails a signed certificate', async () => {
    const gone = await populatedCommunity(t.database, storage(), 'Willow');
    const kept = await populatedCommunity(t.database, storage(), 'Spruce');
    // Someone in both communities keeps their account (and their place in the other one).
    const both = await createUser(t.database, { username: 'in-both' });
    await addMembership(t.database, both.id, gone.community.id);
    await addMembership(t.database, both.id, kept.community.id);
    const before = await rowsOf(gone.community.id);
    // The check below means something only if the community had rows in many tables.
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(8);
    const keptBefore = await rowsOf(kept.community.id);

    await closeAndRunOut(gone.community.id, 'Willow');

    const left = await rowsOf(gone.community.id);
    for (const table of Object.keys(left)) expect(KEPT.has(table), `${table} still has rows`).toBe(true);
    expect(await rowsOf(kept.community.id)).toEqual(keptBefore);
    for (const key of gone.files) expect(await storage().get(key), key).toBeNull();
    for (const key of kept.files) expect(await storage().get(key), key).not.toBeNull();
    const { rows: people } = await t.database.executeSql(`select username from users order by username`);
    const names = people.map((p) => (p as { username: string }).username);
    expect(names).toContain('in-both');
    expect(names).toContain('Spruce-admin');
    expect(names).not.toContain('Willow-admin');
    expect(names).not.toContain('Willow-member');

    // The certificate went to the administrator (and to the platform administrator who closed the community).
    const mails = (await t.outbox()).filter((m) => m.subject.includes('your deletion certificate'));
    expect(mails.map((m) => m.to)).toContain(gone.admin.email);
    const mail = mails.find((m) => m.to === gone.admin.email)!;
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/json']);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const signed = JSON.parse(mail.attachments[1].content.toString());
    expect(signed.certificate).toMatchObject({
      community: { id: gone.community.id, name: 'Willow' },
      people: { erased: 2 },
      files: { store: 'disk', removed: 3 },
    });
    // The final export was taken and certified, then removed with the rest: no archive outlives the community.
    expect(signed.certificate.finalExport.archiveSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(signed.certificate.finalExport.manifest)).toContain('tables/communities.jsonl');
    const archives = join(t.config.dataDir, 'exports');
    expect(existsSync(archives) ? readdirSync(archives) : []).toEqual([]);
    // The closing is the trail's last row: its hash is the chain head the certificate keeps.
    expect(signed.certificate.auditTrail.chainHead).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.certificate.rows).toMatchObject({
      communities: 1,
      feed_items: 1,
      feed_item_likes: 1,
      users: 2,
    });
    expect(signed.certificate.auditTrail.note).toContain('kept');

    // Anyone can check it with the published key; a changed count breaks the signature.
    const key = await t.app.inject({ method: 'GET', url: '/v1/public/certificate-key' });
    expect(key.statusCode).toBe(200);
    const { publicKey, fingerprint } = key.json();
    expect(signed.signature.keyFingerprint).toBe(fingerprint);
    expect(verifyDocument(signed.certificate, signed.signature.value, publicKey)).toBe(true);
    const forged = { ...signed.certificate, rows: { ...signed.certificate.rows, feed_items: 0 } };
    expect(verifyDocument(forged, signed.signature.value, publicKey)).toBe(false);

    // The platform fetches it again, as JSON and as PDF.
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/administrator/deletion-certificates',
      headers: platform,
    });
    expect(list.json().data).toHaveLength(1);
    const id = list.json().data[0].id;
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/administrator/deletion-certificates/${id}`,
      headers: platform,
    });
    expect(again.json()).toEqual(signed);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/administrator/deletion-certificates/${id}/pdf`,
      headers: platform,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // No community administrator reaches a certificate, their own community's or another's.
    const other = (await login(t.app, 'Spruce-admin')).auth;
    for (const url of [
      '/v1/administrator/deletion-certificates',
      `/v1/administrator/deletion-certificates/${id}`,
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/v1/administrator/deletion-certificates/${gone.community.id}`,
      headers: platform,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(closingMessages.certificateNotFound);
  });

  it('does nothing twice: a second run (a retry, another server) sends no e-mail and makes no certificate', async () => {
    const gone = await populatedCommunity(t.database, storage(), 'Aspen');
    await closeAndRunOut(gone.community.id, 'Aspen');
    const sent = (await t.outbox()).length;
    await t.app.queue.send(communityDelete, { communityId: gone.community.id });
    await t.app.queue.send(communityClosingSweep, {});
    await t.drain();
    expect((await t.outbox()).length).toBe(sent);
    const { rows } = await t.database.executeSql(`select count(*)::int as n from deletion_certificates`);
    expect((rows[0] as { n: number }).n).toBe(1);
  });

  it('deletes nothing before the end of the grace period', async () => {
    const c = await populatedCommunity(t.database, storage(), 'Maple');
    await t.app.inject({
      method: 'POST',
      url: `/v1/community/${c.community.id}/close`,
      headers: platform,
      payload: { confirmName: 'Maple' },
    });
    t.clock.set(new Date(t.clock.now().getTime() + 29 * DAY));
    await t.app.queue.send(communityClosingSweep, {});
    await t.app.queue.send(communityDelete, { communityId: c.community.id });
    await t.drain();
    expect((await rowsOf(c.community.id)).communities).toBe(1);
    for (const key of c.files) expect(await storage().get(key), key).not.toBeNull();
  });

  it('refuses a restore once the grace period is over (the deletion may be removing files already)', async () => {
    const c = await populatedCommunity(t.database, storage(), 'Larch');
    await t.app.inject({
      method: 'POST',
      url: `/v1/community/${c.community.id}/close`,
      headers: platform,
      payload: { confirmName: 'Larch' },
    });
    t.clock.set(new Date(t.clock.now().getTime() + 30 * DAY + 1000));
    const admin = await createPlatformAdmin(t.database);
    const late = await t.app.inject({
      method: 'POST',
      url: `/v1/community/${c.community.id}/restore`,
      headers: (await login(t.app, admin.username)).auth,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(closingMessages.deletionStarted);
  });
});
