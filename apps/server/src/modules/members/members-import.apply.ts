// Applying an import, one chunk of valid rows per transaction: new accounts (with usernames made unique), their
// memberships, invitations of accounts that exist elsewhere, names, groups, and the jobs that e-mail them.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { recordActivity } from '../../db/activity';
import { membersInvite, membersInviteToJoin } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { slugify } from '../../lib/slug';
import type { AccountsRepository } from '../auth';
import { importRepository, type ImportRow } from './members-import.repository';
import { classify } from './members-import.classify';
import type { CsvMemberRow } from './members.csv';

/** A username for someone imported without one: their address's local part, made unique when taken. */
function baseUsername(email: string): string {
  const local = email
    .split('@')[0]
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 50);
  return local.length >= 3 ? local : `${local}member`.slice(0, 50);
}
const suffixed = (base: string, email: string) =>
  `${base}-${createHash('sha256').update(email).digest('hex').slice(0, 6)}`;

/** Another run holds the import now (this one was presumed dead): this run stops, its batch rolled back. */
export class LeaseLost extends Error {
  constructor() {
    super('another run has taken this import over');
  }
}

export function createChunkApplier(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  /** Identity's writes (the auth module owns users and memberships). */
  accounts: Pick<AccountsRepository, 'insertUsers' | 'insertMemberships' | 'updateNames'>;
}) {
  const { queue, clock } = deps;
  const db = deps.database.db;

  /**
   * One batch of the file's rows (from `from`, in file order) in one transaction, with the invitation jobs of its
   * people and the import's progress (cursor and counts): all committed together or not at all, so a run that
   * resumes after a crash continues at the cursor and counts each row once. Throws LeaseLost (rolling back) when
   * another run has taken the import over.
   */
  async function applyChunk(
    job: ImportRow,
    runner: string,
    from: number,
    rows: CsvMemberRow[],
    groupIds: Map<string, string>,
  ) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const classified = await classify(tx, job.communityId, rows);
      const ok = rows.filter((_, i) => classified[i].status !== 'invalid');
      const accounts = new Map(
        (
          await importRepository.accountsByEmail(
            tx,
            job.communityId,
            ok.map((r) => r.email),
          )
        ).map((a) => [a.email, a]),
      );
      const fresh = ok.filter((r) => !accounts.has(r.email));
      // Usernames: the file's, else the address's local part; with a short suffix when someone (or an earlier
      // row) has it already.
      const wanted = fresh.map((r) => r.username?.toLowerCase() ?? baseUsername(r.email));
      const taken = new Set((await importRepository.usernamesTaken(tx, wanted)).map((u) => u.username));
      const newUsers = fresh.map((r, i) => {
        const username = taken.has(wanted[i]) ? suffixed(wanted[i], r.email) : (r.username ?? wanted[i]);
        taken.add(username.toLowerCase());
        return { email: r.email, username, firstName: r.firstName, lastName: r.lastName };
      });
      const created = await deps.accounts.insertUsers(tx, newUsers);
      const userIdByEmail = new Map<string, string>([
        ...[...accounts.values()].map((a) => [a.email, a.userId] as [string, string]),
        ...created.map((c) => [c.email.toLowerCase(), c.id] as [string, string]),
      ]);
      const joined = await deps.accounts.insertMemberships(
        tx,
        job.communityId,
        fresh.map((r) => userIdByEmail.get(r.email)!),
        'ACTIVE',
      );
      // An account that exists already joins only with its owner's consent: a pending invitation (no active
      // membership, no groups yet) and an e-mail to accept it.
      const invited = await deps.accounts.insertMemberships(
        tx,
        job.communityId,
        ok
          .filter((r) => accounts.has(r.email) && !accounts.get(r.email)!.membershipId)
          .map((r) => accounts.get(r.email)!.userId),
        'INVITED',
      );
      const pending = new Set(invited);
      await deps.accounts.updateNames(
        tx,
        job.communityId,
        ok
          .filter((r) => accounts.get(r.email)?.membershipId)
          .map((r) => ({
            userId: accounts.get(r.email)!.userId,
            firstName: r.firstName,
            lastName: r.lastName,
          })),
        now,
      );
      const memberIds = new Map(
        (await importRepository.membershipIds(tx, job.communityId, [...userIdByEmail.values()])).map((m) => [
          m.userId,
          m.id,
        ]),
      );
      // Each membership this import made active is a sign-up for analytics (invited accounts count on accepting).
      await recordActivity(
        tx,
        joined.map((userId) => ({
          communityId: job.communityId,
          type: 'MEMBER_SIGNUP' as const,
          membershipId: memberIds.get(userId)!,
          audience: 'MEMBER' as const,
          at: now,
        })),
      );
      await importRepository.addToGroups(
        tx,
        ok
          .filter((r) => !pending.has(userIdByEmail.get(r.email)!))
          .flatMap((r) =>
            r.groups.map((g) => ({
              groupId: groupIds.get(slugify(g))!,
              membershipId: memberIds.get(userIdByEmail.get(r.email)!)!,
            })),
          ),
        now,
      );
      if (invited.length)
        await queue.send(
          membersInviteToJoin,
          { communityId: job.communityId, userIds: invited },
          { singletonKey: `${job.id}:join:${from}`, tx },
        );
      if (job.options.invite && created.length)
        await queue.send(
          membersInvite,
          // The importing administrator's language speaks to new accounts, which have none yet.
          {
            communityId: job.communityId,
            userIds: created.map((c) => c.id),
            invitedBy: job.createdBy ?? undefined,
          },
          { singletonKey: `${job.id}:${from}`, tx },
        );
      const counts = {
        created: joined.length + invited.length,
        updated: ok.length - joined.length - invited.length,
        invalid: rows.length - ok.length,
      };
      if (!(await importRepository.advance(tx, job.id, runner, { processed: from + rows.length, ...counts })))
        throw new LeaseLost();
      return counts;
    });
  }

  return applyChunk;
}
