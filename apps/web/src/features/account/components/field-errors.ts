import { ApiError } from '../../../lib/api-client';

/** A server error naming one of the form's fields goes under that field; anything else only to a toast. */
export function fieldErrorOf<F extends string>(
  err: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (err instanceof ApiError && err.field && (fields as readonly string[]).includes(err.field)) {
    return { [err.field]: err.message } as Partial<Record<F, string>>;
  }
  return {};
}
