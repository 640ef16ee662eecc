import type { Translate } from '../render/texts';

/**
 * What a person's account fields must be, checked before anything is sent (the contract's profileBody and
 * newPassword, without zod in the app's script): the sign-up and the account screen say the same sentences.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

export type PersonField = 'firstName' | 'lastName' | 'email' | 'username' | 'password';

/** The sentence under each wrong field of those given (a password only when one is given). */
export function personProblems(
  values: Partial<Record<PersonField, string>>,
  t: Translate,
): Partial<Record<PersonField, string>> {
  const found: Partial<Record<PersonField, string>> = {};
  if (values.firstName !== undefined && !values.firstName.trim())
    found.firstName = t('auth.firstNameRequired');
  if (values.email !== undefined && !EMAIL.test(values.email.trim())) found.email = t('auth.emailInvalid');
  if (values.username !== undefined && !USERNAME.test(values.username.trim()))
    found.username = t('auth.usernameInvalid');
  if (values.password !== undefined) {
    const problem = passwordProblem(values.password, t);
    if (problem) found.password = problem;
  }
  return found;
}

/** A new password's rules (8 to 128 characters, anything allowed: NIST 800-63B, as the server's). */
export function passwordProblem(password: string, t: Translate): string | undefined {
  if (password.length < 8) return t('auth.passwordTooShort');
  if (password.length > 128) return t('auth.passwordTooLong');
  return undefined;
}
