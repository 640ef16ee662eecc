// User-facing texts. Those named by the spec are verbatim (spelling included); the rest follow its tone.
export const messages = {
  usernameRequired: 'Username is a required field. Please try again!',
  passwordRequired: 'Password is a required field. Please try again!',
  invalidCredentials: 'The username, e-mail or password is incorrect.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  consoleNotAllowed:
    'This account cannot sign in to the administration console. Please use your community app.',
  accountInactive: 'This account is not active. Please contact your community administrator.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  storageFull:
    'The server has no room left to keep this: nothing was saved. Please try again later, or tell your platform administrator.',
  invalidCharacters:
    'This text contains a character that is not allowed (a NUL character or a broken Unicode character).',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  dateTimeInvalid: 'Please enter a date and time in ISO 8601 form, for example 2026-05-01T09:00:00Z.',
  dateOutOfRange: 'Please enter a date between the years 1900 and 2200.',
  multipartMalformed: 'The upload could not be read: send it as a complete multipart/form-data body.',
  multipartTooManyParts: 'The upload has too many fields or files.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  communityNotFound: 'Community was invalid or could not be found',
  invalidResetToken: 'This token is either invalid or has expired',
  invalidVerificationToken: 'Verification Token does not exist or has expired',
  invalidDeletionToken: 'Token was invalid or expired',
  passwordsDiffer: 'The password and its confirmation do not match.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  passwordTooLong: 'The password must be at most 128 characters long.',
  currentPasswordWrong: 'The current password is incorrect.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailTaken: 'This e-mail address is already in use.',
  usernameTaken: 'This username is already in use.',
  resetRequested: 'If an account exists for this e-mail address, a password reset link is on its way.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  emailVerified: 'Your e-mail address has been verified.',
  emailAlreadyVerified: 'This e-mail address is already verified.',
  deletionRequested:
    'If this e-mail address belongs to a member of this community, a confirmation link is on its way.',
  deletionCompleted: 'Your app user has been deleted.',
  loggedOut: 'User successfully logged out',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 1 to 200 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another change.',
  idempotencyKeyOtherBody:
    'This Idempotency-Key was already used for this change with other content. Send new content with a new key.',
  idempotencyKeyPending: 'This change is still being saved. Please wait a moment and try again.',
  idempotencyKeyAnswerLost:
    'This change was saved, but the server stopped before it could answer. Reload the page to see it.',
} as const;

// The error handler answers these as they are; other validation messages get the field name in front.
export const knownMessages: ReadonlySet<string> = new Set(Object.values(messages));
