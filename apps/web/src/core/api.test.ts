import { describe, expect, it, vi } from 'vitest';
import { ApiError, CONNECTION_FAILED, errorMessage, errorOf, exchange } from './api';

// The exchange as both documents make it; the console's refresh and retries around it: lib/api-client.test.ts.
describe('core api', () => {
  it("prefers the server's words, keeps 'Connection failed' for no answer, else the screen's default", () => {
    expect(
      errorMessage(new ApiError('Token was invalid or expired', 400, 'token', true), 'Invalid Email'),
    ).toBe('Token was invalid or expired');
    expect(errorMessage(new ApiError(CONNECTION_FAILED, 0), 'Invalid Email')).toBe('Connection failed');
    expect(errorMessage(new ApiError(CONNECTION_FAILED, 500), 'Invalid Email')).toBe('Invalid Email');
    expect(errorMessage(new Error('boom'))).toBe('Connection failed');
  });

  it("reads a refusal's message and field, and nothing from an answer without one", () => {
    expect(errorOf(400, { message: 'Invalid Email', field: 'email' })).toMatchObject({
      message: 'Invalid Email',
      status: 400,
      field: 'email',
      fromServer: true,
    });
    for (const data of [undefined, {}, { message: '' }, { message: 7 }, 'text'])
      expect(errorOf(502, data)).toMatchObject({
        message: CONNECTION_FAILED,
        status: 502,
        fromServer: false,
      });
  });

  it("sends JSON in the reader's language without cache, and returns any answer as is", async () => {
    const fetch = vi.fn(async () => new Response('not json', { status: 409 }));
    const res = await exchange('/v1/x', {
      method: 'POST',
      body: { a: 1 },
      token: 'tok',
      language: 'fr',
      fetch,
    });
    expect(res).toEqual({ ok: false, status: 409, data: undefined });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/x');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include' });
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'Accept-Language': 'fr',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    });
  });

  it('turns a lost link into "Connection failed" (status 0), but a cancel stays a cancel', async () => {
    const lost = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(exchange('/v1/x', { method: 'GET', language: 'en', fetch: lost })).rejects.toMatchObject({
      message: CONNECTION_FAILED,
      status: 0,
    });
    const controller = new AbortController();
    const cancelled = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const call = exchange('/v1/x', {
      method: 'GET',
      language: 'en',
      fetch: cancelled,
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
