import type { FastifyRequest } from 'fastify';
import { acceptedLanguages } from '@gathering/contract';
import { readerLanguages } from '../lib/reader-languages';
import { appCaller } from './app-auth';

/**
 * The member app's caller as a reader: the owner of what it reads, opens and registers (a member's membership, or
 * a guest, in one community) and the languages it reads in, decided once for every /app/v1 route by the one rule
 * (lib/reader-languages.ts): a member's chosen list, else the app's Accept-Language (a guest's only source).
 */
export interface AppReader {
  communityId: string;
  membershipId: string | null;
  guestId: string | null;
  languages: readonly string[];
}

export function appReader(req: FastifyRequest): AppReader {
  const c = appCaller(req);
  const device = () => acceptedLanguages(req.headers['accept-language']);
  return c.kind === 'member'
    ? {
        communityId: c.communityId,
        membershipId: c.auth.membershipId,
        guestId: null,
        languages: readerLanguages(c.auth.languages, device),
      }
    : { communityId: c.communityId, membershipId: null, guestId: c.guest.guestId, languages: device() };
}
