/**
 * The contract's rules for the public forms (packages/contract: `email`, `newPassword`, `resetPasswordBody`),
 * written out so the public pages carry no schema library: over a 1 Mbit/s link zod alone would double their
 * script. The server checks the same bodies with the contract itself; public-entry/validate.test.ts holds the two
 * to the same answers.
 */
// zod 4's z.email() pattern.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type Problem = 'email' | 'passwordTooShort' | 'passwordTooLong' | 'passwordsDiffer';

export function emailProblem(value: string): Problem | null {
  const email = value.trim().toLowerCase();
  return EMAIL.test(email) && email.length <= 254 ? null : 'email';
}

export function passwordProblem(value: string): Problem | null {
  if (value.length < 8) return 'passwordTooShort';
  if (value.length > 128) return 'passwordTooLong';
  return null;
}

export const confirmationProblem = (password: string, confirmation: string): Problem | null =>
  password === confirmation ? null : 'passwordsDiffer';

/** The sentence of a problem, in the reader's language (the keys the React forms used). */
export const PROBLEM_TEXT: Record<Problem, string> = {
  email: 'common:validation.email',
  passwordTooShort: 'reset.passwordTooShort',
  passwordTooLong: 'reset.passwordTooLong',
  passwordsDiffer: 'reset.passwordsDiffer',
};

/** Spec 001 §5: e-mail fields lowercase what is typed, as it is typed. */
export const lowercased = (value: string) => value.toLowerCase();
