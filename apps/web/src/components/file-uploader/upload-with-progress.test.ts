import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED, uploadPercent, uploadWithProgress, UploadError } from './upload-with-progress';

/** Just enough of XMLHttpRequest for the helper; tests drive it through `last`. */
class FakeXHR {
  static last: FakeXHR;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXHR.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXHR));
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const data = new FormData();
  data.append('cover', new Blob(['x']), 'a.png');
  return data;
};

describe('uploadPercent', () => {
  it('is floor(loaded / total * 100)', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(199, 200)).toBe(99);
    expect(uploadPercent(200, 200)).toBe(100);
  });

  it('stays within 0–100 and is 0 without a total', () => {
    expect(uploadPercent(300, 200)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(5, NaN)).toBe(0);
  });
});

describe('uploadWithProgress', () => {
  it('posts the form with the bearer token and credentials', () => {
    const data = form();
    void uploadWithProgress('/v1/upload/feedItem/cover', data, { token: 'abc' });
    const xhr = FakeXHR.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/upload/feedItem/cover');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(data);
  });

  it('sends no Authorization header without a token, and honours the method', () => {
    void uploadWithProgress('/x', form(), { method: 'PATCH' });
    expect(FakeXHR.last.headers.Authorization).toBeUndefined();
    expect(FakeXHR.last.method).toBe('PATCH');
  });

  it('reports progress as whole percentages, ignoring events without a total', () => {
    const onProgress = vi.fn();
    void uploadWithProgress('/x', form(), { onProgress });
    const progress = FakeXHR.last.upload.onprogress!;
    progress({ lengthComputable: true, loaded: 50, total: 300 });
    progress({ lengthComputable: false, loaded: 10, total: 0 });
    progress({ lengthComputable: true, loaded: 300, total: 300 });
    expect(onProgress.mock.calls).toEqual([[16], [100]]);
  });

  it('resolves with the parsed JSON answer', async () => {
    const promise = uploadWithProgress<{ id: number }>('/x', form());
    FakeXHR.last.respond(201, '{"id":7}');
    await expect(promise).resolves.toEqual({ id: 7 });
  });

  it('resolves with undefined for an empty answer', async () => {
    const promise = uploadWithProgress('/x', form());
    FakeXHR.last.respond(204, '');
    await expect(promise).resolves.toBeUndefined();
  });

  it("rejects with the server's message and keeps status and body", async () => {
    const promise = uploadWithProgress('/x', form());
    FakeXHR.last.respond(415, '{"message":"Unsupported file type"}');
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      message: 'Unsupported file type',
      status: 415,
      body: { message: 'Unsupported file type' },
    });
  });

  it('rejects with "Connection failed" when the server gives no message', async () => {
    const promise = uploadWithProgress('/x', form());
    FakeXHR.last.respond(502, '<html>Bad gateway</html>');
    await expect(promise).rejects.toThrow('Connection failed');
  });

  it.each(['onerror', 'ontimeout', 'onabort'] as const)(
    'rejects with "Connection failed" on %s',
    async (handler) => {
      const promise = uploadWithProgress('/x', form());
      FakeXHR.last[handler]!();
      const error = await promise.catch((e: unknown) => e);
      expect(error).toMatchObject({ message: CONNECTION_FAILED, status: 0 });
    },
  );
});
