import type { PGlite } from '@electric-sql/pglite';

/**
 * A statement parsed and planned once, then only bound and executed: for the one query every authenticated
 * request runs. Rows come back with their column names and the usual JS types (timestamps as Date, booleans,
 * 4-byte integers as numbers, everything else as text), the same on PGlite and on PostgreSQL.
 */
export type PreparedQuery = (values: readonly (string | number | boolean | null)[]) => Promise<Row[]>;
export type Row = Record<string, unknown>;

/*
 * PGlite's `query()` costs ~250 µs even for `select 1`: five protocol round trips (parse, describe, bind,
 * describe, execute) each parsed into JS objects, then a file-system sync, and the planner runs every time.
 * Here the statement is parsed and planned once under a name; each call sends one Bind/Execute/Sync message
 * and decodes the DataRows itself.
 * Reads need no sync to disk. The two PGlite mutexes are taken as its own query() takes them, so a call never
 * lands inside another caller's transaction.
 */
export function preparedPglite(client: PGlite, name: string, sql: string): PreparedQuery {
  let columns: Promise<Column[]> | undefined;
  const exclusive = <T>(fn: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));
  // The raw stream hands us the reply bytes as they are; execProtocolRaw would also parse every message.
  const exchange = async (message: Uint8Array) => {
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (c) => chunks.push(c.slice()),
    });
    return chunks.length === 1 ? chunks[0] : concat(chunks);
  };

  const prepare = () =>
    exclusive(async () => {
      const reply = await exchange(concat([parseMessage(name, sql), describeStatement(name), SYNC]));
      const messages = readMessages(reply);
      throwOnError(messages);
      const description = messages.find((m) => m.type === ROW_DESCRIPTION);
      return description ? readRowDescription(description.body) : [];
    });

  return async (values) => {
    // A failed first parse is not cached: the next call tries again.
    columns ??= prepare().catch((err) => {
      columns = undefined;
      throw err;
    });
    const cols = await columns;
    const reply = await exclusive(() => exchange(concat([bindMessage(name, values), EXECUTE, SYNC])));
    const messages = readMessages(reply);
    throwOnError(messages);
    const rows: Row[] = [];
    for (const m of messages) if (m.type === DATA_ROW) rows.push(readDataRow(m.body, cols));
    return rows;
  };
}

// --- the few frontend and backend messages of the extended query protocol we need (PostgreSQL docs §55.7)

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'

const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface Column {
  name: string;
  typeOid: number;
}

function message(type: string, parts: Uint8Array[]): Uint8Array {
  const length = 4 + parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let offset = 5;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

const cstring = (s: string) => concat([encoder.encode(s), new Uint8Array([0])]);
const int16 = (n: number) => new Uint8Array([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setInt32(0, n);
  return b;
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

// Parameter types are left to the server to infer from the statement.
const parseMessage = (name: string, sql: string) => message('P', [cstring(name), cstring(sql), int16(0)]);
const describeStatement = (name: string) => message('D', [new Uint8Array([0x53]), cstring(name)]);
const EXECUTE = message('E', [cstring(''), int32(0)]);
const SYNC = message('S', []);

/** Bind to the unnamed portal, every parameter in text format, every result column in text format. */
function bindMessage(name: string, values: readonly (string | number | boolean | null)[]): Uint8Array {
  const params: Uint8Array[] = [];
  for (const v of values) {
    if (v === null) {
      params.push(int32(-1));
    } else {
      const bytes = encoder.encode(typeof v === 'boolean' ? (v ? 't' : 'f') : String(v));
      params.push(int32(bytes.length), bytes);
    }
  }
  return message('B', [cstring(''), cstring(name), int16(0), int16(values.length), ...params, int16(0)]);
}

function readMessages(data: Uint8Array): { type: number; body: Uint8Array }[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out: { type: number; body: Uint8Array }[] = [];
  let offset = 0;
  while (offset + 5 <= data.length) {
    const length = view.getInt32(offset + 1);
    out.push({ type: data[offset], body: data.subarray(offset + 5, offset + 1 + length) });
    offset += 1 + length;
  }
  return out;
}

function throwOnError(messages: { type: number; body: Uint8Array }[]) {
  const error = messages.find((m) => m.type === ERROR_RESPONSE);
  if (!error) return;
  // Fields: a one-byte code then a C string each; 'M' is the message, 'C' the SQLSTATE.
  const fields: Record<string, string> = {};
  let offset = 0;
  while (offset < error.body.length && error.body[offset] !== 0) {
    const code = String.fromCharCode(error.body[offset]);
    const end = error.body.indexOf(0, offset + 1);
    fields[code] = decoder.decode(error.body.subarray(offset + 1, end));
    offset = end + 1;
  }
  throw Object.assign(new Error(fields.M ?? 'database error'), { code: fields.C });
}

function readRowDescription(body: Uint8Array): Column[] {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const count = view.getInt16(0);
  const columns: Column[] = [];
  let offset = 2;
  for (let i = 0; i < count; i++) {
    const end = body.indexOf(0, offset);
    const name = decoder.decode(body.subarray(offset, end));
    offset = end + 1;
    // table oid (4), column number (2), type oid (4), type size (2), type modifier (4), format (2)
    columns.push({ name, typeOid: view.getInt32(offset + 6) });
    offset += 18;
  }
  return columns;
}

function readDataRow(body: Uint8Array, columns: Column[]): Row {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const count = view.getInt16(0);
  const row: Row = {};
  let offset = 2;
  for (let i = 0; i < count; i++) {
    const length = view.getInt32(offset);
    offset += 4;
    if (length < 0) {
      row[columns[i].name] = null;
      continue;
    }
    row[columns[i].name] = decodeText(
      decoder.decode(body.subarray(offset, offset + length)),
      columns[i].typeOid,
    );
    offset += length;
  }
  return row;
}

/** Text-format values to the JS types node-postgres gives them by default. */
function decodeText(text: string, typeOid: number): unknown {
  switch (typeOid) {
    case 16: // bool
      return text === 't';
    case 21: // int2
    case 23: // int4
    case 26: // oid
    case 700: // float4
    case 701: // float8
      return Number(text);
    case 1114: // timestamp (stored as UTC)
      return new Date(isoTimestamp(text) + 'Z');
    case 1184: // timestamptz (PGlite answers in UTC: "2025-05-01 12:00:00.123+00")
      return new Date(isoTimestamp(text));
    case 114: // json
    case 3802: // jsonb
      return JSON.parse(text);
    default:
      return text;
  }
}

const isoTimestamp = (text: string) =>
  text
    .replace(' ', 'T')
    .replace(/([+-]\d\d)(?::?(\d\d))?$/, (_m, h: string, m?: string) => `${h}:${m ?? '00'}`);
