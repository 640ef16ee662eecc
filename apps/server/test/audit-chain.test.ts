import type { AuditAction } from '@gathering/contract';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { useTestContext } from './helpers/context';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';
import { verifyAsPlatform } from './audit-tampering';

// Issue 24 item 1: rows written with the action or not at all, append-only, and a chain that names tampering.
describe('audit trail: same transaction, append-only, hash chain', () => {
  const t = useTestContext();
  const trail = async (communityId: string) =>
    (
      await t.database.executeSql(
        `select seq, action, target_id, changes, details from audit_events where chain = $1 order by seq`,
        [communityId],
      )
    ).rows as { seq: string; action: string; target_id: string; changes: Record<string, unknown> | null }[];
  const verify = () => verifyAsPlatform(t);
  /** As a superuser would: the append-only trigger off for this transaction only. */
  const tamper = (statements: string) =>
    t.database.executeSql(`begin; set local session_replication_role = replica; ${statements} commit;`);

  async function memberEdits() {
    const { community, user } = await createCommunityAdmin(t.database);
    const person = await createUser(t.database, { firstName: 'Awan' });
    const member = await addMembership(t.database, person.id, community.id);
    const s = await login(t.app, user.username);
    for (const firstName of ['Awen', 'Awena', 'Awenda']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/member/update/${member.id}`,
        headers: s.auth,
        payload: { firstName },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { community, member, s };
  }

  it('records an edit with its fields before and after, and an administrator created without their password', async () => {
    const { community, member, s } = await memberEdits();
    const rows = await trail(community.id);
    const edit = rows.find((r) => r.action === 'members.update' && r.target_id === member.id)!;
    expect(edit.changes).toEqual({ firstName: { before: 'Awan', after: 'Awen' } });
    const password = 'A colleague secret 42';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/community/admin',
      headers: s.auth,
      payload: {
        username: 'colleague',
        email: 'colleague@example.org',
        firstName: 'Kiona',
        password,
        password_confirmation: password,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = (await trail(community.id)).find((r) => r.action === 'administrators.create')!;
    expect(created.changes).toMatchObject({ username: { before: null, after: 'colleague' } });
    expect(JSON.stringify(await trail(community.id))).not.toMatch(/password|A colleague secret/);
  });

  it('writes no row when the action fails after recording it (one transaction)', async () => {
    const { community, member, s } = await memberEdits();
    const before = await trail(community.id);
    // The name is recorded, then the unknown group fails the edit: both roll back.
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/member/update/${member.id}`,
      headers: s.auth,
      payload: { firstName: 'Changed', groups: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.statusCode).toBe(404);
    expect(await trail(community.id)).toEqual(before);
    const recorder = createAuditRecorder({ clock: t.clock });
    await expect(
      t.database.db.transaction(async (tx) => {
        await recorder.record(tx, { communityId: community.id, action: 'test.rolled_back' as AuditAction });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await trail(community.id)).toEqual(before);
    expect((await verify()).ok).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the trail to the server', async () => {
    const { community } = await memberEdits();
    for (const statement of [
      `update audit_events set action = 'x' where chain = '${community.id}'`,
      `delete from audit_events where chain = '${community.id}'`,
      `truncate audit_events`,
    ])
      await expect(t.database.executeSql(statement), statement).rejects.toThrow(/append-only/);
    expect((await trail(community.id)).length).toBeGreaterThanOrEqual(4);
  });

  it('names the first row altered by a superuser', async () => {
    const { community } = await memberEdits();
    expect((await verify()).ok).toBe(true);
    await tamper(
      `update audit_events set changes = '{"firstName":{"before":"Awan","after":"Someone"}}' where chain = '${community.id}' and seq = 3;`,
    );
    const chain = (await verify()).chains.find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'altered', seq: 3 } });
  });

  it('names a removed row, and a removed tail', async () => {
    const { community } = await memberEdits();
    await tamper(`delete from audit_events where chain = '${community.id}' and seq = 2;`);
    let chain = (await verify()).chains.find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'removed', seq: 2 } });
    const other = await memberEdits();
    const last = (await trail(other.community.id)).length;
    await tamper(`delete from audit_events where chain = '${other.community.id}' and seq = ${last};`);
    chain = (await verify()).chains.find((c) => c.chain === other.community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'removed', seq: last } });
  });

  it('names a reordered row', async () => {
    const { community } = await memberEdits();
    const c = `chain = '${community.id}'`;
    await tamper(
      `update audit_events set seq = -1 where ${c} and seq = 2;
       update audit_events set seq = 2 where ${c} and seq = 3;
       update audit_events set seq = 3 where ${c} and seq = -1;`,
    );
    const chain = (await verify()).chains.find((r) => r.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'reordered', seq: 2 } });
  });

  it('keeps one chain when appends to it race (and on PostgreSQL, from two servers)', async () => {
    const { community } = await createCommunityAdmin(t.database);
    const recorder = createAuditRecorder({ clock: t.clock });
    // A second "server": its own connections to the same database (PostgreSQL); PGlite has one writer.
    const url = process.env.DATABASE_URL ? workerDatabaseUrl() : null;
    const second = url ? await openDatabase({ url }) : null;
    try {
      const dbs = [t.database.db, (second ?? t.database).db];
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          dbs[i % 2].transaction(async (tx) => {
            await recorder.record(tx, {
              communityId: community.id,
              action: 'test.race' as AuditAction,
              details: { rows: i },
            });
            // Hold the head a moment, so the others queue on its lock rather than finish first by luck.
            await tx.execute(sql`select pg_sleep(0.01)`);
          }),
        ),
      );
    } finally {
      await second?.close();
    }
    const rows = await trail(community.id);
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const chain = (await verify()).chains.find((r) => r.chain === community.id)!;
    expect(chain).toMatchObject({ ok: true, rows: 24 });
  });
});

/** The URL of the worker's own PostgreSQL database (test/helpers/database.ts names it after the worker). */
function workerDatabaseUrl(): string {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/gathering_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  return u.toString();
}
