/** True for a unique-constraint violation (PostgreSQL 23505), however the driver (pg, PGlite, drizzle) wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// Socket-level codes of a server that is down, restarting or out of reach.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE: the server shutting down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
// cannot_connect_now), or out of connection slots (53300); any of class 08 (connection exception).
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// What node-postgres, pg-pool and PGlite say without a code when the connection is lost, cannot be had in time,
// or the embedded database is closing.
const LOST = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * True when `err` (or what it wraps: drizzle and pg-boss put the driver's error in `cause`) says the database
 * could not be reached, rather than that a statement failed: the request may succeed once it is back, so it is
 * answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && LOST.some((re) => re.test(message))) return true;
    // Several attempts at once (node's happy-eyeballs connect): unavailable when any of them says so.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = cause;
  }
  return false;
}
