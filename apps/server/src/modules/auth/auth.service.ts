import {
  isLocale,
  messages,
  type Locale,
  type MeResponse,
  type PasswordChangeBody,
  type ProfileBody,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, forbidden, tooManyRequests, unauthorized, badRequest } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import { authRepository } from './auth.repository';
import { accountsRepository } from './accounts.repository';
import type { TokenSigner } from './auth.tokens';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { diff, type AuditEntry, type AuditRecorder } from '../audit';

export const SESSION_DAYS = 30;
/** What a person changes on their own profile, as the trail shows it before → after. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'username', 'email'] as const;
/** A refresh token replayed this soon after its use is a lost response, not theft. */
export const REFRESH_GRACE_MS = 10_000;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_CREDENTIAL = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;

export interface IssuedSession {
  /** The session's id (never answered: the console's login answers the user it is for). */
  sessionId: string;
  accessToken: string;
  exp: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface AccountEmails {
  sendVerification(userId: string): Promise<void>;
}

export function createAuthService(deps: {
  database: Database;
  signer: TokenSigner;
  clock: Clock;
  accountEmails: AccountEmails;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The audit trail: every console sign-in, succeeded or refused. */
  audit: AuditRecorder;
}) {
  const { signer, clock } = deps;
  const db = deps.database.db;

  /** A new token of the session's family; the first of a session is random, each next one derived from its parent. */
  async function issue(
    sessionId: string,
    userId: string,
    expiresAt: Date,
    parent: { id: string; token: string } | null,
    tx = db,
  ) {
    const refreshToken = parent ? signer.childRefreshToken(parent.token) : randomToken();
    await authRepository.insertRefreshToken(tx, {
      sessionId,
      tokenHash: sha256(refreshToken),
      parentId: parent?.id ?? null,
    });
    const access = await signer.sign({ userId, sessionId }, clock.now());
    return { ...access, sessionId, refreshToken, refreshExpiresAt: expiresAt };
  }

  /**
   * Reserves this attempt under the failure limits, or refuses it (429). The attempt is written as a failure first
   * and counted after, so that parallel attempts cannot all read the count before any writes it: of attempts that
   * race, each sees every reservation committed before its count, and at most the limit's number see room (100
   * guesses at once used to have 85 passwords checked). A refused attempt gives its reservation back, so refusals
   * do not keep an account locked; a checked one keeps it as its failure, until a success clears them all.
   */
  async function reserveAttempt(credential: string, ip: string): Promise<void> {
    const now = clock.now();
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const id = await authRepository.reserveLoginAttempt(db, credential, ip, now);
    const f = await authRepository.countLoginFailures(db, credential, ip, since);
    const waitFrom = (oldest: string | null) =>
      oldest
        ? (new Date(oldest).getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000
        : FAILURE_WINDOW_MS / 1000;
    // The counts include this attempt's own reservation.
    const refusal =
      f.byCredential > MAX_FAILURES_PER_CREDENTIAL
        ? waitFrom(f.oldestCredential)
        : f.byIp > MAX_FAILURES_PER_ADDRESS
          ? waitFrom(f.oldestIp)
          : null;
    if (refusal === null) return;
    await authRepository.releaseLoginAttempt(db, id);
    throw tooManyRequests(messages.tooManyAttempts, refusal);
  }

  /** Checks a credential and password under the failure limits; answers the user (any status). */
  async function verifyCredentials(input: { credential: string; password: string; ip: string }) {
    const credential = input.credential.trim().toLowerCase();
    const user = await authRepository.findUserByCredential(db, credential);
    // Failures count per account, however it is named (username or e-mail, any case); a name that is no
    // account counts on its own, with the same limit, so the answer does not tell which names exist.
    const key = user ? `user:${user.id}` : `name:${credential}`;
    await reserveAttempt(key, input.ip);
    const ok = await verifyPassword(user?.passwordHash, input.password);
    // A failure: its reservation stays, as the failure.
    if (!user || !ok) throw unauthorized(messages.invalidCredentials);
    await authRepository.clearLoginFailures(db, key);
    return user;
  }

  function toMe(auth: AuthRow): MeResponse {
    return {
      id: auth.userId,
      username: auth.username,
      email: auth.email,
      firstName: auth.firstName,
      lastName: auth.lastName,
      fullName: `${auth.firstName} ${auth.lastName}`.trim(),
      isEmailVerified: auth.emailVerifiedAt !== null,
      isAdministratorUser: auth.isPlatformAdmin,
      locale: isLocale(auth.locale) ? auth.locale : null,
      role: auth.role === 'ADMIN' || auth.role === 'MEMBER' ? auth.role : null,
      community: auth.communityId
        ? {
            id: auth.communityId,
            name: auth.communityName!,
            slug: auth.communitySlug!,
            logo: deps.addresses.publicAddressOrNull(auth.communityLogo),
          }
        : null,
    };
  }

  /** Starts a session (one refresh-token family) acting in `communityId`; the console and the app share it. */
  async function openSession(
    s: {
      userId: string;
      communityId: string | null;
      userAgent?: string;
      ip?: string;
    },
    audited?: AuditEntry,
  ): Promise<IssuedSession> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    return db.transaction(async (tx) => {
      const sessionId = await authRepository.createSession(tx, { ...s, expiresAt });
      await authRepository.touchLogin(tx, s.userId, s.communityId, now);
      if (audited) await deps.audit.record(tx, audited);
      return issue(sessionId, s.userId, expiresAt, null, tx as never);
    });
  }

  const actorOf = (
    u: { id: string; firstName: string; lastName: string; username: string },
    role: string,
  ) => ({
    userId: u.id,
    name: `${u.firstName} ${u.lastName}`.trim() || u.username,
    role,
  });

  /**
   * A person's change to their own account, in the chain of the community their session acts in (the platform's
   * for a platform session): they are both the actor and the target.
   */
  async function recordOwn(
    tx: Executor,
    auth: AuthRow,
    action: string,
    entry: Pick<AuditEntry, 'before' | 'after' | 'only' | 'details'>,
  ) {
    // A form saved as it was changed nothing: no row.
    if (entry.after && !Object.keys(diff(entry.before, entry.after, entry.only)).length) return;
    await deps.audit.record(tx, {
      communityId: auth.communityId,
      action,
      target: { kind: 'user', id: auth.userId },
      ...entry,
    });
  }

  /** A refused console sign-in, in the platform's chain: the name typed (never the password) and why. */
  async function recordRefusal(credential: string, err: unknown) {
    const typed = credential.trim().toLowerCase().slice(0, 254);
    const user = await authRepository.findUserByCredential(db, typed);
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    await deps.audit.record(db, {
      communityId: null,
      action: 'auth.login_failed',
      target: { kind: 'user', id: user?.id ?? null },
      actor: user
        ? actorOf(user, user.isPlatformAdmin ? 'PLATFORM_ADMIN' : 'USER')
        : { userId: null, name: typed, role: 'UNKNOWN' },
      details: { signInName: typed, status, reason: err instanceof Error ? err.message : String(err) },
    });
  }

  return {
    verifyCredentials,
    openSession,

    async login(input: {
      credential: string;
      password: string;
      ip: string;
      userAgent?: string;
    }): Promise<IssuedSession & { me: MeResponse }> {
      let communityId: string | null = null;
      let user: Awaited<ReturnType<typeof verifyCredentials>>;
      try {
        user = await verifyCredentials(input);
        if (user.status !== 'ACTIVE') throw forbidden(messages.accountInactive);
        if (!user.isPlatformAdmin) {
          communityId = (await authRepository.findAdministeredCommunity(db, user.id)) ?? null;
          if (!communityId) throw forbidden(messages.consoleNotAllowed);
        }
      } catch (err) {
        await recordRefusal(input.credential, err);
        throw err;
      }
      const session = await openSession(
        { userId: user.id, communityId, userAgent: input.userAgent, ip: input.ip },
        {
          communityId,
          action: 'auth.login',
          target: { kind: 'user', id: user.id },
          actor: actorOf(user, communityId ? 'ADMIN' : 'PLATFORM_ADMIN'),
        },
      );
      // The user as GET /v1/users/me answers it, read once here rather than by a second request over the link.
      const auth = await authRepository.loadAuth(db, session.sessionId);
      if (!auth) throw unauthorized(messages.sessionExpired);
      return { ...session, me: toMe(auth) };
    },

    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized(messages.sessionExpired);
      const now = clock.now();
      const row = await authRepository.findRefreshToken(db, sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized(messages.sessionExpired);
      return db
        .transaction(async (tx) => {
          if (await authRepository.markTokenUsed(tx, row.id, now))
            return issue(
              row.sessionId,
              row.userId,
              row.expiresAt,
              { id: row.id, token: refreshToken },
              tx as never,
            );
          // A used token came back. Within the grace, a replay of the current token's immediate parent is a lost
          // response (or parallel tabs): it gets the successor already issued, never a new branch. Anything else
          // (an older token, a parent whose successor was used too, or too late) means someone holds a copy.
          const child = await authRepository.findChildToken(tx, row.sessionId, row.id);
          const used = row.usedAt ?? now;
          const inGrace = now.getTime() - used.getTime() <= REFRESH_GRACE_MS;
          const successor = signer.childRefreshToken(refreshToken);
          if (inGrace && child && !child.usedAt && child.tokenHash === sha256(successor)) {
            const access = await signer.sign({ userId: row.userId, sessionId: row.sessionId }, now);
            return {
              ...access,
              sessionId: row.sessionId,
              refreshToken: successor,
              refreshExpiresAt: row.expiresAt,
            };
          }
          await authRepository.revokeSession(tx, row.sessionId, 'refresh token reuse', now);
          return null;
        })
        .then((issued) => {
          if (!issued) throw unauthorized(messages.sessionExpired);
          return issued;
        });
    },

    async logout(sessionId: string | undefined, refreshToken: string | undefined): Promise<void> {
      const now = clock.now();
      let sid = sessionId;
      if (!sid && refreshToken)
        sid = (await authRepository.findRefreshToken(db, sha256(refreshToken)))?.sessionId;
      if (sid) await authRepository.revokeSession(db, sid, 'logout', now);
    },

    async reload(sessionId: string): Promise<AuthRow> {
      const auth = await authRepository.loadAuth(db, sessionId);
      if (!auth) throw unauthorized(messages.sessionExpired);
      return auth;
    },

    me: (auth: AuthRow): MeResponse => toMe(auth),

    draftKey: (auth: AuthRow) => ({ key: signer.draftKey(auth.userId) }),

    /** Remembers the user's language for the consoles (on every device) and for the e-mails sent to them. */
    async setLocale(auth: AuthRow, locale: Locale): Promise<void> {
      await db.transaction(async (tx) => {
        await authRepository.setLocale(tx, auth.userId, locale, clock.now());
        await recordOwn(tx, auth, 'account.profile', { before: { locale: auth.locale }, after: { locale } });
      });
    },

    async updateProfile(auth: AuthRow, body: ProfileBody): Promise<void> {
      const now = clock.now();
      if (body.username && (await accountsRepository.isTaken(db, 'username', body.username, auth.userId)))
        throw conflict(messages.usernameTaken, 'username');
      const emailChanged = body.email !== undefined && body.email !== auth.email;
      if (emailChanged && (await accountsRepository.isTaken(db, 'email', body.email!, auth.userId)))
        throw conflict(messages.emailTaken, 'email');
      const patch = {
        firstName: body.firstName,
        lastName: body.lastName,
        ...(body.username ? { username: body.username } : {}),
        // A new address is unverified until its owner follows the link we send to it.
        ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
      };
      await db.transaction(async (tx) => {
        await authRepository.updateProfile(tx, auth.userId, patch, now);
        await recordOwn(tx, auth, 'account.profile', {
          before: { ...auth },
          after: { ...auth, ...patch },
          only: PROFILE_FIELDS,
        });
      });
      if (emailChanged) await deps.accountEmails.sendVerification(auth.userId);
    },

    async changePassword(auth: AuthRow, body: PasswordChangeBody): Promise<void> {
      const user = await authRepository.findUserById(db, auth.userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
        throw badRequest(messages.currentPasswordWrong, 'currentPassword');
      const hash = await hashPassword(body.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await authRepository.setPassword(tx, auth.userId, hash, now);
        await authRepository.revokeUserSessions(tx, auth.userId, 'password changed', now, auth.sessionId);
        // That it changed, and that the other sessions were ended: no value, old or new, ever.
        await recordOwn(tx, auth, 'account.password', { details: { otherSessionsEnded: true } });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
