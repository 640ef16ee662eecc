import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and refresh cookies (256 bits). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as their sha256: a database leak does not hand out live links or sessions. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
