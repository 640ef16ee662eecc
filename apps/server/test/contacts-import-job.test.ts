import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactImportMessages as reasons } from '@gathering/contract';
import { contactImports, memberships, users } from '../src/db/schema';
import { rowsOf } from '../src/db/rows';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// Issue 36 #1: the import of contact channels runs as a job: the request answers at once, the console polls its
// progress, one import at a time per community, another community's administrator cannot see it, and a server
// that dies mid-import leaves it to be finished by the next start, each row applied once.
describe('an import of contact channels runs in the background', () => {
  let t: TestContext;
  let admin: Record<string, string>;
  let neighbour: Record<string, string>;
  let communityId: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, { username: 'importer' });
    communityId = a.community.id;
    await createCommunityAdmin(t.database, { username: 'neighbour' });
    admin = (await login(t.app, 'importer')).auth;
    neighbour = (await login(t.app, 'neighbour')).auth;
  });

  /** `n` members of the importing community, in bulk. */
  async function members(n: number) {
    const made = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `bulk${i}`,
          email: `bulk${i}@example.org`,
          firstName: 'Bulk',
          lastName: String(i),
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values(made.map((u) => ({ userId: u.id, communityId })));
  }
  const csv = (n: number) =>
    [
      'email,mobile,landline,contact_email',
      ...Array.from(
        { length: n },
        (_, i) =>
          `bulk${i}@example.org,+1204947${String(i).padStart(4, '0')},+1204555${String(i).padStart(4, '0')},c${i}@example.org`,
      ),
    ].join('\n');
  const start = (text: string, headers = admin, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/members/contacts/import${query}`,
      payload: text,
      headers: { ...headers, 'content-type': 'text/csv' },
    });
  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const status = async (id: string) => (await get(`/v1/members/contacts/import/${id}`)).json();
  const counts = async () =>
    rowsOf<{ channels: number; trail: number }>(
      await t.database.db.execute(sql`
        select (select count(*)::int from contact_channels where community_id = ${communityId}) as channels,
               (select count(*)::int from audit_events where details->>'source' = 'IMPORT') as trail`),
    )[0];

  it('answers at once, then shows the rows done of the total while the job runs', async () => {
    await members(900);
    const res = await start(csv(900));
    expect(res.statusCode).toBe(202);
    const id = res.json().id;
    expect(await counts()).toEqual({ channels: 0, trail: 0 });

    const running = t.drain();
    // Batch by batch: part of the file is seen done, with its counts, before the job ends.
    let job = await status(id);
    while (job.processed === 0 && job.status !== 'DONE') job = await status(id);
    expect(job.status).toBe('RUNNING');
    expect(job.processed).toBeGreaterThan(0);
    expect(job.processed).toBeLessThan(900);
    expect(job.updated).toBe(job.processed);
    expect(job.added).toBe(3 * job.processed);
    await running;
    expect(await status(id)).toMatchObject({ status: 'DONE', processed: 900, updated: 900, added: 2700 });
  }, 120_000);

  it("is the importing community's only: another community's administrator gets 404", async () => {
    await members(3);
    const id = (await start(csv(3))).json().id;
    const theirs = await get(`/v1/members/contacts/import/${id}`, neighbour);
    expect(theirs.statusCode).toBe(404);
    expect((await get('/v1/members/contacts/import/latest', neighbour)).json()).toEqual({ import: null });
    // Their own import names members of their community only: ours are unknown there, and nothing of ours moves.
    const refused = await start(csv(3), neighbour);
    expect(refused.statusCode).toBe(400);
    await t.drain();
    expect(await counts()).toEqual({ channels: 9, trail: 9 });
  });

  it('runs one import at a time in a community (409), and shows the latest again', async () => {
    await members(5);
    expect((await get('/v1/members/contacts/import/latest')).json()).toEqual({ import: null });
    const first = await start(csv(5));
    expect(first.statusCode).toBe(202);
    const second = await start(csv(5));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: reasons.importRunning });
    // Another community is not held up.
    expect((await start(csv(5), neighbour, '?skipInvalid=true')).statusCode).toBe(202);
    const fr = await t.app.inject({
      method: 'POST',
      url: '/v1/members/contacts/import',
      payload: csv(5),
      headers: { ...admin, 'content-type': 'text/csv', 'accept-language': 'fr' },
    });
    expect(fr.json().message).toMatch(/^Une importation de coordonnées est déjà en cours/);
    // An administrator who left the page finds it again, under way then ended.
    expect((await get('/v1/members/contacts/import/latest')).json().import).toMatchObject({
      id: first.json().id,
      status: 'QUEUED',
    });
    await t.drain();
    expect((await get('/v1/members/contacts/import/latest')).json().import).toMatchObject({
      id: first.json().id,
      status: 'DONE',
      updated: 5,
    });
    expect((await start(csv(5))).statusCode).toBe(202);
  });

  it('is finished by the next start after its server died mid-import, each row counted and recorded once', async () => {
    await members(300);
    const id = (await start(csv(300))).json().id;
    // A run that died after committing its first 120 rows: its rows are applied here by a run that stops there,
    // then the import is left as the dead server left it: RUNNING, held by a run whose lease has lapsed.
    await t.database.db
      .update(contactImports)
      .set({ csv: csv(120), total: 120 })
      .where(eq(contactImports.id, id));
    await t.drain();
    const dead = () =>
      t.database.db
        .update(contactImports)
        .set({
          csv: csv(300),
          total: 300,
          status: 'RUNNING',
          finishedAt: null,
          runner: crypto.randomUUID(),
          leaseUntil: sql`now() - interval '1 second'`,
        })
        .where(eq(contactImports.id, id));
    await dead();
    expect(await status(id)).toMatchObject({ status: 'RUNNING', processed: 120, updated: 120 });
    expect(await counts()).toEqual({ channels: 360, trail: 360 });

    await t.app.contactImports.resume();
    await t.drain();
    expect(await status(id)).toMatchObject({
      status: 'DONE',
      processed: 300,
      updated: 300,
      unchanged: 0,
      added: 900,
    });
    expect(await counts()).toEqual({ channels: 900, trail: 900 });

    // Rows applied again (a cursor behind what was saved) change nothing: the import is idempotent.
    await t.database.db.update(contactImports).set({ processed: 60 }).where(eq(contactImports.id, id));
    await dead();
    await t.app.contactImports.resume();
    await t.drain();
    expect(await status(id)).toMatchObject({ status: 'DONE', processed: 300, unchanged: 240, added: 900 });
    expect(await counts()).toEqual({ channels: 900, trail: 900 });
  });
});
