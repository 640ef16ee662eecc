import type { AuditAction } from '@gathering/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { documentSigner } from '../src/lib/signing';
import { checkpointStore, createCheckpoints } from '../src/modules/audit/audit.checkpoints';
import { auditVerify, describeChain } from '../src/ops/audit-verify';
import { alterAndRehash, cutStart, cutTail } from './audit-tampering';
import { emptyDatabaseOn } from './helpers/processes';

// `npm run audit:verify` (ops/audit-verify.ts) on an embedded data folder with no server running: OK per chain,
// then the altered row named once a superuser changed it.
describe('npm run audit:verify', () => {
  it('prints OK per chain, then names the row a superuser altered', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gathering-audit-verify-'));
    try {
      const database = await openDatabase({ dataDir: defaultPgliteDir(dataDir) });
      await migrateDatabase(database);
      const audit = createAuditRecorder({ clock: systemClock });
      for (let i = 0; i < 4; i++)
        await audit.record(database.db, { communityId: null, action: `test.step${i}` as AuditAction });
      await database.close();
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      await database.close();
      const intact = await auditVerify(config);
      expect(intact.map(describeChain)).toEqual(['OK      platform: 4 rows']);

      const again = await openDatabase({ dataDir: defaultPgliteDir(dataDir) });
      await again.executeSql(
        `begin; set local session_replication_role = replica;
         update audit_events set details = '{"changed":true}' where seq = 2; commit;`,
      );
      await again.close();
      const [broken] = await auditVerify(config);
      expect(broken).toMatchObject({ ok: false, problem: { kind: 'altered', seq: 2, action: 'test.step1' } });
      expect(describeChain(broken)).toMatch(
        /^BROKEN {2}platform: row 2 \(id .+, test\.step1 at .+\) was altered/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three openings of a data folder and the migrations: slow on a busy machine.
  }, 180_000);

  it('holds each chain to the signed checkpoints in AUDIT_CHECKPOINT_DIR, and names the three edits of issue 33', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gathering-audit-checkpoints-'));
    try {
      // The embedded folder, or on the PostgreSQL run a database of its own on that server.
      const url = process.env.DATABASE_URL
        ? await emptyDatabaseOn(process.env.DATABASE_URL, `gathering_audit_verify_${process.pid}`)
        : '';
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' });
      const database = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dataDir) });
      await migrateDatabase(database);
      const audit = createAuditRecorder({ clock: systemClock });
      const chains = [
        '11111111-1111-4111-8111-111111111111',
        '22222222-2222-4222-8222-222222222222',
        '33333333-3333-4333-8333-333333333333',
      ];
      for (const communityId of chains)
        for (let i = 0; i < 6; i++)
          await audit.record(database.db, { communityId, action: `test.step${i}` as AuditAction });
      await createCheckpoints({
        db: database.db,
        signer: documentSigner(config.certificateKey),
        clock: systemClock,
        issuer: config.publicUrl,
        store: checkpointStore(config.auditCheckpointDir),
      }).take('command');
      await database.close();
      const intact = await auditVerify(config);
      expect(intact.every((c) => c.ok)).toBe(true);
      expect(intact.checkpoints).toMatchObject({
        kept: 1,
        ignored: [],
        location: join(dataDir, 'audit-checkpoints'),
      });

      const again = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dataDir) });
      await cutTail(again, chains[0], 3);
      await cutStart(again, chains[1], 3);
      await alterAndRehash(again, chains[2], 2);
      await again.close();
      const lines = (await auditVerify(config)).map(describeChain);
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(
            `^BROKEN  community ${chains[0]}: row 4 and after were removed \\(the signed checkpoint of .+ saw them\\)$`,
          ),
        ),
        `BROKEN  community ${chains[1]}: rows 1 to 3 were removed without a signed purge of rows past their retention`,
        expect.stringMatching(
          new RegExp(
            `^BROKEN  community ${chains[2]}: row 6 \\(id .+, test\\.step5 at .+\\) is not what the signed checkpoint of .+ saw`,
          ),
        ),
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
