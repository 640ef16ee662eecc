import { messages } from '@gathering/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, tinyPng } from './platform-fixtures';

describe('input guard, dates and multipart: a sentence and a field, never a 500', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('rejects NUL and lone surrogates in the body, the query and the path', async () => {
    const flat = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"credential":"root\\u0000","password":"x"}',
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toEqual({
      code: 'INVALID_INPUT',
      message: messages.invalidCharacters,
      field: 'credential',
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"credential":"a","password":"x","extra":[{"deep":"\\ud800"}]}',
    });
    expect(nested.json()).toEqual({
      code: 'INVALID_INPUT',
      message: messages.invalidCharacters,
      field: 'extra.0.deep',
    });
    const admin = await createCommunityAdmin(t.database);
    const { auth } = await login(t.app, admin.user.email);
    const search = await t.app.inject({ method: 'GET', url: '/v1/members?search=a%00b', headers: auth });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      code: 'INVALID_INPUT',
      message: messages.invalidCharacters,
      field: 'search',
    });
    const slug = await t.app.inject({ method: 'GET', url: '/v1/community/profile/a%00b' });
    expect(slug.json()).toEqual({
      code: 'INVALID_INPUT',
      message: messages.invalidCharacters,
      field: 'slug',
    });
    // Surrogate pairs (emoji) are fine.
    const emoji = await t.app.inject({
      method: 'GET',
      url: `/v1/members?search=${encodeURIComponent('😀')}`,
      headers: auth,
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('bounds dates to the years 1900 to 2200', async () => {
    const admin = await createCommunityAdmin(t.database);
    const { auth } = await login(t.app, admin.user.email);
    const early = await t.app.inject({
      method: 'GET',
      url: '/v2/publishing/current?startDate=0000-01-01&endDate=2026-01-01',
      headers: auth,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      code: 'INVALID_INPUT',
      message: messages.dateOutOfRange,
      field: 'startDate',
    });
    const fine = await t.app.inject({
      method: 'GET',
      url: '/v2/publishing/current?startDate=2026-01-01&endDate=2026-02-01T00:00:00Z',
      headers: auth,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('answers a broken multipart body 400 and a NUL in a CSV file 400', async () => {
    const admin = await createCommunityAdmin(t.database);
    const { auth } = await login(t.app, admin.user.email);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/cover',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ code: 'MALFORMED_REQUEST', message: messages.multipartMalformed });
    const good = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: tinyPng() }]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import/preview',
      headers: { ...auth, ...good.headers },
      payload: good.payload.subarray(0, good.payload.length - 30),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ code: 'MALFORMED_REQUEST', message: messages.multipartMalformed });
    const csv = multipart([
      { name: 'file', filename: 'm.csv', type: 'text/csv', data: Buffer.from('email\na\u0000@b.org\n') },
    ]);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import/preview',
      headers: { ...auth, ...csv.headers },
      payload: csv.payload,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ code: 'INVALID_INPUT', message: messages.invalidCharacters, field: 'file' });
  });
});
