import type { FormInput } from './content';

/**
 * What makes a form's answer acceptable, without zod (`@gathering/contract/form-answers`): the server checks a
 * submission with it, and the member web app checks each field with it before sending (its bundle carries no zod).
 * Values by type: text types, EMAIL, PHONE, DATE (YYYY-MM-DD), SINGLE_CHOICE and SIGNATURE (a typed name or a
 * data:image/png;base64 drawing) a string; NUMBER a number (or numeric string); MULTIPLE_CHOICE an array of strings;
 * CHECKBOX a boolean.
 */
export type FormAnswer = string | number | boolean | string[];
export type AnswerProblem = 'required' | 'invalid';

export const FORM_ANSWER_LIMITS = { SHORT_TEXT: 500, LONG_TEXT: 10_000, SIGNATURE_NAME: 200 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SIGNATURE_IMAGE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** No answer: missing, empty or blank text, an unticked box, no choice. */
export const isBlankAnswer = (v: FormAnswer | undefined): v is undefined =>
  v === undefined ||
  v === '' ||
  v === false ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'string' && v.trim() === '');

/** A number answer as a number (typed as text in a field, or sent as a number); NaN when it is none. */
export const numberAnswer = (v: FormAnswer): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN;

/** Null when the answer fits its input; else whether it is missing (a required input) or does not fit its type. */
export function answerProblem(
  input: Pick<FormInput, 'type' | 'values' | 'isRequired'>,
  value: FormAnswer | undefined,
): AnswerProblem | null {
  if (isBlankAnswer(value)) return input.isRequired ? 'required' : null;
  switch (input.type) {
    case 'NUMBER':
      return Number.isFinite(numberAnswer(value)) ? null : 'invalid';
    case 'CHECKBOX':
      return typeof value === 'boolean' ? null : 'invalid';
    case 'MULTIPLE_CHOICE':
      return Array.isArray(value) && value.every((v) => input.values.includes(v)) ? null : 'invalid';
    default: {
      if (typeof value !== 'string') return 'invalid';
      const s = value.trim();
      const fits = {
        EMAIL: () => EMAIL.test(s),
        PHONE: () => PHONE.test(s),
        DATE: () => DATE.test(s) && !Number.isNaN(Date.parse(s)),
        SINGLE_CHOICE: () => input.values.includes(s),
        SHORT_TEXT: () => s.length <= FORM_ANSWER_LIMITS.SHORT_TEXT,
        LONG_TEXT: () => s.length <= FORM_ANSWER_LIMITS.LONG_TEXT,
        // A drawn signature is an image; a typed one is a name.
        SIGNATURE: () =>
          s.startsWith('data:') ? SIGNATURE_IMAGE.test(s) : s.length <= FORM_ANSWER_LIMITS.SIGNATURE_NAME,
      }[input.type];
      return fits === undefined || fits() ? null : 'invalid';
    }
  }
}
