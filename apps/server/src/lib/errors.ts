import { messages } from '@gathering/contract';

/** An error the client caused or may see: answered as `{ code, message, field? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message: string = messages.notAuthenticated) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * Whether an error says that there is no room left to write: the disk or the user's quota (ENOSPC, EDQUOT), a
 * PostgreSQL server's disk (SQLSTATE 53100), or an S3-compatible store's (HTTP 507). Answered 507 with a sentence.
 */
export function isStorageFull(err: unknown): boolean {
  const e = err as { code?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  if (typeof e !== 'object' || e === null) return false;
  return (
    e.code === 'ENOSPC' ||
    e.code === 'EDQUOT' ||
    e.code === '53100' ||
    e.$metadata?.httpStatusCode === 507 ||
    (err instanceof AppError && err.statusCode === 507)
  );
}

export const storageFull = () => new AppError(507, messages.storageFull);
