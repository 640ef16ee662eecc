import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, REFRESH_LOCK, REFRESH_PATH } from './api-client';
import { EXP_KEY, TOKEN_KEY } from '../core/session-token';
import {
  NOW,
  fakeFetch,
  fresh,
  memoryStorage,
  seconds,
  withFakeClock,
  type Reply,
} from './api-client-fixtures';

// A single-module unit test: fetch, storage, locks and the clock are fakes; timers are vitest's.

function setup(script: Record<string, Reply | Reply[]>, token?: { accessToken: string; expInMs: number }) {
  const storage = memoryStorage();
  if (token) {
    storage.setItem(TOKEN_KEY, token.accessToken);
    storage.setItem(EXP_KEY, String(seconds(NOW + token.expInMs)));
  }
  const f = fakeFetch(script);
  const client = createApiClient({ fetch: f.fn, storage, locks: null, now: () => Date.now() });
  return { client, storage, ...f };
}

withFakeClock();

describe('api client', () => {
  it('sends the interface language as Accept-Language on every call, refreshes included', async () => {
    const f = fakeFetch({ '/v1/things': { status: 200, body: {} }, [REFRESH_PATH]: fresh });
    let language = 'fr';
    const client = createApiClient({
      fetch: f.fn,
      storage: memoryStorage(),
      locks: null,
      language: () => language,
    });
    await client.get('/v1/things');
    expect(f.calls.map((c) => c.headers['Accept-Language'])).toEqual(['fr', 'fr']);
    language = 'en';
    await client.get('/v1/things');
    expect(f.calls.at(-1)!.headers['Accept-Language']).toBe('en');
  });

  it('sends the bearer token, the cookie and no-cache headers without refreshing a fresh token', async () => {
    const t = setup(
      { '/v1/things': { status: 200, body: { ok: true } } },
      { accessToken: 'tok', expInMs: 60_000 },
    );
    await expect(t.client.get('/v1/things', { query: { offset: 1, search: '' } })).resolves.toEqual({
      ok: true,
    });
    expect(t.of(REFRESH_PATH)).toHaveLength(0);
    const [call] = t.calls;
    expect(call.url).toBe('/v1/things?offset=1');
    expect(call.init.credentials).toBe('include');
    expect(call.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    });
  });

  it('refreshes first when the token expires within 30 seconds', async () => {
    const t = setup(
      { [REFRESH_PATH]: fresh, '/v1/things': { status: 200, body: {} } },
      { accessToken: 'old', expInMs: 29_000 },
    );
    await t.client.get('/v1/things');
    expect(t.calls.map((c) => c.url)).toEqual([REFRESH_PATH, '/v1/things']);
    expect(t.calls[0].init.credentials).toBe('include');
    expect(t.calls[1].headers.Authorization).toBe('Bearer new-token');
    expect(t.storage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(t.storage.getItem(EXP_KEY)).toBe(String(seconds(NOW) + 900));
  });

  it('refreshes first when no token is stored', async () => {
    const t = setup({ [REFRESH_PATH]: fresh, '/v1/things': { status: 200, body: {} } });
    await t.client.get('/v1/things');
    expect(t.calls.map((c) => c.url)).toEqual([REFRESH_PATH, '/v1/things']);
  });

  it('runs one refresh for three concurrent calls and gives all of them its token', async () => {
    const t = setup(
      { [REFRESH_PATH]: fresh, '/v1/a': { status: 200, body: 1 } },
      { accessToken: 'old', expInMs: 5_000 },
    );
    await Promise.all([t.client.get('/v1/a'), t.client.get('/v1/a'), t.client.get('/v1/a')]);
    expect(t.of(REFRESH_PATH)).toHaveLength(1);
    expect(t.of('/v1/a').map((c) => c.headers.Authorization)).toEqual(Array(3).fill('Bearer new-token'));
  });

  it('rejects every queued caller with the outcome of a failed refresh', async () => {
    const t = setup({ [REFRESH_PATH]: { status: 401, body: { message: 'Your session has expired.' } } });
    const results = await Promise.allSettled([
      t.client.get('/v1/a'),
      t.client.get('/v1/b'),
      t.client.get('/v1/c'),
    ]);
    expect(t.of(REFRESH_PATH)).toHaveLength(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason.message).toBe('Your session has expired.');
    }
  });

  it('retries a refresh that met a 5xx twice, 500 ms apart', async () => {
    const t = setup(
      {
        [REFRESH_PATH]: [{ status: 503 }, { status: 502 }, fresh],
        '/v1/a': { status: 200, body: 'done' },
      },
      { accessToken: 'old', expInMs: 0 },
    );
    const result = t.client.get('/v1/a');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.of(REFRESH_PATH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(t.of(REFRESH_PATH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.of(REFRESH_PATH)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.of(REFRESH_PATH)).toHaveLength(3);
    await expect(result).resolves.toBe('done');
  });

  it('gives up after two retries on network errors and removes the stored token', async () => {
    const t = setup({ [REFRESH_PATH]: 'network-error' }, { accessToken: 'old', expInMs: 10_000 });
    const ended = vi.fn();
    t.client.onSessionEnd(ended);
    const result = t.client.get('/v1/a').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const err = await result;
    expect(t.of(REFRESH_PATH)).toHaveLength(3);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Connection failed');
    expect(t.storage.getItem(TOKEN_KEY)).toBeNull();
    expect(t.storage.getItem(EXP_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(t.of('/v1/a')).toHaveLength(0);
  });

  it('does not retry a refresh answered 401, and removes the stored token', async () => {
    const t = setup(
      { [REFRESH_PATH]: { status: 401, body: { message: 'Please log in to continue.' } } },
      { accessToken: 'old', expInMs: 10_000 },
    );
    await expect(t.client.get('/v1/a')).rejects.toMatchObject({
      message: 'Please log in to continue.',
      status: 401,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.of(REFRESH_PATH)).toHaveLength(1);
    expect(t.storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('on a 401 refreshes once and retries the request once', async () => {
    const t = setup(
      {
        [REFRESH_PATH]: fresh,
        '/v1/a': [
          { status: 401, body: { message: 'expired' } },
          { status: 200, body: 'ok' },
        ],
      },
      { accessToken: 'revoked', expInMs: 600_000 },
    );
    await expect(t.client.get('/v1/a')).resolves.toBe('ok');
    expect(t.calls.map((c) => [c.url, c.headers.Authorization])).toEqual([
      ['/v1/a', 'Bearer revoked'],
      [REFRESH_PATH, undefined],
      ['/v1/a', 'Bearer new-token'],
    ]);
  });

  it('returns a second 401 as an error instead of looping', async () => {
    const t = setup(
      { [REFRESH_PATH]: fresh, '/v1/a': { status: 401, body: { message: 'Still not allowed' } } },
      { accessToken: 'revoked', expInMs: 600_000 },
    );
    await expect(t.client.get('/v1/a')).rejects.toMatchObject({ status: 401, message: 'Still not allowed' });
    expect(t.of(REFRESH_PATH)).toHaveLength(1);
    expect(t.of('/v1/a')).toHaveLength(2);
  });

  it('does not refresh or retry the 401 of a call made without a token', async () => {
    const t = setup({ '/v1/users/login': { status: 401, body: { message: 'Wrong password' } } });
    await expect(t.client.post('/v1/users/login', {}, { auth: 'none' })).rejects.toMatchObject({
      message: 'Wrong password',
    });
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0].headers.Authorization).toBeUndefined();
  });

  it('gives up after 30 seconds with "Connection failed"', async () => {
    const t = setup({ '/v1/slow': 'hang' }, { accessToken: 'tok', expInMs: 600_000 });
    const result = t.client.get('/v1/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(t.calls[0].init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = (await result) as ApiError;
    expect(err.message).toBe('Connection failed');
    expect(err.status).toBe(0);
  });

  it("carries the server's message and field, and falls back to 'Connection failed'", async () => {
    const t = setup(
      {
        '/v1/bad': { status: 400, body: { message: 'Please enter a valid e-mail address.', field: 'email' } },
        '/v1/broken': { status: 500 },
        '/v1/down': 'network-error',
      },
      { accessToken: 'tok', expInMs: 600_000 },
    );
    await expect(t.client.get('/v1/bad')).rejects.toMatchObject({
      message: 'Please enter a valid e-mail address.',
      field: 'email',
      status: 400,
    });
    await expect(t.client.get('/v1/broken')).rejects.toMatchObject({
      message: 'Connection failed',
      status: 500,
    });
    await expect(t.client.get('/v1/down')).rejects.toMatchObject({ message: 'Connection failed', status: 0 });
  });

  it('re-reads the token after taking the cross-tab lock, reusing one another tab just got', async () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_KEY, 'old');
    storage.setItem(EXP_KEY, String(seconds(NOW) + 10));
    const f = fakeFetch({ '/v1/a': { status: 200, body: 'ok' } });
    const names: string[] = [];
    const locks = {
      // The other tab held the lock and refreshed meanwhile.
      request: (async (name: string, cb: () => Promise<unknown>) => {
        names.push(name);
        storage.setItem(TOKEN_KEY, 'from-other-tab');
        storage.setItem(EXP_KEY, String(seconds(NOW) + 900));
        return cb();
      }) as unknown as LockManager['request'],
    };
    const client = createApiClient({ fetch: f.fn, storage, locks, now: () => Date.now() });
    await expect(client.get('/v1/a')).resolves.toBe('ok');
    expect(names).toEqual([REFRESH_LOCK]);
    expect(f.of(REFRESH_PATH)).toHaveLength(0);
    expect(f.calls[0].headers.Authorization).toBe('Bearer from-other-tab');
  });

  it('sends the stored token without refreshing for optional auth (logout)', async () => {
    const t = setup(
      { '/v1/users/logout': { status: 200, body: {} } },
      { accessToken: 'tok', expInMs: 1_000 },
    );
    await t.client.post('/v1/users/logout', undefined, { auth: 'optional' });
    expect(t.calls.map((c) => [c.url, c.headers.Authorization])).toEqual([
      ['/v1/users/logout', 'Bearer tok'],
    ]);
  });
});
