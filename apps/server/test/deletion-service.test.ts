import { describe, expect, it, vi } from 'vitest';
import { createStorage } from '../src/lib/files/storage';
import { documentSigner, verifyDocument } from '../src/lib/signing';
import { erasureRepository } from '../src/modules/auth/erasure.repository';
import { closingsRepository } from '../src/modules/communities/closings.repository';
import { communitiesRepository } from '../src/modules/communities/communities.repository';
import { createMailService } from '../src/modules/mail/mail.service';
import { createDeletionService } from '../src/modules/deletion/deletion.service';
import { populatedCommunity } from './closing-fixtures';
import { useTestContext } from './helpers/context';

const DAY = 86_400_000;

// The deletion service alone, with the export and audit modules' ports as test doubles (the HTTP tests use what
// composition wires): their checksums and chain head go into the signed certificate, and two servers deleting the
// same community at once make one certificate.
describe('deletion service', () => {
  const t = useTestContext();

  function service() {
    const finalExport = vi.fn(async () => ({
      archiveSha256: 'a'.repeat(64),
      manifest: { 'members.jsonl': 'b'.repeat(64), 'files/logo.png': 'c'.repeat(64) },
    }));
    const auditChainHead = vi.fn(async () => 'd'.repeat(64));
    const signer = documentSigner(t.config.certificateKey);
    const deletion = createDeletionService({
      database: t.database,
      clock: t.clock,
      mail: createMailService({ database: t.database, queue: t.app.queue }),
      publicUrl: t.config.publicUrl,
      signer,
      storage: createStorage(t.config),
      fileStore: 'disk',
      closings: closingsRepository,
      communities: communitiesRepository,
      erasure: erasureRepository,
      finalExport,
      auditChainHead,
    });
    return { deletion, finalExport, auditChainHead, signer };
  }

  async function closed(name: string) {
    const c = await populatedCommunity(t.database, createStorage(t.config), name);
    const now = t.clock.now();
    await closingsRepository.insert(t.database.db, {
      communityId: c.community.id,
      closedAt: new Date(now.getTime() - 30 * DAY),
      deletionDueAt: now,
      closedBy: null,
    });
    return c;
  }

  it('puts the final export’s checksums and the audit chain’s head in the signed certificate', async () => {
    const { deletion, finalExport, auditChainHead, signer } = service();
    const c = await closed('Tamarack');
    const id = await deletion.deleteIfDue(c.community.id);
    expect(id).toBeTruthy();
    expect(finalExport).toHaveBeenCalledWith(c.community.id);
    expect(auditChainHead).toHaveBeenCalledWith(c.community.id);
    const signed = await deletion.get(id!);
    expect(signed.certificate).toMatchObject({
      finalExport: { archiveSha256: 'a'.repeat(64), manifest: { 'members.jsonl': 'b'.repeat(64) } },
      auditTrail: { chainHead: 'd'.repeat(64) },
    });
    expect(verifyDocument(signed.certificate, signed.signature.value, signer.publicKeyPem)).toBe(true);
    const pdf = await deletion.pdf(id!, 'fr');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes one certificate when two servers delete the same community at once', async () => {
    const a = service();
    const b = service();
    const c = await closed('Poplar');
    const results = await Promise.all([
      a.deletion.deleteIfDue(c.community.id),
      b.deletion.deleteIfDue(c.community.id),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await a.deletion.list()).toHaveLength(1);
  });
});
