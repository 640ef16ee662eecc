import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// Issue 21: the console sends a save again, with the same Idempotency-Key, when its link dropped before the answer.
describe('Idempotency-Key on changes', () => {
  let t: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await createCommunityAdmin(t.database, { username: 'chief' });
    auth = (await login(t.app, 'chief')).auth;
  });

  const create = (key: string | undefined, group = 'Youth Council', headers: object = auth) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      payload: { group },
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const groups = async () =>
    (await t.app.inject({ url: '/v1/groups/basic', headers: auth })).json().groups as { group: string }[];

  it('creates once when the same key is sent twice, and answers the retry with the first answer', async () => {
    const first = await create('save-1');
    expect(first.statusCode).toBe(201);
    const again = await create('save-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await groups()).toHaveLength(1);
  });

  it('does the change again for another key (here: refused, the group exists)', async () => {
    expect((await create('save-1')).statusCode).toBe(201);
    const other = await create('save-2');
    expect(other.statusCode).toBe(409);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps an answer one day', async () => {
    expect((await create('save-1')).statusCode).toBe(201);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    auth = (await login(t.app, 'chief')).auth;
    // A day later the key is free again: the request is done anew (and meets the group made the first time).
    expect((await create('save-1')).statusCode).toBe(409);
  });

  it('refuses a key used for another request, and a malformed key, with a clear 400', async () => {
    expect((await create('save-1')).statusCode).toBe(201);
    const reused = await t.app.inject({
      method: 'PATCH',
      url: '/v1/groups/00000000-0000-4000-8000-000000000000',
      payload: { group: 'Elders' },
      headers: { ...auth, 'idempotency-key': 'save-1' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.idempotencyKeyReused);
    const bad = await create('not a key!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.idempotencyKeyInvalid);
    expect(await groups()).toHaveLength(1);
  });

  it('refuses the same key on the same change with other content (422), instead of replaying the first answer', async () => {
    const first = await create('save-1', 'Youth Council');
    expect(first.statusCode).toBe(201);
    const other = await create('save-1', 'Elders Council');
    expect(other.statusCode).toBe(422);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toEqual({ code: 'INVALID_INPUT', message: messages.idempotencyKeyOtherBody });
    expect((await groups()).map((g) => g.group)).toEqual(['Youth Council']);
    // The same content again, written otherwise, is the same change: answered with the first answer.
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: { ...auth, 'idempotency-key': 'save-1', 'content-type': 'application/json' },
      payload: '{ "group": "Youth Council" }',
    });
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(reordered.json()).toEqual(first.json());
  });

  it('replays a refusal too: a retried invalid save gets the same 400', async () => {
    const first = await create('save-3', '!!!');
    expect(first.statusCode).toBe(400);
    const again = await create('save-3', '!!!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
  });

  it('keys are per caller: another administrator using the same key is not answered with the first one', async () => {
    await createCommunityAdmin(t.database, { username: 'otherchief' });
    const other = (await login(t.app, 'otherchief')).auth;
    expect((await create('save-1')).statusCode).toBe(201);
    const theirs = await create('save-1', 'Youth Council', other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});

// Issue 38: a process killed between a change's commit and the keeping of its answer. The key's row is left as the
// kill leaves it (no answer), and its retry comes after a claim's lifetime, when a dead request's key is taken over.
describe('Idempotency-Key when the process dies around the commit', () => {
  let t: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await createCommunityAdmin(t.database, { username: 'chief' });
    auth = (await login(t.app, 'chief')).auth;
  });

  const save = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      payload: { headline: 'Water advisory lifted' },
      headers: { ...auth, 'idempotency-key': key },
    });
  const made = async () =>
    (
      await t.database.executeSql(
        `select count(*)::int as n from feed_items where headline = 'Water advisory lifted'`,
      )
    ).rows[0].n;
  const answerLost = (key: string) =>
    t.database.executeSql(`update idempotency_keys set status = null, body = null where key = $1`, [key]);

  it('never makes the change twice: the retry is told it was made', async () => {
    expect((await save('news-1')).statusCode).toBe(200);
    await answerLost('news-1');
    t.clock.advance(61_000);
    const retry = await save('news-1');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(messages.idempotencyKeyAnswerLost);
    expect(await made()).toBe(1);
    // Asked again later, the same.
    t.clock.advance(60 * 60 * 1000);
    auth = (await login(t.app, 'chief')).auth;
    expect((await save('news-1')).statusCode).toBe(409);
    expect(await made()).toBe(1);
  });

  it('makes the change on the retry when the first request died before its commit', async () => {
    const [{ id }] = (await t.database.executeSql(`select id from users where username = 'chief'`)).rows as {
      id: string;
    }[];
    // The claim a request leaves when it dies before its transaction commits (the rollback takes any mark).
    const first = await save('news-2');
    expect(first.statusCode).toBe(200);
    await t.database.executeSql(`delete from feed_items`);
    await t.database.executeSql(
      `update idempotency_keys set status = null, body = null, changed_at = null where user_id = $1`,
      [id],
    );
    t.clock.advance(61_000);
    const retry = await save('news-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await made()).toBe(1);
  });
});
