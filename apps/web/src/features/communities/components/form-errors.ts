import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a failed contract-schema parse, so the form shows the server's own rules. */
export function issuesToErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out as FieldErrors<F>;
}

/** A server error naming one of the form's fields goes under that field. */
export function serverFieldError<F extends string>(err: unknown, fields: readonly F[]): FieldErrors<F> {
  if (err instanceof ApiError && err.field && (fields as readonly string[]).includes(err.field)) {
    return { [err.field]: err.message } as FieldErrors<F>;
  }
  return {};
}

/** Optional text inputs: an empty box means "not set". */
export const orNull = (value: string) => (value.trim() ? value.trim() : null);
