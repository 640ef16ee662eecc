import { isLocale, type AuditAction, type MeResponse } from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { AuthRow } from '../../plugins/auth';
import { authRepository } from './auth.repository';
import type { TokenSigner } from './auth.tokens';
import { diff, type AuditEntry, type AuditRecorder } from '../audit';

const SESSION_DAYS = 30;

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

export interface AuthDeps {
  database: Database;
  signer: TokenSigner;
  clock: Clock;
  accountEmails: AccountEmails;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The audit trail: every console sign-in, succeeded or refused. */
  audit: AuditRecorder;
}

/**
 * What the sign-in and account operations share (auth.service.ts builds it once): issuing tokens and sessions,
 * the caller as GET /v1/users/me answers it, and a person's own changes in the trail.
 */
export function authContext(deps: AuthDeps) {
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
    action: AuditAction,
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

  return { ...deps, db, issue, toMe, openSession, actorOf, recordOwn };
}

export type AuthContext = ReturnType<typeof authContext>;
