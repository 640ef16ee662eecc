import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCheckpoint as checkpointJob } from '../src/jobs/catalog';
import { verifyDocument } from '../src/lib/signing';
import { alterAndRehash, cutStart, cutTail, verifyAsPlatform, type VerifiedChain } from './audit-tampering';
import { readTarGz } from './export-fixtures';
import { useTestContext } from './helpers/context';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// Issue 33, item 3: the trail's chains anchored outside the database by signed checkpoints, which the platform's
// "Verify the chains" holds them to, so the three edits that went unnoticed are found.
describe('audit trail: signed checkpoints', () => {
  const t = useTestContext();

  /** A community whose administrator made `n` changes: a chain of n + 1 rows (the sign-in first). */
  async function community(n = 6) {
    const { community, user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/users/me/profile',
        headers: s.auth,
        payload: { firstName: `Name ${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { community, auth: s.auth };
  }
  const verify = () => verifyAsPlatform(t);
  const daily = async () => {
    await t.app.queue.send(checkpointJob, {});
    await t.drain();
  };
  const files = () =>
    existsSync(t.config.auditCheckpointDir) ? readdirSync(t.config.auditCheckpointDir) : [];

  it('keeps each day a checkpoint outside the database, signed with the published key, the latest public', async () => {
    const { community: c } = await community(2);
    await daily();
    // A file in AUDIT_CHECKPOINT_DIR (DATA_DIR/audit-checkpoints here), named by its time and reason.
    expect(t.config.auditCheckpointDir).toBe(join(t.config.dataDir, 'audit-checkpoints'));
    const [name] = files();
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-daily\.json$/);
    const kept = JSON.parse(readFileSync(join(t.config.auditCheckpointDir, name), 'utf8'));

    // Anyone may fetch it, and check it with the platform's published key.
    const published = await t.app.inject({ method: 'GET', url: '/v1/public/audit-checkpoint' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(kept);
    const key = (await t.app.inject({ method: 'GET', url: '/v1/public/certificate-key' })).json();
    const { document, signature } = published.json();
    expect(signature).toMatchObject({ algorithm: 'Ed25519', keyFingerprint: key.fingerprint });
    expect(verifyDocument(document, signature.value, key.publicKey)).toBe(true);
    expect(document).toMatchObject({
      kind: 'gathering-audit-checkpoint',
      reason: 'daily',
      issuer: t.config.publicUrl,
    });
    const { rows } = await t.database.executeSql('select seq, hash from audit_chain_heads where chain = $1', [
      c.id,
    ]);
    expect(document.chains[c.id]).toEqual({ seq: Number(rows[0].seq), hash: rows[0].hash, purgedThrough: 0 });
    // Changed by one digit, it is no longer the platform's word: the verification leaves it aside and says so.
    const forged = {
      ...document,
      chains: { ...document.chains, [c.id]: { ...document.chains[c.id], seq: 99 } },
    };
    expect(verifyDocument(forged, signature.value, key.publicKey)).toBe(false);
    writeFileSync(
      join(t.config.auditCheckpointDir, 'forged.json'),
      JSON.stringify({ document: forged, signature }),
    );
    const result = await verify();
    expect(result).toMatchObject({ ok: true, checkpoints: { kept: 1, latestAt: document.at, ignored: 1 } });
  });

  it("takes one at each export: the community holds its own in the archive, and the trail's CSV leaves one", async () => {
    const { community: c, auth } = await community(1);
    const csv = await t.app.inject({ method: 'GET', url: '/v1/audit/export', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(files().filter((f) => f.endsWith('-audit-export.json'))).toHaveLength(1);
    const id = (await t.app.inject({ method: 'POST', url: '/v1/community/exports', headers: auth })).json()
      .data.id;
    await t.drain();
    expect(
      files().filter((f) => f.endsWith('-export.json') && !f.endsWith('audit-export.json')),
    ).toHaveLength(1);
    const link = (
      await t.app.inject({ method: 'POST', url: `/v1/community/exports/${id}/link`, headers: auth })
    ).json().data.url;
    const archive = await readTarGz(
      (await t.app.inject({ method: 'GET', url: link, headers: auth })).rawPayload,
    );
    const inside = JSON.parse(archive.get('audit-checkpoint.json')!.toString());
    const key = (await t.app.inject({ method: 'GET', url: '/v1/public/certificate-key' })).json();
    expect(verifyDocument(inside.document, inside.signature.value, key.publicKey)).toBe(true);
    expect(inside.document.reason).toBe('export');
    expect(inside.document.chains[c.id].seq).toBeGreaterThan(1);
  });

  it('finds the three edits that went unnoticed, each made after a checkpoint', async () => {
    const tail = await community();
    const start = await community();
    const rewritten = await community();
    await daily();
    const before = await verify();
    expect(before.ok).toBe(true);
    await cutTail(t.database, tail.community.id, 3);
    await cutStart(t.database, start.community.id, 3);
    await alterAndRehash(t.database, rewritten.community.id, 3);
    // Each chain still links up on its own: without the checkpoints, nothing would be found (as the audit saw).
    renameSync(t.config.auditCheckpointDir, `${t.config.auditCheckpointDir}.away`);
    const blind = await verify();
    renameSync(`${t.config.auditCheckpointDir}.away`, t.config.auditCheckpointDir);
    const byChain = (r: { chains: VerifiedChain[] }, id: string) => r.chains.find((c) => c.chain === id)!;
    expect(byChain(blind, tail.community.id).ok).toBe(true);
    expect(byChain(blind, rewritten.community.id).ok).toBe(true);

    const after = await verify();
    expect(after.ok).toBe(false);
    const at = (await verify()).checkpoints.latestAt;
    // The tail the checkpoint saw is gone, whatever the rewound head says.
    expect(byChain(after, tail.community.id)).toMatchObject({
      ok: false,
      problem: { kind: 'removed', seq: 5, checkpointAt: at },
    });
    // The start went without the platform's signature on a purge of old rows.
    expect(byChain(after, start.community.id)).toMatchObject({
      ok: false,
      problem: { kind: 'purged', seq: 3 },
    });
    // Row 3 changed and the rest hashed again: the checkpoint's last row no longer has the hash it had.
    expect(byChain(after, rewritten.community.id)).toMatchObject({
      ok: false,
      problem: { kind: 'rewritten', seq: 7, checkpointAt: at },
    });
  });
});
