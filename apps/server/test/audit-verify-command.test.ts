import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { auditVerify, describeChain } from '../src/ops/audit-verify';

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
        await audit.record(database.db, { communityId: null, action: `test.step${i}` });
      await database.close();
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
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
});
