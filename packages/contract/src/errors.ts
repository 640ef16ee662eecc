import { z } from 'zod';
import { appAccountMessages } from './app';
import { messages } from './messages';

// Errors: every error answer is `{ code, message, field? }` (docs/api.md, "Errors").

/**
 * The machine code of every error answer, beside its sentence: a client branches on `code`, shows `message`. One code
 * per status, and a few finer ones where a client acts differently (renew the session, offer sign-up, wait).
 */
export const ERROR_CODES = {
  INVALID_INPUT: 'A value is missing or not accepted (`field` names it when it can); nothing was changed.',
  MALFORMED_REQUEST: 'The body could not be read: not JSON, or a broken multipart upload.',
  UNAUTHENTICATED: 'No valid credential: sign in (or start a guest session).',
  SESSION_EXPIRED:
    'The access token or guest session ended: renew it (POST /app/v1/auth/refresh) or sign in again.',
  INVALID_CREDENTIALS: 'The username, e-mail or password is incorrect.',
  SIGN_IN_REQUIRED: 'A guest called a route for members: offer to sign in or sign up.',
  ACCOUNT_INACTIVE: 'The account, or its membership of this community, is not active.',
  FORBIDDEN: 'The caller may not do this.',
  WRONG_COMMUNITY:
    'The session is of another community than the one the Gathering-Community header names: sign in to that one.',
  NOT_FOUND: 'Not there, or not visible to this caller.',
  CONFLICT: 'The request conflicts with the current state (taken, already done, closed).',
  TOO_LARGE: 'The body or the file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The body or the file is of a type this route does not take.',
  RATE_LIMITED: 'A request limit was reached: wait the Retry-After seconds.',
  INTERNAL: 'A fault of the server: try again; the request id (X-Request-Id) finds it in the logs.',
  UNAVAILABLE: 'The server is restarting or its database is out of reach: try again after Retry-After.',
  STORAGE_FULL: "The server's disk (or file store) is full: nothing was kept; try again once it has room.",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).describe(
  Object.entries(ERROR_CODES)
    .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
    .join('\n'),
);

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
  507: 'STORAGE_FULL',
};
// The finer codes, by the (English) sentence the server answers with.
const MESSAGE_CODES: Record<string, ErrorCode> = {
  [messages.malformedJson]: 'MALFORMED_REQUEST',
  [messages.multipartMalformed]: 'MALFORMED_REQUEST',
  [messages.sessionExpired]: 'SESSION_EXPIRED',
  [messages.invalidCredentials]: 'INVALID_CREDENTIALS',
  [messages.accountInactive]: 'ACCOUNT_INACTIVE',
  [appAccountMessages.guestInvalid]: 'SESSION_EXPIRED',
  [appAccountMessages.membersOnly]: 'SIGN_IN_REQUIRED',
  [appAccountMessages.memberInactive]: 'ACCOUNT_INACTIVE',
  [appAccountMessages.notMember]: 'ACCOUNT_INACTIVE',
  [appAccountMessages.wrongCommunity]: 'WRONG_COMMUNITY',
};

/** The code of an error answer: its sentence's own code, else its status's. */
export function errorCodeOf(status: number, message: string): ErrorCode {
  return MESSAGE_CODES[message] ?? STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_INPUT');
}

export const errorResponse = z.object({
  code: errorCode,
  message: z.string().describe("A sentence for a person, in the request's language (Accept-Language)"),
  field: z
    .string()
    .optional()
    .describe('The input at fault, when there is one: `email`, `body.dates.0.start`'),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
