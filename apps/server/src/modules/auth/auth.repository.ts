import { touchesSearch } from './accounts-people.repository';
import { refreshUserSearchText } from './user-search.repository';
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { PreparedQuery } from '../../db/prepared';
import type { AuthRow } from '../../plugins/auth';
import { communities, loginFailures, memberships, refreshTokens, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

// The same lookup as loadAuth, as plain SQL for a prepared statement (test/auth-lookup.test.ts keeps them equal).
const LOAD_AUTH_SQL = `
  select s.id as "sessionId", s.expires_at as "sessionExpiresAt", s.revoked_at as "sessionRevokedAt",
         u.id as "userId", u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
         u.email_verified_at as "emailVerifiedAt", u.status as "userStatus",
         u.is_platform_admin as "isPlatformAdmin", u.multi_community as "multiCommunity",
         m.id as "membershipId", m.role, m.status as "membershipStatus",
         c.id as "communityId", c.name as "communityName", c.slug as "communitySlug", c.logo as "communityLogo",
         u.locale, array_to_string(m.languages, ',') as languages
  from sessions s
  join users u on u.id = s.user_id
  left join memberships m on m.user_id = s.user_id and m.community_id = s.community_id
  left join communities c on c.id = s.community_id
  where s.id = $1`;

const authLookups = new WeakMap<Database, PreparedQuery>();

/**
 * A lookup's row as the caller: the member's languages come back from the prepared statement as one string (a
 * text array would come as its literal), made the list here, once.
 */
function callerOf(row: Record<string, unknown>): AuthRow {
  const languages = row.languages as string | null;
  return { ...row, languages: languages === null ? null : languages ? languages.split(',') : [] } as AuthRow;
}

// The same lookup for several sessions at once (the member app's burst after a push: plugins/app-auth batches callers).
const LOAD_AUTHS_SQL = LOAD_AUTH_SQL.replace('where s.id = $1', 'where s.id = any($1::uuid[])');
const authBatchLookups = new WeakMap<Database, PreparedQuery>();

export const authRepository = {
  /**
   * loadAuth for the per-request check: a prepared statement, planned once per database (connection), which
   * on PGlite is several times cheaper than a fresh query. Not inside a transaction (see Database.prepared).
   */
  async loadAuthPrepared(database: Database, sessionId: string): Promise<AuthRow | undefined> {
    let lookup = authLookups.get(database);
    if (!lookup) {
      lookup = database.prepared('gathering_load_auth_v3', LOAD_AUTH_SQL);
      authLookups.set(database, lookup);
    }
    const [row] = await lookup([sessionId]);
    return row && callerOf(row);
  },

  /** loadAuthPrepared for several sessions in one statement; sessions that do not exist are left out. */
  async loadAuthsPrepared(database: Database, sessionIds: string[]): Promise<AuthRow[]> {
    let lookup = authBatchLookups.get(database);
    if (!lookup) {
      lookup = database.prepared('gathering_load_auths_v2', LOAD_AUTHS_SQL);
      authBatchLookups.set(database, lookup);
    }
    return (await lookup([`{${sessionIds.join(',')}}`])).map(callerOf);
  },

  async findUserByCredential(db: Executor, credential: string): Promise<UserRow | undefined> {
    const c = credential.toLowerCase();
    const [row] = await db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, c), eq(sql`lower(${users.email})`, c)))
      .limit(1);
    return row;
  },

  async setLocale(db: Executor, userId: string, locale: string, now: Date) {
    await db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, userId));
  },

  async findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** The community a console session acts in: the first community the user administers. */
  async findAdministeredCommunity(db: Executor, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ communityId: memberships.communityId })
      .from(memberships)
      .where(
        and(eq(memberships.userId, userId), eq(memberships.role, 'ADMIN'), eq(memberships.status, 'ACTIVE')),
      )
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    return row?.communityId;
  },

  async loadAuth(db: Executor, sessionId: string): Promise<AuthRow | undefined> {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        sessionExpiresAt: sessions.expiresAt,
        sessionRevokedAt: sessions.revokedAt,
        userId: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        emailVerifiedAt: users.emailVerifiedAt,
        userStatus: users.status,
        isPlatformAdmin: users.isPlatformAdmin,
        multiCommunity: users.multiCommunity,
        membershipId: memberships.id,
        role: memberships.role,
        membershipStatus: memberships.status,
        communityId: communities.id,
        communityName: communities.name,
        communitySlug: communities.slug,
        communityLogo: communities.logo,
        locale: users.locale,
        languages: memberships.languages,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, sessions.userId), eq(memberships.communityId, sessions.communityId)),
      )
      .leftJoin(communities, eq(communities.id, sessions.communityId))
      .where(eq(sessions.id, sessionId));
    return row;
  },

  async createSession(
    db: Executor,
    s: { userId: string; communityId: string | null; expiresAt: Date; userAgent?: string; ip?: string },
  ): Promise<string> {
    const [row] = await db
      .insert(sessions)
      .values({ ...s, userAgent: s.userAgent?.slice(0, 300) })
      .returning({ id: sessions.id });
    return row.id;
  },

  async insertRefreshToken(
    db: Executor,
    t: { sessionId: string; tokenHash: string; parentId: string | null },
  ) {
    await db.insert(refreshTokens).values(t);
  },

  async findRefreshToken(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({
        id: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  /** The token issued in exchange for `parentId` (each token is exchanged at most once). */
  async findChildToken(db: Executor, sessionId: string, parentId: string) {
    // By session first: its index narrows to one family's few tokens.
    const [row] = await db
      .select({ tokenHash: refreshTokens.tokenHash, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.parentId, parentId)))
      .limit(1);
    return row;
  },

  /** Marks a refresh token used; false when another request used it first (the row decides, not the caller). */
  async markTokenUsed(db: Executor, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },

  async revokeSession(db: Executor, sessionId: string, reason: string, at: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  /** Ends every live session of a user except `keep` (password change keeps the caller's). */
  async revokeUserSessions(db: Executor, userId: string, reason: string, at: Date, keep?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      );
  },

  async touchLogin(db: Executor, userId: string, communityId: string | null, at: Date) {
    await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    if (communityId)
      await db
        .update(memberships)
        .set({ lastLoginAt: at })
        .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
  },

  async setPassword(db: Executor, userId: string, passwordHash: string, at: Date) {
    await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
  },

  async updateProfile(
    db: Executor,
    userId: string,
    patch: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email' | 'emailVerifiedAt'>>,
    at: Date,
  ) {
    await db
      .update(users)
      .set({ ...patch, updatedAt: at })
      .where(eq(users.id, userId));
    if (touchesSearch(patch)) await refreshUserSearchText(db, [userId]);
  },

  /** Reserves a sign-in attempt as a failure until it succeeds (its row then goes with clearLoginFailures). */
  async reserveLoginAttempt(db: Executor, credential: string, ip: string, at: Date): Promise<string> {
    const [row] = await db
      .insert(loginFailures)
      .values({ credential, ip, at })
      .returning({ id: loginFailures.id });
    return row.id;
  },

  /** Gives back a reserved attempt that was refused before its password was checked. */
  async releaseLoginAttempt(db: Executor, id: string) {
    await db.delete(loginFailures).where(eq(loginFailures.id, id));
  },

  /** Failures since `since`, for the credential and for the address, with the oldest of each (for Retry-After). */
  async countLoginFailures(db: Executor, credential: string, ip: string, since: Date) {
    const [row] = await db
      .select({
        byCredential:
          sql<number>`count(*) filter (where ${loginFailures.credential} = ${credential})`.mapWith(Number),
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
        oldestCredential: sql<
          string | null
        >`min(${loginFailures.at}) filter (where ${loginFailures.credential} = ${credential})`,
        oldestIp: sql<string | null>`min(${loginFailures.at}) filter (where ${loginFailures.ip} = ${ip})`,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          or(eq(loginFailures.credential, credential), eq(loginFailures.ip, ip)),
        ),
      );
    return row;
  },

  async clearLoginFailures(db: Executor, credential: string) {
    await db.delete(loginFailures).where(eq(loginFailures.credential, credential));
  },
};

export type AuthRepository = typeof authRepository;

/** A member's preferred content languages (issue 23), kept on their membership. */
export const memberLanguagesRepository = {
  async set(db: Executor, membershipId: string, languages: string[]) {
    await db.update(memberships).set({ languages }).where(eq(memberships.id, membershipId));
  },
  /** Only when the member has chosen none: a device's locale must not override what they chose. */
  async setIfEmpty(db: Executor, membershipId: string, languages: string[]) {
    await db
      .update(memberships)
      .set({ languages })
      .where(and(eq(memberships.id, membershipId), sql`cardinality(${memberships.languages}) = 0`));
  },
  async get(db: Executor, membershipId: string): Promise<string[]> {
    const [row] = await db
      .select({ languages: memberships.languages })
      .from(memberships)
      .where(eq(memberships.id, membershipId));
    return row?.languages ?? [];
  },
};
export type MemberLanguagesRepository = typeof memberLanguagesRepository;
