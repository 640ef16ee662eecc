import { pageMeta } from '../../lib/paging';
import type { FileAddresses } from '../../lib/files/storage';
import {
  administratorMessages,
  messages,
  type CommunityAdministratorRow,
  type NewAdministratorBody,
  type PlatformAdministratorRow,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import type { AccountsRepository } from '../auth';
import { hashPassword } from '../../lib/passwords';
import { administratorsRepository as repo, type Page } from './administrators.repository';
import { isUuid } from '../../lib/uuid';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditRecorder } from '../audit';

/** Why the sessions of a deactivated administrator end (kept on the session row). */
const REVOKED = 'administrator deactivated';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pageOf = <T>(q: Page, rows: T[], total: number) => ({
  data: rows,
  meta: pageMeta(q.offset, q.limit, total),
});

type PlatformRow = NonNullable<Awaited<ReturnType<typeof repo.findPlatformAdmin>>>;
type CommunityRow = NonNullable<Awaited<ReturnType<typeof repo.findCommunityAdmin>>>;

function platformRow(r: PlatformRow): PlatformAdministratorRow {
  return {
    id: r.id,
    fullName: r.fullName,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    username: r.username,
    isDeleted: r.status !== 'ACTIVE',
    status: r.status,
    isVerified: r.emailVerifiedAt !== null,
    lastLogin: iso(r.lastLoginAt),
    createdOn: r.createdAt.toISOString(),
  };
}

function communityRow(r: CommunityRow, addresses: FileAddresses): CommunityAdministratorRow {
  return {
    id: r.id,
    userId: r.userId,
    communityId: r.communityId,
    community: r.community,
    communityStatus: r.communityStatus,
    appVersion: r.appVersion,
    logo: addresses.publicAddressOrNull(r.logo),
    fullName: r.fullName,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    username: r.username,
    lastLogin: iso(r.lastLoginAt),
    isDeleted: r.status === 'DELETED',
    isVerified: r.emailVerifiedAt !== null,
    status: r.status,
    createdOn: r.createdAt.toISOString(),
  };
}

export interface VerificationSender {
  sendVerification(userId: string, communityId?: string | null): Promise<void>;
}

export function createAdministratorsService(deps: {
  database: Database;
  clock: Clock;
  accountEmails: VerificationSender;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** Identity's writes (the auth module owns users, memberships and sessions). */
  accounts: Pick<
    AccountsRepository,
    | 'insertUser'
    | 'insertMembership'
    | 'setUserStatus'
    | 'setMembershipStatus'
    | 'revokeSessions'
    | 'activeAdminIds'
  >;
  audit: AuditRecorder;
}) {
  const db = deps.database.db;
  const { audit } = deps;

  async function checkFree(body: NewAdministratorBody) {
    const taken = await repo.taken(db, body.username, body.email);
    if (taken.username) throw conflict(messages.usernameTaken, 'username');
    if (taken.email) throw conflict(messages.emailTaken, 'email');
  }

  /** Creates the account (unverified) and, for a community administrator, its ADMIN membership, atomically. */
  async function createAccount(body: NewAdministratorBody, communityId: string | null) {
    await checkFree(body);
    const passwordHash = await hashPassword(body.password);
    const now = deps.clock.now();
    try {
      return await db.transaction(async (tx) => {
        const userId = await deps.accounts.insertUser(tx, {
          username: body.username,
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          isPlatformAdmin: communityId === null,
          createdAt: now,
          updatedAt: now,
        });
        const membershipId = communityId
          ? await deps.accounts.insertMembership(tx, {
              userId,
              communityId,
              role: 'ADMIN',
              scope: 'INVITED',
              createdAt: now,
              updatedAt: now,
            })
          : null;
        // The new account's fields, never its password (the diff leaves secrets out by name).
        await audit.record(tx, {
          communityId,
          action: communityId ? 'administrators.create' : 'platform_administrators.create',
          target: { kind: 'user', id: userId },
          before: null,
          after: { ...body, role: communityId ? 'ADMIN' : 'PLATFORM_ADMIN' },
        });
        return { userId, membershipId };
      });
    } catch (err) {
      // Two creations racing past checkFree: the unique index decides, and the loser hears why.
      if (!isUniqueViolation(err)) throw err;
      await checkFree(body);
      throw conflict(messages.usernameTaken, 'username');
    }
  }

  async function createCommunityAdministrator(
    communityId: string | null | undefined,
    body: NewAdministratorBody,
  ) {
    if (!communityId || !isUuid(communityId) || !(await repo.communityExists(db, communityId)))
      throw notFound(messages.communityNotFound);
    const { userId, membershipId } = await createAccount(body, communityId);
    await deps.accountEmails.sendVerification(userId, communityId);
    const row = await repo.findCommunityAdmin(db, membershipId!);
    return { message: administratorMessages.administratorCreated, data: communityRow(row!, deps.addresses) };
  }

  return {
    async listPlatform(q: Page & { filter?: 'fullName' | 'email' | 'username' | 'lastLogin' | 'created' }) {
      const { rows, total } = await repo.listPlatformAdmins(db, q);
      return pageOf(q, rows.map(platformRow), total);
    },

    async listCommunity(q: Parameters<typeof repo.listCommunityAdmins>[1]) {
      const { rows, total } = await repo.listCommunityAdmins(db, q);
      return pageOf(
        q,
        rows.map((r) => communityRow(r, deps.addresses)),
        total,
      );
    },

    async createPlatformAdministrator(body: NewAdministratorBody) {
      const { userId } = await createAccount(body, null);
      await deps.accountEmails.sendVerification(userId, null);
      const row = await repo.findPlatformAdmin(db, userId);
      return { message: administratorMessages.administratorCreated, data: platformRow(row!) };
    },

    createCommunityAdministrator,

    /**
     * Deactivates (or reactivates) a platform administrator's account. Nobody deactivates themselves: the
     * platform would otherwise be left without the person who can undo it.
     */
    async setPlatformActive(auth: AuthRow, userId: string, active: boolean) {
      const row = isUuid(userId) ? await repo.findPlatformAdmin(db, userId) : undefined;
      if (!row || !row.isPlatformAdmin) throw notFound(administratorMessages.administratorNotFound);
      if (!active && row.id === auth.userId) throw conflict(administratorMessages.cannotDeactivateSelf);
      if (row.status === 'DELETED') throw conflict(administratorMessages.deletedAdministrator);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await deps.accounts.setUserStatus(tx, row.id, active ? 'ACTIVE' : 'INACTIVE', now);
        if (!active) await deps.accounts.revokeSessions(tx, row.id, REVOKED, now);
        await audit.record(tx, {
          communityId: null,
          action: active ? 'platform_administrators.activate' : 'platform_administrators.deactivate',
          target: { kind: 'user', id: row.id },
          before: { status: row.status },
          after: { status: active ? 'ACTIVE' : 'INACTIVE' },
        });
      });
      return {
        message: active
          ? administratorMessages.administratorReactivated
          : administratorMessages.administratorDeactivated,
        data: platformRow((await repo.findPlatformAdmin(db, row.id))!),
      };
    },

    /**
     * Deactivates (or reactivates) a community administrator's membership (`memberId`). A community always
     * keeps one active administrator (409), and nobody deactivates themselves.
     */
    async setCommunityActive(auth: AuthRow, memberId: string, active: boolean) {
      const row = isUuid(memberId) ? await repo.findCommunityAdmin(db, memberId) : undefined;
      if (!row || row.role !== 'ADMIN') throw notFound(administratorMessages.administratorNotFound);
      if (!active && row.userId === auth.userId) throw conflict(administratorMessages.cannotDeactivateSelf);
      if (row.status === 'DELETED') throw conflict(administratorMessages.deletedAdministrator);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        if (!active) {
          const others = (await deps.accounts.activeAdminIds(tx, row.communityId, true)).filter(
            (id) => id !== row.id,
          );
          if (row.status === 'ACTIVE' && others.length === 0)
            throw conflict(administratorMessages.lastActiveAdministrator);
        }
        await deps.accounts.setMembershipStatus(tx, row.id, active ? 'ACTIVE' : 'INACTIVE', now);
        if (!active) await deps.accounts.revokeSessions(tx, row.userId, REVOKED, now, row.communityId);
        await audit.record(tx, {
          communityId: row.communityId,
          action: active ? 'administrators.activate' : 'administrators.deactivate',
          target: { kind: 'member', id: row.id },
          before: { status: row.status },
          after: { status: active ? 'ACTIVE' : 'INACTIVE' },
        });
      });
      return {
        message: active
          ? administratorMessages.administratorReactivated
          : administratorMessages.administratorDeactivated,
        data: communityRow((await repo.findCommunityAdmin(db, row.id))!, deps.addresses),
      };
    },

    /** A community administrator adds a colleague: always to the caller's own community. */
    async addColleague(auth: AuthRow, body: NewAdministratorBody) {
      return createCommunityAdministrator(auth.communityId, body);
    },
  };
}

export type AdministratorsService = ReturnType<typeof createAdministratorsService>;
