import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { auditRoleWarning } from '../src/db/audit-roles';
import { openDatabase } from '../src/db/client';
import { postgresCluster, ready, spawnServer, type Server } from './helpers/processes';

// Issue 33, item 3, on a real PostgreSQL cluster: the roles docs/operations.md sets up ("The audit trail's roles").
// The server works as a role that does not own the audit trail's tables; their owner migrates at its start. With
// the server's credentials one can append to the trail and nothing more: neither switch its guards off, nor alter,
// remove or rewind it.
describe("the audit trail's roles on PostgreSQL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-audit-roles-'));
  const servers: Server[] = [];
  let stopCluster = () => {};
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    stopCluster();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets the server append to the trail and nothing more; its owner alone could switch the guards off', async () => {
    const cluster = await postgresCluster();
    stopCluster = cluster.stop;
    const suffix = process.pid;
    const [owner, server, name] = [
      `gathering_owner_${suffix}`,
      `gathering_server_${suffix}`,
      `gathering_roles_${suffix}`,
    ];
    const as = (role: string, database = name) => {
      const url = new URL(cluster.url);
      url.username = role;
      url.password = 'a-test-password';
      url.pathname = `/${database}`;
      return url.toString();
    };
    // The set-up of docs/operations.md, as a superuser, word for word but the names.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    for (const sql of [
      `drop database if exists ${name} with (force)`,
      `drop role if exists ${server}`,
      `drop role if exists ${owner}`,
      `create role ${owner} login password 'a-test-password'`,
      `create role ${server} login password 'a-test-password'`,
      `create database ${name} owner ${owner}`,
      `grant connect, create on database ${name} to ${server}`,
    ])
      await admin.query(sql);
    await admin.end();

    const s = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: as(server),
      DATABASE_OWNER_URL: as(owner),
      PLATFORM_ADMIN_EMAIL: 'root@roles.test',
      PLATFORM_ADMIN_PASSWORD: 'a-platform-password',
    });
    servers.push(s);
    await ready(s, '/readyz');
    const readyz = (await (await fetch(`${s.base}/readyz`)).json()) as {
      checks: Record<string, { status: string }>;
    };
    expect(readyz.checks.auditRoles).toEqual({ status: 'ok' });
    // The server works: a sign-in and a verification append to the platform's chain, which verifies.
    const login = await fetch(`${s.base}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: 'root@roles.test', password: 'a-platform-password' }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const verified = await fetch(`${s.base}/v1/administrator/audit/verify`, {
      method: 'POST',
      headers: auth,
    });
    expect(((await verified.json()) as { ok: boolean }).ok).toBe(true);

    // Everything else, with the server's credentials: refused by PostgreSQL or by the trail's triggers.
    const client = new pg.Client({ connectionString: as(server) });
    await client.connect();
    const refusal = async (sql: string) => {
      await client.query('begin');
      try {
        await client.query(sql);
        return null;
      } catch (err) {
        return (err as Error).message;
      } finally {
        await client.query('rollback');
      }
    };
    try {
      const refused: Record<string, RegExp> = {
        'alter table audit_events disable trigger all': /must be owner of table audit_events/,
        'alter table audit_chain_heads disable trigger audit_chain_heads_forward_only':
          /must be owner of table audit_chain_heads/,
        'set session_replication_role = replica': /permission denied/,
        "update audit_events set action = 'nothing happened'": /permission denied for table audit_events/,
        'truncate audit_events': /permission denied for table audit_events/,
        'delete from audit_events': /append-only: DELETE refused/,
        'update audit_chain_heads set seq = seq - 1, hash = hash': /only moves forward: UPDATE refused/,
        "update audit_chain_heads set hash = 'rehashed'": /only moves forward: UPDATE refused/,
        "update audit_chain_heads set purged_through = 1, purged_hash = 'x'":
          /only moves forward: UPDATE refused/,
        'delete from audit_chain_heads': /permission denied for table audit_chain_heads/,
        'truncate audit_chain_heads': /permission denied for table audit_chain_heads/,
        'alter table audit_events owner to current_user': /must be owner of table audit_events/,
      };
      for (const [sql, reason] of Object.entries(refused)) expect(await refusal(sql), sql).toMatch(reason);
      // Nor by shadowing now() in a schema of its own (it may create pg-boss's): the guards' search path is fixed.
      expect(
        await refusal(
          `create schema shadow;
           create function shadow.now() returns timestamptz language sql as $$ select '2999-01-01'::timestamptz $$;
           set local search_path = shadow, pg_catalog, public;
           delete from audit_events`,
        ),
      ).toMatch(/append-only: DELETE refused/);
      // What it must do, it does: read and append (a row of its own, through the server above).
      const { rows } = await client.query('select count(*)::int as n from audit_events');
      expect(rows[0].n).toBeGreaterThanOrEqual(2);
    } finally {
      await client.end();
    }

    // /readyz says so when the server connects as the owner instead.
    const asOwner = await openDatabase({ url: as(owner) });
    const asServer = await openDatabase({ url: as(server) });
    try {
      expect(await auditRoleWarning(asServer)).toBeNull();
      expect((await auditRoleWarning(asOwner))?.warning).toMatch(/owns the audit trail's tables/);
    } finally {
      await asOwner.close();
      await asServer.close();
    }
    s.child.kill('SIGTERM');
    expect(await s.exit).toBe(0);
  }, 300_000);
});
