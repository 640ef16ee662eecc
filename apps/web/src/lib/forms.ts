import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { i18n } from '../i18n';
import { ApiError, errorMessage } from './api-client';

/**
 * The one form approach: `useForm({ validate: zod4Resolver(schema) })` with the contract's schema, and
 * `applyServerError` for what only the server can know. Messages people read are sentences in their language:
 * schemas may carry their own sentence; every other zod issue is worded here.
 */
export function zodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const t = i18n.t.bind(i18n);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('common:validation.required')
          : t('common:validation.tooShort', { count: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('common:validation.chooseAtLeast', { count: Number(issue.minimum) });
      return t('common:validation.tooLow', { min: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('common:validation.tooLong', { count: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('common:validation.chooseAtMost', { count: Number(issue.maximum) });
      return t('common:validation.tooHigh', { max: String(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('common:validation.email');
      if (issue.format === 'url') return t('common:validation.url');
      if (issue.format === 'datetime' || issue.format === 'date') return t('common:validation.date');
      return t('common:validation.format');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? t('common:validation.required')
        : t('common:validation.invalid');
    case 'invalid_value':
      return t('common:validation.choose');
    default:
      return t('common:validation.invalid');
  }
}

let installed = false;
/** Called once at start (and by the test setup): zod's default English schema output never reaches a person. */
export function installZodMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => zodMessage(issue) });
}

/**
 * A failed save: the server's `{ message, field }` goes under its field when the form has one, otherwise into
 * the `onOther` callback (a toast). Returns the message shown.
 */
export function applyServerError<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  err: unknown,
  onOther: (message: string) => void,
  /** Server field names that differ from the form's paths: `{ external_url: 'externalUrl' }`. */
  fieldMap: Record<string, string> = {},
): string {
  const message = errorMessage(err);
  const field = err instanceof ApiError && err.field ? (fieldMap[err.field] ?? err.field) : undefined;
  // A nested path ("sections.0.label") goes under its field when the form holds its root.
  if (field && field.split('.')[0] in form.getValues()) form.setFieldError(field, message);
  else onOther(message);
  return message;
}

type FormErrors = Record<string, ReactNode>;

/**
 * The contract's schemas carry some English sentences of their own (`messages.emailInvalid`, …), which the
 * server translates for its answers but a form shows as they are. Wrap a form's validate function with the
 * sentences it can meet, English → the reader's language (called at validation time, so a language switch
 * applies at once): `withSentences(zod4Resolver(schema), () => ({ [messages.emailInvalid]: t('…') }))`.
 */
export function withSentences<Values>(
  validate: (values: Values) => FormErrors,
  sentences: () => Record<string, string>,
): (values: Values) => FormErrors {
  return (values) => {
    const errors = validate(values);
    const table = sentences();
    return Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [
        path,
        typeof message === 'string' ? (table[message] ?? message) : message,
      ]),
    );
  };
}
