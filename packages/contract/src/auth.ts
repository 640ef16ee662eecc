import { z } from 'zod';
import { email, newPassword } from './common';
import { messages } from './messages';

export const loginBody = z.object({
  credential: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(1, messages.usernameRequired)
    .max(254),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z.object({
  accessToken: z.string(),
  exp: z.number().int().describe('Expiry of the access token, epoch seconds'),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const communitySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type CommunitySummary = z.infer<typeof communitySummary>;

/** The languages of the consoles and of the e-mails a user receives. */
export const LOCALES = ['en', 'fr'] as const;
export const locale = z.enum(LOCALES);
export type Locale = z.infer<typeof locale>;
export const isLocale = (value: unknown): value is Locale => locale.safeParse(value).success;

export const localeBody = z.object({ locale });
export type LocaleBody = z.infer<typeof localeBody>;

export const meResponse = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  isEmailVerified: z.boolean(),
  isAdministratorUser: z.boolean(),
  /** Null until the user picks a language: the app keeps the browser's (or the login page's) choice. */
  locale: locale.nullable(),
  role: z.enum(['ADMIN', 'MEMBER']).nullable(),
  community: communitySummary.nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;

/**
 * The key that encrypts what this person's forms keep in the browser (kept drafts, issue 33): the same for the person
 * at every sign-in, held only in the page's memory, so what stays in IndexedDB after their session ended is unreadable
 * to the next person at that computer.
 */
export const draftKeyResponse = z.object({ key: z.string() });
export type DraftKeyResponse = z.infer<typeof draftKeyResponse>;

/** The console's sign-in: the token and the signed-in user, so the console needs no second round trip (issue 21). */
export const loginResponse = tokenResponse.extend({ me: meResponse });
export type LoginResponse = z.infer<typeof loginResponse>;

export const profileBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  username: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores')
    .optional(),
  email: email.optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const passwordChangeBody = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    password: newPassword,
    confirm_password: z.string(),
  })
  .refine((b) => b.password === b.confirm_password, {
    message: messages.passwordsDiffer,
    path: ['confirm_password'],
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
