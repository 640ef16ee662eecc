import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, REFRESH_LOCK, REFRESH_PATH } from './api-client';
import { download, upload, uploadPercent, type UploadOptions } from './api-transfer';
import { EXP_KEY, TOKEN_KEY } from './token-store';

// A single-module unit test: fetch, storage, locks and the clock are fakes; timers are vitest's.

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}
type Reply = { status: number; body?: unknown } | 'network-error' | 'hang' | Response;

/** A fetch that answers from per-path scripts (a list is consumed in order; the last reply repeats). */
function fakeFetch(script: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init, headers: (init.headers ?? {}) as Record<string, string> });
    const path = url.split('?')[0];
    const entry = script[path];
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]) : entry;
    if (!reply) throw new Error(`unscripted ${path}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply instanceof Response) return reply.clone();
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      text: async () => text,
    } as Response;
  });
  return { fn, calls, of: (path: string) => calls.filter((c) => c.url.split('?')[0] === path) };
}

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

const fresh = { status: 200, body: { accessToken: 'new-token', exp: seconds(NOW) + 900 } };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

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

describe('errorMessage', () => {
  it("prefers the server's words, keeps 'Connection failed' for no answer, else the screen's default", async () => {
    const { errorMessage } = await import('./api-client');
    expect(
      errorMessage(new ApiError('Token was invalid or expired', 400, 'token', true), 'Invalid Email'),
    ).toBe('Token was invalid or expired');
    expect(errorMessage(new ApiError('Connection failed', 0), 'Invalid Email')).toBe('Connection failed');
    expect(errorMessage(new ApiError('Connection failed', 500), 'Invalid Email')).toBe('Invalid Email');
    expect(errorMessage(new Error('boom'))).toBe('Connection failed');
  });
});

/** An XMLHttpRequest stand-in: answers each send from `replies` in order, after reporting upload progress. */
function fakeXhr(replies: ({ status: number; body?: unknown } | 'network-error')[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    timeout = 0;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const reply = replies.length > 1 ? replies.shift()! : replies[0];
      queueMicrotask(() => {
        if (reply === 'network-error') return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  return { sent, make: () => new FakeXhr() as unknown as XMLHttpRequest };
}

// lib/api-transfer's upload and download, through a client with fakes: they share its token handling.
const upload_ = (
  client: ReturnType<typeof createApiClient>,
  path: string,
  form: FormData,
  options: UploadOptions = {},
) => upload(path, form, options, client);
const download_ = (client: ReturnType<typeof createApiClient>, path: string) => download(path, {}, client);

describe('api client: multipart upload and file download', () => {
  function transferSetup(
    script: Record<string, Reply | Reply[]>,
    xhrReplies: Parameters<typeof fakeXhr>[0],
    token?: { accessToken: string; expInMs: number },
  ) {
    const storage = memoryStorage();
    if (token) {
      storage.setItem(TOKEN_KEY, token.accessToken);
      storage.setItem(EXP_KEY, String(seconds(NOW + token.expInMs)));
    }
    const f = fakeFetch(script);
    const x = fakeXhr(xhrReplies);
    const client = createApiClient({
      fetch: f.fn,
      storage,
      locks: null,
      now: () => Date.now(),
      xhr: x.make,
      language: () => 'fr',
    });
    return { client, storage, ...f, xhr: x };
  }

  it('uploads the form with the bearer token and the language, reporting progress, and answers the JSON', async () => {
    const t = transferSetup({}, [{ status: 201, body: { id: 'f1' } }], {
      accessToken: 'tok',
      expInMs: 60_000,
    });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'members.csv');
    const progress: number[] = [];
    await expect(
      upload_(t.client, '/v1/members/import', form, {
        query: { invite: true },
        onProgress: (p) => progress.push(p),
      }),
    ).resolves.toEqual({ id: 'f1' });
    expect(t.xhr.sent).toHaveLength(1);
    expect(t.xhr.sent[0]).toMatchObject({
      method: 'POST',
      url: '/v1/members/import?invite=true',
      headers: { Authorization: 'Bearer tok', 'Accept-Language': 'fr' },
      body: form,
    });
    expect(progress).toEqual([25, 100]);
    expect(t.calls).toHaveLength(0);
  });

  it('refreshes an expiring token before the upload, and after a 401 refreshes once and sends again', async () => {
    const t = transferSetup(
      { [REFRESH_PATH]: [fresh, { status: 200, body: { accessToken: 'newer', exp: seconds(NOW) + 900 } }] },
      [
        { status: 401, body: { message: 'expired' } },
        { status: 200, body: { ok: true } },
      ],
      { accessToken: 'old', expInMs: 10_000 },
    );
    await expect(upload_(t.client, '/v1/upload/community/logo', new FormData())).resolves.toEqual({
      ok: true,
    });
    expect(t.of(REFRESH_PATH)).toHaveLength(2);
    expect(t.xhr.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer new-token', 'Bearer newer']);
  });

  it("rejects an upload with the server's message and field, or 'Connection failed' without an answer", async () => {
    const bad = transferSetup({}, [{ status: 400, body: { message: 'Not a CSV file', field: 'file' } }], {
      accessToken: 'tok',
      expInMs: 60_000,
    });
    const err = await upload_(bad.client, '/v1/x', new FormData()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Not a CSV file', status: 400, field: 'file', fromServer: true });
    const lost = transferSetup({}, ['network-error'], { accessToken: 'tok', expInMs: 60_000 });
    await expect(upload_(lost.client, '/v1/x', new FormData())).rejects.toMatchObject({
      message: 'Connection failed',
      status: 0,
    });
  });

  it('downloads a file with its suggested name, refreshing and retrying once after a 401', async () => {
    const csv = new Response('email\nann@x.ca\n', {
      status: 200,
      headers: { 'Content-Disposition': 'attachment; filename="members-2026.csv"' },
    });
    const t = transferSetup(
      { [REFRESH_PATH]: fresh, '/v1/members/export': [{ status: 401, body: { message: 'expired' } }, csv] },
      [],
      { accessToken: 'old', expInMs: 60_000 },
    );
    const file = await download_(t.client, '/v1/members/export');
    expect(file.fileName).toBe('members-2026.csv');
    expect(await file.blob.text()).toBe('email\nann@x.ca\n');
    expect(t.of('/v1/members/export').map((c) => c.headers.Authorization)).toEqual([
      'Bearer old',
      'Bearer new-token',
    ]);
    expect(t.of('/v1/members/export')[0].headers['Accept-Language']).toBe('fr');
  });

  it("rejects a failed download with the server's message", async () => {
    const t = transferSetup(
      { '/v1/members/export': { status: 403, body: { message: 'You are not allowed to do this.' } } },
      [],
      { accessToken: 'tok', expInMs: 60_000 },
    );
    await expect(download_(t.client, '/v1/members/export')).rejects.toMatchObject({
      message: 'You are not allowed to do this.',
      status: 403,
    });
  });

  it('computes upload progress as floor(loaded / total × 100) within 0–100', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(300, 200)).toBe(100);
  });
});
