// Every operation of the OpenAPI document, sent a bounded set of hostile inputs: none may answer 5xx.
// Operations are read from the document, so a route added tomorrow is fuzzed the day it is added.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { messages } from '@gathering/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { memberSession, multipart, tinyPng } from './platform-fixtures';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minItems?: number;
  minLength?: number;
  default?: unknown;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}
interface Input {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JS value sent as JSON, or raw text / bytes with `headers` saying what it is. */
  json?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800';
const BAD_DATES = ['0000-01-01', '99999-01-01', '0000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let components: Record<string, Schema> = {};
function deref(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (s.$ref) s = components[s.$ref.replace('#/components/schemas/', '')] ?? {};
  return s;
}

/** A plausible value for `schema`: every property, optional ones included, so each can be made hostile. */
function sample(schema: Schema | undefined, ids: Fixtures, depth = 0, name = ''): unknown {
  const s = deref(schema);
  if (depth > 6) return undefined;
  const hinted = byName(name, ids);
  if (hinted !== undefined && (s.type === 'string' || s.anyOf || s.oneOf)) return hinted;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default === null || (s.default !== undefined && typeof s.default !== 'object')) return s.default;
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return sample(union.find((u) => deref(u).type !== 'null') ?? union[0], ids, depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], ids, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        // An optional reference to another record (a cover, an attachment) would only answer 404.
        if (deref(v).format === 'uuid' && !s.required?.includes(k) && !byName(k, ids)) continue;
        out[k] = sample(v, ids, depth + 1, k);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, ids, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      switch (s.format) {
        case 'uuid':
          return ids.communityId;
        case 'email':
          return `fuzz${randomUUID().slice(0, 8)}@example.org`;
        case 'date':
          return '2026-05-01';
        case 'date-time':
          return '2026-05-01T09:00:00Z';
        default:
          return 'fuzz-value'.padEnd(Math.max(10, s.minLength ?? 0), 'x');
      }
    default:
      return 'fuzz';
  }
}

/** Values that pass the checks a schema cannot show (e-mail pipes, web addresses, the fixtures' records). */
function byName(name: string, ids: Fixtures): string | undefined {
  if (/slug/i.test(name)) return ids.communitySlug;
  if (/^communityId$/i.test(name)) return ids.communityId;
  if (/^userId$/i.test(name)) return ids.userId;
  if (/email/i.test(name)) return `fuzz${randomUUID().slice(0, 8)}@example.org`;
  if (/url|logo|link/i.test(name)) return 'https://example.org/fuzz';
  if (/version/i.test(name)) return '2.4.1';
  if (/^zone$/.test(name)) return 'America/Toronto';
  if (/username/i.test(name)) return `fuzz${randomUUID().slice(0, 8)}`;
  if (/bundle/i.test(name)) return 'ca.fuzz.app';
  if (/publishAt/.test(name)) return '2026-05-01T09:00:00Z';
  if (/^(start|end)Date$/.test(name)) return '2026-05-01';
  if (/^group$|^name$|headline|title/i.test(name)) return `Fuzz ${randomUUID().slice(0, 8)}`;
  return undefined;
}

/** Every path to a leaf of `value` with the leaf's schema, so each string, number and date can be replaced. */
function leaves(schema: Schema | undefined, path: (string | number)[] = [], depth = 0) {
  const out: { path: (string | number)[]; schema: Schema }[] = [];
  const s = deref(schema);
  if (depth > 6) return out;
  const union = s.anyOf ?? s.oneOf;
  const inner = union?.length ? deref(union.find((u) => deref(u).type !== 'null') ?? union[0]) : s;
  const type = Array.isArray(inner.type) ? inner.type.find((t) => t !== 'null') : inner.type;
  if (type === 'object') {
    for (const [k, v] of Object.entries(inner.properties ?? {}))
      out.push(...leaves(v, [...path, k], depth + 1));
  } else if (type === 'array') {
    out.push(...leaves(inner.items, [...path, 0], depth + 1));
  } else out.push({ path, schema: inner });
  return out;
}

function replaced(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), leaf);
  return copy;
}

/** Hostile values for one leaf, by its schema: NUL, lone surrogate, absurd dates, huge and negative numbers. */
function hostileValues(schema: Schema): { label: string; value: unknown }[] {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number')
    return [
      { label: 'huge number', value: 1e308 },
      { label: 'negative', value: -1 },
      { label: 'string for a number', value: 'NaN' },
    ];
  if (type === 'boolean') return [{ label: 'string for a boolean', value: 'yes\u0000' }];
  const out = [
    { label: 'NUL', value: NUL },
    { label: 'lone surrogate', value: SURROGATE },
    { label: 'number for a string', value: 12345 },
  ];
  if (schema.format === 'date' || schema.format === 'date-time' || schema.enum === undefined)
    out.push(...BAD_DATES.slice(0, schema.format ? 4 : 1).map((d) => ({ label: `date ${d}`, value: d })));
  return out;
}

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method] as
        | { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }
        | undefined;
      if (!op) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  return ops;
}

interface Fixtures {
  communityId: string;
  communitySlug: string;
  itemId: string;
  userId: string;
  groupId: string;
  groupName: string;
}

function pathValue(name: string, op: Operation, ids: Fixtures) {
  if (/slug/i.test(name)) return ids.communitySlug;
  if (/user/i.test(name)) return ids.userId;
  if (name === 'id' && /\/community\b|scripts/.test(op.path)) return ids.communityId;
  if (name === 'id' && op.path.startsWith('/v1/groups')) return ids.groupId;
  if (name === 'id' && op.path.startsWith('/v1/member')) return ids.userId;
  if (name === 'groupName') return ids.groupName;
  if (name === 'id' && /feed|base|publish/i.test(op.path)) return ids.itemId;
  if (/token|name/i.test(name)) return 'fuzz-token';
  return randomUUID();
}

/** The bounded list of hostile requests for one operation. */
function inputsFor(op: Operation, ids: Fixtures): Input[] {
  const params = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name, op, ids)]),
  );
  const query = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sample(p.schema, ids, 0, p.name))]),
  );
  const body = op.body ? sample(op.body, ids) : undefined;
  const inputs: Input[] = [{ label: 'plausible request', params, query, json: body }];
  for (const name of Object.keys(params))
    for (const bad of [NUL, '%00', SURROGATE, 'x'.repeat(2000)])
      inputs.push({
        label: `path ${name}=${JSON.stringify(bad)}`,
        params: { ...params, [name]: bad },
        query,
        json: body,
      });
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const values = [
      ...hostileValues(deref(p.schema)).map((h) => ({ ...h, value: String(h.value) })),
      { label: 'empty', value: '' },
      { label: 'huge number', value: '1e309' },
      { label: 'negative', value: '-5' },
    ];
    for (const { label, value } of values)
      inputs.push({
        label: `query ${p.name} ${label}`,
        params,
        query: { ...query, [p.name]: value },
        json: body,
      });
  }
  if (op.body) {
    for (const leaf of leaves(op.body))
      for (const h of hostileValues(leaf.schema))
        inputs.push({
          label: `body ${leaf.path.join('.') || '(root)'} ${h.label}`,
          params,
          query,
          json: replaced(body, leaf.path, h.value),
        });
    inputs.push(
      { label: 'body: a key with NUL', params, query, json: { ...(body as object), 'k\u0000': 'v' } },
      { label: 'body: array instead of object', params, query, json: [body] },
    );
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') inputs.push(...rawBodies(params, query));
  return inputs;
}

/** Bodies that are not what any schema expects: broken JSON, broken multipart, a CSV with a NUL. */
function rawBodies(params: Record<string, string>, query: Record<string, string>): Input[] {
  const json = { 'content-type': 'application/json' };
  const good = multipart([
    { name: 'communityId', value: 'x' },
    { name: 'file', filename: 'a.png', type: 'image/png', data: tinyPng() },
  ]);
  const boundary = good.headers['content-type'].split('boundary=')[1];
  const manyFields = multipart(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'v' })));
  return [
    { label: 'empty JSON body', params, query, raw: '', headers: json },
    { label: 'JSON null', params, query, raw: 'null', headers: json },
    { label: 'truncated JSON', params, query, raw: '{"a":', headers: json },
    { label: 'JSON \\u0000 escape', params, query, raw: '{"x":"\\u0000","name":"\\u0000"}', headers: json },
    { label: 'JSON lone surrogate escape', params, query, raw: '["\\ud800"]', headers: json },
    {
      label: 'multipart without boundary',
      params,
      query,
      raw: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      label: 'multipart truncated',
      params,
      query,
      raw: good.payload.subarray(0, good.payload.length - 60),
      headers: good.headers,
    },
    { label: 'multipart empty', params, query, raw: '', headers: good.headers },
    {
      label: 'multipart over-long boundary',
      params,
      query,
      raw: good.payload,
      headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    },
    {
      label: 'multipart too many fields',
      params,
      query,
      raw: manyFields.payload,
      headers: manyFields.headers,
    },
    {
      label: 'multipart NUL in a text field and file name',
      params,
      query,
      ...(() => {
        const m = multipart([
          { name: 'communityId', value: NUL },
          { name: 'file', filename: 'a\u0000.png', type: 'image/png', data: tinyPng() },
        ]);
        return { raw: m.payload, headers: m.headers };
      })(),
    },
    {
      label: 'multipart CSV with NUL',
      params,
      query,
      ...(() => {
        const m = multipart([
          { name: 'file', filename: 'm.csv', type: 'text/csv', data: Buffer.from(`email\na\u0000@b.org\n`) },
        ]);
        return { raw: m.payload, headers: m.headers };
      })(),
    },
    {
      label: `multipart boundary ${boundary.length}`,
      params,
      query,
      raw: good.payload,
      headers: good.headers,
    },
    {
      label: 'text/csv with NUL',
      params,
      query,
      raw: 'email\na\u0000@b.org\n',
      headers: { 'content-type': 'text/csv' },
    },
  ];
}

function requestOf(op: Operation, input: Input, auth: Record<string, string>): InjectOptions {
  let url = op.path;
  for (const [name, value] of Object.entries(input.params ?? {}))
    // '%00' is sent as written (already escaped); anything else is escaped here (a lone surrogate cannot be
    // escaped, so it is sent raw).
    url = url.replace(`{${name}}`, value === '%00' ? value : safeEscape(value));
  const qs = Object.entries(input.query ?? {})
    .map(([k, v]) => `${k}=${safeEscape(v)}`)
    .join('&');
  if (qs) url += `?${qs}`;
  const base = { method: op.method as InjectOptions['method'], url, headers: { ...auth, ...input.headers } };
  if (input.raw !== undefined) return { ...base, payload: input.raw };
  if (input.json !== undefined && op.method !== 'GET')
    return {
      ...base,
      payload: JSON.stringify(input.json),
      headers: { ...base.headers, 'content-type': 'application/json' },
    };
  return base;
}

function safeEscape(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

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
    expect(flat.json()).toEqual({ message: messages.invalidCharacters, field: 'credential' });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"credential":"a","password":"x","extra":[{"deep":"\\ud800"}]}',
    });
    expect(nested.json()).toEqual({ message: messages.invalidCharacters, field: 'extra.0.deep' });
    const admin = await createCommunityAdmin(t.database);
    const { auth } = await login(t.app, admin.user.email);
    const search = await t.app.inject({ method: 'GET', url: '/v1/members?search=a%00b', headers: auth });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: messages.invalidCharacters, field: 'search' });
    const slug = await t.app.inject({ method: 'GET', url: '/v1/community/profile/a%00b' });
    expect(slug.json()).toEqual({ message: messages.invalidCharacters, field: 'slug' });
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
    expect(early.json()).toEqual({ message: messages.dateOutOfRange, field: 'startDate' });
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
    expect(noBoundary.json()).toEqual({ message: messages.multipartMalformed });
    const good = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: tinyPng() }]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import/preview',
      headers: { ...auth, ...good.headers },
      payload: good.payload.subarray(0, good.payload.length - 30),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ message: messages.multipartMalformed });
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
    expect(nul.json()).toEqual({ message: messages.invalidCharacters, field: 'file' });
  });
});

describe('fuzz: no input makes any operation answer 5xx', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it(
    'every operation of the OpenAPI document, with every role and without one',
    { timeout: 300_000 },
    async () => {
      const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0] & {
        components?: { schemas?: Record<string, Schema> };
      };
      components = doc.components?.schemas ?? {};
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(100);

      // Fixtures: one of each caller, in one community with one content item.
      const platformUser = await createPlatformAdmin(t.database);
      const admin = await createCommunityAdmin(t.database);
      const member = await memberSession(t, admin.community.id);
      const platform = (await login(t.app, platformUser.email)).auth;
      const communityAdmin = (await login(t.app, admin.user.email)).auth;
      const guestRes = await t.app.inject({
        method: 'POST',
        url: '/app/v1/guests/session',
        payload: { communitySlug: admin.community.slug, deviceId: 'fuzz-device-0001', platform: 'ios' },
      });
      expect(guestRes.statusCode, guestRes.body).toBe(200);
      const guest = { authorization: `Bearer ${(guestRes.json() as { accessToken: string }).accessToken}` };
      const ids: Fixtures = {
        communityId: admin.community.id,
        communitySlug: admin.community.slug,
        itemId: randomUUID(),
        userId: member.user.id,
        groupId: randomUUID(),
        groupName: 'none',
      };
      // A content item and a group, made from the document's own request shapes, so `{id}` routes find a record.
      const create = async (path: string) => {
        const op = operations.find((o) => o.method === 'POST' && o.path === path);
        if (!op) return undefined;
        const res = await t.app.inject(
          requestOf(op, { label: '', json: sample(op.body, ids) }, communityAdmin),
        );
        expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
        return res.json() as { id: string; group?: string; name?: string };
      };
      ids.itemId = (await create('/v1/base/news'))?.id ?? ids.itemId;
      const group = await create('/v1/groups');
      if (group) Object.assign(ids, { groupId: group.id, groupName: group.group ?? group.name ?? 'none' });
      const roles = { platform, communityAdmin, member: member.auth, guest } as const;

      // Sessions end last: logging out or changing the password would sign the fixtures out.
      const last = (o: Operation) =>
        /logout|sign-out|password|deactivate|destroy|delete/i.test(o.path) || o.method === 'DELETE';
      operations.sort((a, b) => Number(last(a)) - Number(last(b)));

      const failures: string[] = [];
      let sent = 0;
      const send = async (op: Operation, input: Input, role: string, auth: Record<string, string>) => {
        const res = await t.app.inject(requestOf(op, input, auth));
        sent++;
        if (res.statusCode >= 500)
          failures.push(
            `${op.method} ${op.path} [${role}] ${input.label} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        return res.statusCode;
      };
      for (const op of operations) {
        const inputs = inputsFor(op, ids);
        // The role that reaches the operation: the first whose plausible request is not refused as unauthorised.
        let reaching: keyof typeof roles | undefined;
        for (const role of Object.keys(roles) as (keyof typeof roles)[]) {
          const status = await send(op, inputs[0], role, roles[role]);
          if (status !== 401 && status !== 403) {
            reaching = role;
            break;
          }
        }
        for (const input of inputs) {
          if (reaching) await send(op, input, reaching, roles[reaching]);
          await send(op, input, 'anonymous', {});
        }
      }
      expect(failures, `${failures.length} of ${sent} requests answered 5xx`).toEqual([]);
    },
  );
});
