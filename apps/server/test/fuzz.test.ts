// Every operation of the OpenAPI document, sent a bounded set of hostile inputs: none may answer 5xx.
// Operations are read from the document, so a route added tomorrow is fuzzed the day it is added.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { memberSession } from './platform-fixtures';
import {
  NUL,
  SURROGATE,
  byName,
  hostileValues,
  operationsOf,
  pathValue,
  rawBodies,
  replaced,
  requestOf,
  type Fixtures,
  type Input,
  type Operation,
  type Schema,
} from './fuzz-fixtures';

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
