import {
  appAccountMessages,
  messages,
  type AppCommunitiesResponse,
  type AppMeResponse,
  type AppSignInBody,
  type AppPasswordBody,
  type AppSignUpBody,
  type GuestSessionBody,
  type GuestSessionResponse,
  type ProfileBody,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import type { AccountsRepository, AuthRepository, AuthService, IssuedSession } from '../auth';
import { hashPassword } from '../../lib/passwords';
import type { GuestsRepository } from '../guests';
import type { GroupsRepository, MembersRepository } from '../members';
import { appRepository } from './app.repository';
import type { GuestSigner } from './app.tokens';
import { isUniqueViolation } from '../../lib/db-errors';
import { sha256 } from '../../lib/crypto';
import { recordActivity } from '../../db/activity';
import { takeLimit, type Limit } from '../../db/rate-limits';

/**
 * New guests one client address may make in an hour. A guest costs nothing but a device id, and each has its own
 * ticket and message limits, so unlimited guests were unlimited tickets; 20 an hour still lets a household or a
 * small venue's shared connection in. A device that asks again for its guest is not counted. `max` is the default
 * of GUEST_JOINS_PER_ADDRESS: an evacuation centre's or a band office's one public address needs more.
 */
export const NEW_GUESTS_PER_ADDRESS: Limit = {
  scope: 'guests.new-per-address',
  max: 20,
  windowMs: 60 * 60_000,
  message: appAccountMessages.tooManyGuests,
};

/** Sign-ups create accounts and send e-mail: a few per address per hour is plenty for people (phones and browsers). */
export const SIGN_UP_LIMIT: Limit = { scope: 'app.sign-up', max: 20, windowMs: 60 * 60_000 };

type RequestMeta = { ip: string; userAgent?: string };

/** A session as the phones get it: every token in the body. */
export const bodyTokens = (s: IssuedSession) => ({
  accessToken: s.accessToken,
  exp: s.exp,
  refreshToken: s.refreshToken,
});

/** A session and the community it acts in (a browser keeps one cookie per community). */
export type AppSession = IssuedSession & { communityId: string };

export function createAppService(deps: {
  database: Database;
  clock: Clock;
  auth: AuthService;
  guestSigner: GuestSigner;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  sendVerification(userId: string, communityId: string): Promise<void>;
  /** Identity (auth module): the member's sessions, and the account a sign-up creates. */
  sessions: Pick<AuthRepository, 'loadAuth' | 'findRefreshToken' | 'revokeSession'>;
  accounts: Pick<AccountsRepository, 'createMember'>;
  /** Guests (guests module) and what the members module keeps: upgrade events and a member's groups. */
  guests: Pick<GuestsRepository, 'find' | 'upsert' | 'markUpgraded'>;
  memberEvents: Pick<MembersRepository, 'recordEvents'>;
  memberGroups: Pick<GroupsRepository, 'ofMember'>;
  /** New guests one address may make in an hour (config GUEST_JOINS_PER_ADDRESS; NEW_GUESTS_PER_ADDRESS's max). */
  guestJoinsPerAddress?: number;
  /** The push-delivery module's ports: a signed-out member's device stops receiving, an upgraded guest's moves. */
  devices?: {
    signedOut(membershipId: string, token?: string): Promise<unknown>;
    guestUpgraded(guestId: string, membershipId: string): Promise<unknown>;
  };
}) {
  const { clock, auth, guestSigner } = deps;
  const newGuests = {
    ...NEW_GUESTS_PER_ADDRESS,
    max: deps.guestJoinsPerAddress ?? NEW_GUESTS_PER_ADDRESS.max,
  };
  const db = deps.database.db;

  async function community(slug: string) {
    const c = await appRepository.findCommunityBySlug(db, slug);
    if (!c) throw notFound(appAccountMessages.communityNotFound);
    return c;
  }

  /** The membership a person may act in: refused with a clear 403 when missing, inactive or erased. */
  async function activeMembership(userId: string, communityId: string) {
    const m = await appRepository.findMembership(db, userId, communityId);
    if (!m || m.status === 'DELETED') throw forbidden(appAccountMessages.notMember);
    if (m.status !== 'ACTIVE') throw forbidden(appAccountMessages.memberInactive);
    return m;
  }

  /** The member opened the app (signed in, up or refreshed): analytics' daily active members. */
  const opened = (membershipId: string, communityId: string) =>
    recordActivity(db, [
      { communityId, type: 'APP_OPEN', membershipId, audience: 'MEMBER', at: clock.now() },
    ]);

  return {
    async guestSession(body: GuestSessionBody, meta: RequestMeta): Promise<GuestSessionResponse> {
      const c = await community(body.communitySlug);
      const now = clock.now();
      const guest = await db.transaction(async (tx) => {
        const g = await deps.guests.upsert(tx, {
          communityId: c.id,
          deviceId: body.deviceId,
          platform: body.platform,
          at: now,
        });
        if (g.upgradedAt) return g;
        // Counted with the guest it allows: a refused one is rolled back, and counts nothing.
        if (g.created) await takeLimit(tx, newGuests, meta.ip, now);
        // A new guest, and (new or not) a guest session: analytics' daily active guests.
        const who = { communityId: c.id, guestId: g.id, audience: 'GUEST' as const, at: now };
        await recordActivity(tx, [
          ...(g.created ? [{ ...who, type: 'GUEST_JOINED' as const }] : []),
          { ...who, type: 'GUEST_SESSION' },
        ]);
        return g;
      });
      if (guest.upgradedAt) throw conflict(appAccountMessages.guestUpgraded);
      const { token, exp } = await guestSigner.sign({ guestId: guest.id, communityId: c.id }, now);
      return {
        guestToken: token,
        exp,
        guest: { id: guest.id, communityId: c.id, createdOn: guest.createdAt.toISOString() },
      };
    },

    /**
     * A new member: the person, their ACTIVE membership (scope APP) and a verification e-mail. With a guest
     * token the guest is upgraded: linked to the new user (its device and history carry over) and an UPGRADE
     * event is recorded for analytics.
     */
    async signUp(body: AppSignUpBody, meta: RequestMeta) {
      const c = await community(body.communitySlug);
      const now = clock.now();
      let guestId: string | null = null;
      if (body.guestToken) {
        const claims = await guestSigner.verify(body.guestToken, now);
        const guest = claims && (await deps.guests.find(db, claims.guestId));
        if (!guest || guest.deletedAt) throw badRequest(appAccountMessages.guestInvalid, 'guestToken');
        if (guest.communityId !== c.id) throw forbidden(appAccountMessages.guestOtherCommunity);
        if (guest.upgradedAt) throw conflict(appAccountMessages.guestUpgraded, 'guestToken');
        guestId = guest.id;
      }
      const taken = await appRepository.usernameOrEmailTaken(db, body.username, body.email);
      if (taken?.email.toLowerCase() === body.email) throw conflict(messages.emailTaken, 'email');
      if (taken) throw conflict(messages.usernameTaken, 'username');
      const passwordHash = await hashPassword(body.password);
      let userId: string;
      let membershipId: string;
      try {
        ({ userId, membershipId } = await db.transaction(async (tx) => {
          const created = await deps.accounts.createMember(tx, {
            username: body.username,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            passwordHash,
            communityId: c.id,
            at: now,
          });
          if (guestId) {
            if (!(await deps.guests.markUpgraded(tx, guestId, created.userId, now)))
              throw conflict(appAccountMessages.guestUpgraded, 'guestToken');
            await deps.memberEvents.recordEvents(tx, [
              { communityId: c.id, kind: 'UPGRADE', guestId, userId: created.userId, at: now },
            ]);
          }
          const joined = {
            communityId: c.id,
            membershipId: created.membershipId,
            audience: 'MEMBER' as const,
          };
          await recordActivity(tx, [
            { ...joined, type: 'MEMBER_SIGNUP', at: now },
            { ...joined, type: 'APP_OPEN', at: now },
            // The upgrade counts for the guest it was (its sessions and views were a guest's).
            ...(guestId
              ? [
                  {
                    communityId: c.id,
                    type: 'GUEST_UPGRADE' as const,
                    guestId,
                    audience: 'GUEST' as const,
                    at: now,
                  },
                ]
              : []),
          ]);
          return created;
        }));
      } catch (err) {
        // Two sign-ups with the same name at once: the database decides, the loser gets the same 409.
        if (!(err instanceof AppError) && isUniqueViolation(err))
          throw conflict(messages.emailTaken, 'email');
        throw err;
      }
      // The guest's phone keeps receiving pushes, now as the member's device.
      if (guestId) await deps.devices?.guestUpgraded(guestId, membershipId);
      await deps.sendVerification(userId, c.id);
      return { ...(await auth.openSession({ userId, communityId: c.id, ...meta })), communityId: c.id };
    },

    async signIn(body: AppSignInBody, meta: RequestMeta) {
      const c = await community(body.communitySlug);
      const user = await auth.verifyCredentials({ ...body, ip: meta.ip });
      if (user.status !== 'ACTIVE') throw forbidden(messages.accountInactive);
      const m = await activeMembership(user.id, c.id);
      const issued = await auth.openSession({ userId: user.id, communityId: c.id, ...meta });
      await opened(m.id, c.id);
      return { ...issued, communityId: c.id };
    },

    /**
     * A refresh is the app coming back to the foreground: it counts as an app open of the session's member. With
     * `communitySlug` (a browser's cookie of that community) a session of another community is refused, and left
     * as it was.
     */
    async refresh(refreshToken: string | undefined, communitySlug?: string): Promise<AppSession> {
      if (!refreshToken) throw unauthorized(messages.sessionExpired);
      const found = await deps.sessions.findRefreshToken(db, sha256(refreshToken));
      const before = found && (await deps.sessions.loadAuth(db, found.sessionId));
      if (communitySlug !== undefined) {
        const c = await community(communitySlug);
        if (before?.communityId !== c.id) throw unauthorized(messages.sessionExpired);
      }
      const issued = await auth.refresh(refreshToken);
      const session = before ?? (await deps.sessions.loadAuth(db, issued.sessionId));
      if (!session?.communityId) throw unauthorized(messages.sessionExpired);
      if (session.membershipId && session.membershipStatus === 'ACTIVE')
        await opened(session.membershipId, session.communityId);
      return { ...issued, communityId: session.communityId };
    },

    /** Ends the session of a refresh token; with `communitySlug` (a browser's cookie), only one of that community. */
    async signOut(refreshToken: string | undefined, deviceToken?: string, communitySlug?: string) {
      if (!refreshToken) return;
      // Read before the session ends: whose devices stop receiving pushes.
      const found = await deps.sessions.findRefreshToken(db, sha256(refreshToken));
      const session = found && (await deps.sessions.loadAuth(db, found.sessionId));
      if (communitySlug !== undefined && session?.communityId !== (await community(communitySlug)).id) return;
      await auth.logout(undefined, refreshToken);
      if (session?.membershipId) await deps.devices?.signedOut(session.membershipId, deviceToken);
    },

    /** A community by id (a session's), for the path of its cookie. */
    async communityById(id: string) {
      const c = await appRepository.findCommunityById(db, id);
      if (!c) throw notFound(appAccountMessages.communityNotFound);
      return c;
    },

    /** The member's own password: checked against the current one; their other sessions end, this one goes on. */
    changePassword: (a: AuthRow, body: AppPasswordBody) =>
      auth.changePassword(a, { ...body, confirm_password: body.password }),

    me(a: AuthRow): AppMeResponse {
      return {
        id: a.userId,
        memberId: a.membershipId!,
        username: a.username,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        fullName: `${a.firstName} ${a.lastName}`.trim(),
        isEmailVerified: a.emailVerifiedAt !== null,
        multiCommunity: a.multiCommunity,
        role: a.role === 'ADMIN' ? 'ADMIN' : 'MEMBER',
        community: {
          id: a.communityId!,
          name: a.communityName!,
          slug: a.communitySlug!,
          logo: deps.addresses.publicAddressOrNull(a.communityLogo),
        },
      };
    },

    async updateProfile(a: AuthRow, body: ProfileBody): Promise<AppMeResponse> {
      await auth.updateProfile(a, body);
      return this.me(await auth.reload(a.sessionId));
    },

    /** Moves the member to another community they belong to: a new session there, the current one ends. */
    async switchCommunity(a: AuthRow, slug: string, meta: RequestMeta) {
      const c = await community(slug);
      if (c.id !== a.communityId && !a.multiCommunity) throw forbidden(appAccountMessages.multiCommunityOff);
      const m = await activeMembership(a.userId, c.id);
      const issued = await auth.openSession({ userId: a.userId, communityId: c.id, ...meta });
      await opened(m.id, c.id);
      if (c.id !== a.communityId)
        await deps.sessions.revokeSession(db, a.sessionId, 'switched community', clock.now());
      return { ...issued, communityId: c.id };
    },

    async groups(a: AuthRow) {
      return { groups: await deps.memberGroups.ofMember(db, a.membershipId!) };
    },

    /** Every community the member may switch to; without multi-community access only the current one. */
    async communities(a: AuthRow): Promise<AppCommunitiesResponse> {
      const all = await appRepository.activeCommunities(db, a.userId);
      const visible = a.multiCommunity ? all : all.filter((c) => c.id === a.communityId);
      return {
        communities: visible.map((c) => ({
          ...c,
          role: c.role === 'ADMIN' ? ('ADMIN' as const) : ('MEMBER' as const),
          current: c.id === a.communityId,
        })),
      };
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
