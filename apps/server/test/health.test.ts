import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';

describe('health and errors', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /livez while the process runs, and /readyz when the database answers and every migration is applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' } },
    });
  });

  it('is not ready while a migration of this code is not applied, and says which', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    );
    const last = journal.entries.at(-1) as { tag: string; when: number };
    // As if the database were one migration behind this code.
    const { rows } = await t.database.executeSql(
      'select hash from drizzle.__drizzle_migrations where created_at = $1',
      [last.when],
    );
    await t.database.executeSql('delete from drizzle.__drizzle_migrations where created_at = $1', [
      last.when,
    ]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'ok' } } });
      expect(res.json().checks.migrations).toEqual({
        status: 'failing',
        detail: `Migrations not applied yet: ${last.tag}.`,
      });
    } finally {
      await t.database.executeSql(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [rows[0].hash, last.when],
      );
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
