import type { Translate } from '../render/texts';
import { asApiError } from '../use-remote';

/**
 * A refused change, for a form: the server's sentence under the field it names (one of the form's), else above the
 * form; a lost link is the app's own sentence.
 */
export function refusal<F extends string>(
  err: unknown,
  fields: readonly F[],
  t: Translate,
): { field: F; message: string } | { failure: string } {
  const error = asApiError(err);
  const field = fields.find((f) => f === error.field);
  if (field && error.status !== 0) return { field, message: error.message };
  return { failure: error.status === 0 ? t('app.connectionFailed') : error.message };
}
