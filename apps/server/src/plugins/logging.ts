import type { FastifyServerOptions } from 'fastify';

/** Where log lines go (tests capture them); pino's destination stream. */
export interface LogStream {
  write(line: string): void;
}

// Values that must never reach a log line, wherever they sit in a logged object.
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'authorization',
  'cookie',
  'token',
  'refreshToken',
  'accessToken',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

// Our single-use tokens are 43 base64url characters; ids (uuids, 36) stay readable.
const TOKEN_IN_URL = /[A-Za-z0-9_-]{40,}/g;

/** An error as it may be logged: what went wrong and where, never the values a query or a body carried. */
export function safeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 3) return err;
  const e = err as Error & { code?: unknown; statusCode?: unknown; query?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: e.constructor.name, message: e.message, stack: e.stack };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.constructor.name === 'DrizzleQueryError') {
    // Its message is "Failed query: <sql>\nparams: <values>": keep the SQL (placeholders only), drop the values.
    out.message = 'Failed query';
    out.stack = undefined;
    if (typeof e.query === 'string') out.query = e.query;
  }
  // A database's "data exception" (class 22) quotes the offending value: keep the sentence, not the value.
  if (typeof e.code === 'string' && e.code.startsWith('22'))
    out.message = e.message.replace(/"[^"]*"/g, '"…"');
  // The stack's first line repeats the message: keep it in step with the cleaned one.
  if (out.message !== e.message && typeof out.stack === 'string')
    out.stack = out.stack.split(e.message).join(String(out.message));
  if (e.cause !== undefined) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** The server's logger: pino with redaction and an error serializer that carries no parameter values. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: safeError,
      error: safeError,
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(TOKEN_IN_URL, '[redacted]'),
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}
