// Every operation of the OpenAPI document, sent a bounded set of hostile inputs: none may answer 5xx.
// Operations are read from the document, so a route added tomorrow is fuzzed the day it is added; and each one's
// plausible request must be accepted (2xx), so that the hostile ones reach past its look-ups into the handler: an
// operation the schema's sample cannot reach fails the test until fuzz-plausible.ts names what it needs (its
// record, made in fuzz-world.ts, its caller, a body with the rules no schema shows).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCapSimulator, type CapSimulator } from '../src/dev/cap-simulator';
import { createTestContext, type TestContext } from './helpers/app';
import { buildWorld } from './fuzz-world';
import { PLAUSIBLE, type Plausible, type Role } from './fuzz-plausible';
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

/** The plausible request of an operation: drawn from its schema, with what the fixtures say it needs. */
function plausibleOf(op: Operation, ids: Fixtures, given: Plausible | undefined): Input {
  const params = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name, op, ids)]),
  );
  const query = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sample(p.schema, ids, 0, p.name))]),
  );
  const input: Input = {
    label: 'plausible request',
    params: { ...params, ...given?.params },
    query: { ...query, ...given?.query },
    json: given?.json ?? (op.body ? sample(op.body, ids) : undefined),
  };
  if (given?.upload)
    Object.assign(input, { json: undefined, raw: given.upload.payload, headers: given.upload.headers });
  return input;
}

/** The bounded list of hostile requests for one operation, after its plausible one. */
function inputsFor(op: Operation, base: Input): Input[] {
  const { params = {}, query = {}, json: body } = base;
  const inputs: Input[] = [base];
  for (const name of Object.keys(params))
    // An id of nothing (a record elsewhere, deleted, never made) besides malformed values: a 404, never a 500.
    for (const bad of [NUL, '%00', SURROGATE, 'x'.repeat(2000), randomUUID()])
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
  if (op.body && body !== undefined) {
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
  // The CAP operations relay from a feed: the local simulator, allowed as a source.
  let sim: CapSimulator;
  beforeAll(async () => {
    sim = await startCapSimulator();
    t = await createTestContext({
      deps: { capFetch: { allow: [`${sim.origin}/`], privateOrigins: [sim.origin], ca: sim.ca } },
    });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it(
    'every operation of the OpenAPI document, reached by a plausible request, with every role and without one',
    { timeout: 600_000 },
    async () => {
      const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0] & {
        components?: { schemas?: Record<string, Schema> };
      };
      components = doc.components?.schemas ?? {};
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(200);

      const w = await buildWorld(t, sim);
      const ids: Fixtures = {
        communityId: w.community.id,
        communitySlug: w.community.slug,
        itemId: w.items.news,
        userId: w.member.user.id,
        groupId: w.group.id,
        groupName: String(w.group.group ?? w.group.name),
      };
      const roles: Record<Role, Record<string, string>> = { ...w.roles, anonymous: {} };

      // What ends sessions or removes records goes last: logging out or changing the password would sign the
      // fixtures out, and a deletion would take away what later operations act on.
      const last = (o: Operation) =>
        /logout|sign-out|password|deactivate|destroy|delete/i.test(o.path) || o.method === 'DELETE';
      operations.sort((a, b) => Number(last(a)) - Number(last(b)));

      const failures: string[] = [];
      const unreached: string[] = [];
      let sent = 0;
      for (const [index, op] of operations.entries()) {
        const given = PLAUSIBLE[op.operationId]?.(w);
        // Each operation from its own address: one operation's refusals must not spend another's per-address limits.
        const remoteAddress = `10.77.${index >> 8}.${index & 255}`;
        const send = async (input: Input, role: string, auth: Record<string, string>) => {
          const res = await t.app.inject({ ...requestOf(op, input, auth), remoteAddress });
          sent++;
          if (res.statusCode >= 500)
            failures.push(
              `${op.method} ${op.path} [${role}] ${input.label} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          return res;
        };
        const inputs = inputsFor(op, plausibleOf(op, ids, given));
        // The caller: the one named, else the first role whose plausible request is not refused as unauthorised.
        let caller: { role: string; auth: Record<string, string> } | undefined;
        let answer: Awaited<ReturnType<typeof send>> | undefined;
        const candidates: Role[] = given?.as ? [given.as] : ['platform', 'communityAdmin', 'member', 'guest'];
        for (const role of candidates) {
          const auth = given?.auth ?? roles[role];
          answer = await send(inputs[0], role, auth);
          if (given?.as || (answer.statusCode !== 401 && answer.statusCode !== 403)) {
            caller = { role, auth };
            break;
          }
        }
        if (!answer || answer.statusCode >= 300)
          unreached.push(
            `${op.operationId} (${op.method} ${op.path}) [${caller?.role ?? 'no role'}] → ${answer?.statusCode} ${answer?.body.slice(0, 160)}`,
          );
        for (const input of inputs.slice(1)) {
          if (caller) await send(input, caller.role, caller.auth);
          await send(input, 'anonymous', {});
        }
      }
      // Every operation was fuzzed past its look-ups: its plausible request was accepted. One that is not needs its
      // record or its caller in fuzz-plausible.ts.
      expect(unreached, `${unreached.length} operations not reached by a plausible request`).toEqual([]);
      expect(failures, `${failures.length} of ${sent} requests answered 5xx`).toEqual([]);
    },
  );
});
