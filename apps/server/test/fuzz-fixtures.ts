// The parts of the fuzz test that need no schema of the document: the shapes it reads, the hostile values of one
// leaf, the operations of a document, path values for the fixtures' records, raw bodies and the request builder.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { multipart, tinyPng } from './platform-fixtures';

export type Schema = {
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
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}
export interface Input {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JS value sent as JSON, or raw text / bytes with `headers` saying what it is. */
  json?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export const NUL = 'a\u0000b';
export const SURROGATE = 'x\ud800';
export const BAD_DATES = ['0000-01-01', '99999-01-01', '0000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z'];
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Values that pass the checks a schema cannot show (e-mail pipes, web addresses, the fixtures' records). */
export function byName(name: string, ids: Fixtures): string | undefined {
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

export function replaced(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), leaf);
  return copy;
}

/** Hostile values for one leaf, by its schema: NUL, lone surrogate, absurd dates, huge and negative numbers. */
export function hostileValues(schema: Schema): { label: string; value: unknown }[] {
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

export function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method] as
        | {
            operationId: string;
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema: Schema }> };
          }
        | undefined;
      if (!op) continue;
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  return ops;
}

export interface Fixtures {
  communityId: string;
  communitySlug: string;
  itemId: string;
  userId: string;
  groupId: string;
  groupName: string;
}

export function pathValue(name: string, op: Operation, ids: Fixtures) {
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

/** Bodies that are not what any schema expects: broken JSON, broken multipart, a CSV with a NUL. */
export function rawBodies(params: Record<string, string>, query: Record<string, string>): Input[] {
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

export function requestOf(op: Operation, input: Input, auth: Record<string, string>): InjectOptions {
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

export function safeEscape(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}
