import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, REFRESH_PATH } from './api-client';
import { download, upload, uploadPercent, type UploadOptions } from './api-transfer';
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

// A single-module unit test: fetch, XMLHttpRequest, storage, locks and the clock are fakes; timers are vitest's.

withFakeClock();

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
