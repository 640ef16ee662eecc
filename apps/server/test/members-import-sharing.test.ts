import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberImports, memberships } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// Under the 1,000 rows one transaction used to take: in batches, part of the file is seen done while the job runs.
const ROWS = 900;
const csv = (rows: number) =>
  ['first_name,last_name,email,groups']
    .concat(Array.from({ length: rows }, (_, i) => `Person,Number${i},person${i}@example.org,Youth`))
    .join('\n');

describe('an import shares the database with everyone else', () => {
  let t: TestContext;
  let importing: { authorization: string };
  let other: { authorization: string };
  let otherCommunityId: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    await createCommunityAdmin(t.database, { username: 'importer' });
    const o = await createCommunityAdmin(t.database, { username: 'neighbour' });
    otherCommunityId = o.community.id;
    for (let i = 0; i < 5; i++)
      await addMembership(t.database, (await createUser(t.database)).id, otherCommunityId);
    importing = (await login(t.app, 'importer')).auth;
    other = (await login(t.app, 'neighbour')).auth;
  });

  const status = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/members/import/${id}`, headers: importing })).json();

  async function startImport(rows: number): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import?invite=false',
      payload: csv(rows),
      headers: { ...importing, 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(202);
    return res.json().id;
  }

  it("answers another community's members list between two of the import's batches, before the import ends", async () => {
    const id = await startImport(ROWS);
    const running = t.drain();
    // The import commits batch by batch: its progress shows part of the file done while the job runs.
    let job = await status(id);
    while (job.processed === 0 && job.status !== 'DONE') job = await status(id);
    expect(job.status).toBe('RUNNING');
    expect(job.processed).toBeGreaterThan(0);
    expect(job.processed).toBeLessThan(ROWS);

    const list = await t.app.inject({ method: 'GET', url: '/v1/members?limit=20', headers: other });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(6);
    // Answered while the import still had rows to go: it did not wait for the whole import.
    const after = await status(id);
    expect(after.status).toBe('RUNNING');
    expect(after.processed).toBeLessThan(ROWS);

    await running;
    expect(await status(id)).toMatchObject({ status: 'DONE', processed: ROWS, created: ROWS, updated: 0 });
  }, 120_000);

  it('resumes at start an import whose run died, from its last batch, with counts of what the import did', async () => {
    const id = await startImport(300);
    // A run that died after committing its first 120 rows: its lease lapsed (PostgreSQL) or its process is gone
    // (the embedded engine, one process per data folder). Its rows are applied here by a run that stops there.
    await t.database.db
      .update(memberImports)
      .set({ csv: csv(120), total: 120 })
      .where(eq(memberImports.id, id));
    await t.drain();
    await t.database.db
      .update(memberImports)
      .set({
        csv: csv(300),
        total: 300,
        status: 'RUNNING',
        finishedAt: null,
        runner: crypto.randomUUID(),
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(memberImports.id, id));
    expect(await status(id)).toMatchObject({ status: 'RUNNING', processed: 120, created: 120 });

    await t.app.imports.resume();
    await t.drain();
    expect(await status(id)).toMatchObject({ status: 'DONE', processed: 300, created: 300, updated: 0 });
    const [{ count }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(memberships)
      .where(sql`${memberships.communityId} <> ${otherCommunityId}`);
    expect(count).toBe(301);
  });

  it('leaves an import to the run that holds a live lease (another server), until the lease lapses', async () => {
    const id = await startImport(50);
    await t.database.db
      .update(memberImports)
      .set({ status: 'RUNNING', runner: crypto.randomUUID(), leaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(memberImports.id, id));
    // The job queued with the import finds it held: it leaves it alone.
    await t.drain();
    if (t.database.kind === 'postgres') {
      await t.app.imports.resume();
      await t.drain();
      expect(await status(id)).toMatchObject({ status: 'RUNNING', processed: 0 });
    } else {
      // The embedded engine has one process per data folder: at start, no other run can be alive.
      expect(await status(id)).toMatchObject({ status: 'RUNNING', processed: 0 });
      await t.app.imports.resume();
      await t.drain();
      expect(await status(id)).toMatchObject({ status: 'DONE', processed: 50, created: 50 });
    }
  });
});
