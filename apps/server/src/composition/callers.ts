import type { AppAuthPorts } from '../plugins/app-auth';
import type { AuthPorts } from '../plugins/auth';
import { authRepository } from '../modules/auth/auth.repository';
import { guestsRepository } from '../modules/guests/guests.repository';
import { appRepository } from '../modules/app/app.repository';
import type { Core } from './core';

// The swagger plugin names the refresh cookie of the sign-in routes (the auth module's).
export { REFRESH_COOKIE } from '../modules/auth/auth.routes';
// …and the member app's browser sessions' (the app module's).
export { MEMBER_COOKIE } from '../modules/app/app-session.routes';

/**
 * What the plugins that know the caller need from the auth and guests modules (app.ts registers them with these):
 * the token checks and the session and guest look-ups. The plugins sit under every module and import none.
 */
export function callerPorts(core: Pick<Core, 'database' | 'clock' | 'signer' | 'guestSigner'>): {
  console: AuthPorts;
  app: AppAuthPorts;
} {
  const { database, clock } = core;
  const verifyAccessToken = core.signer.verify;
  return {
    console: {
      verifyAccessToken,
      loadSession: (sessionId) => authRepository.loadAuthPrepared(database, sessionId),
      clock,
    },
    app: {
      verifyAccessToken,
      loadSessions: (sessionIds) => authRepository.loadAuthsPrepared(database, sessionIds),
      verifyGuestToken: core.guestSigner.verify,
      findGuest: (guestId) => guestsRepository.find(database.db, guestId),
      communitySlug: async (communityId) =>
        (await appRepository.findCommunityById(database.db, communityId))?.slug,
      clock,
    },
  };
}
