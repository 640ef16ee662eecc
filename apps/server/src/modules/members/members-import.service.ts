import { createHash } from 'node:crypto';
import {
  memberMessages,
  type ImportJob,
  type ImportPreviewResponse,
  type ImportPreviewRow,
  type ImportStartResponse,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { membersImport, membersInvite, membersInviteToJoin } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordActivity } from '../../db/activity';
import { randomToken, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { renderActionMail, type MailService } from '../mail';
import { mailLanguage, translator } from '../../i18n';
import type { AccountsRepository } from '../auth';
import type { CommunitiesRepository } from '../communities';
import type { InvitationsRepository, PublicRepository } from '../public';
import { slugify } from '../../lib/slug';
import { importRepository, type ImportRow } from './members-import.repository';
import { parseMembersCsv, type CsvMemberRow } from './members.csv';
import type { Actor } from './members.service';

/** Rows per transaction: large enough to amortise round trips, small enough to show progress. */
export const IMPORT_CHUNK = 1000;
const INVITATION_DAYS = 7;

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

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

function toJob(r: ImportRow): ImportJob {
  return {
    id: r.id,
    status: r.status as ImportJob['status'],
    fileName: r.fileName,
    total: r.total,
    processed: r.processed,
    created: r.created,
    updated: r.updated,
    invalid: r.invalid,
    error: r.error,
    createdOn: r.createdAt.toISOString(),
    finishedOn: r.finishedAt?.toISOString() ?? null,
  };
}

export function createMembersImportService(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
  /** Identity's writes (the auth module owns users and memberships). */
  accounts: Pick<AccountsRepository, 'insertUsers' | 'insertMemberships' | 'updateNames'>;
  /** The public module's one-time links (invitations to join, links to choose a password). */
  links: Pick<InvitationsRepository, 'hasLive' | 'create'> & Pick<PublicRepository, 'createToken'>;
  /** The communities module's names (the invitations' sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
}) {
  const { queue, clock } = deps;
  const db = deps.database.db;

  /** Marks rows new (not a member here yet) or existing (a member: updated), or invalid against the database. */
  async function classify(
    tx: Executor,
    communityId: string,
    rows: CsvMemberRow[],
  ): Promise<ImportPreviewRow[]> {
    const out: ImportPreviewRow[] = [];
    for (const part of chunks(rows, IMPORT_CHUNK)) {
      const valid = part.filter((r) => !r.error);
      const accounts = new Map(
        (
          await importRepository.accountsByEmail(
            tx,
            communityId,
            valid.map((r) => r.email),
          )
        ).map((a) => [a.email, a]),
      );
      // Only this community's members are "existing": an account elsewhere on the platform looks exactly like a
      // new person (it is invited, see applyChunk), and a username taken elsewhere is not mentioned (a new account
      // gets it with a suffix), so a preview tells nothing about other communities.
      for (const r of part) {
        const account = accounts.get(r.email);
        const reason = r.error;
        out.push({
          line: r.line,
          status: reason ? 'invalid' : account?.membershipId ? 'existing' : 'new',
          email: r.email,
          firstName: r.firstName,
          lastName: r.lastName,
          username: r.username,
          groups: r.groups,
          reason,
        });
      }
    }
    return out;
  }

  async function summarize(communityId: string, rows: ImportPreviewRow[]) {
    const named = new Map<string, string>();
    for (const r of rows)
      if (r.status !== 'invalid')
        for (const g of r.groups) if (!named.has(slugify(g))) named.set(slugify(g), g);
    const existing = new Set(
      (await importRepository.groupsBySlug(db, communityId, [...named.keys()])).map((g) => g.slug),
    );
    return {
      total: rows.length,
      new: rows.filter((r) => r.status === 'new').length,
      existing: rows.filter((r) => r.status === 'existing').length,
      invalid: rows.filter((r) => r.status === 'invalid').length,
      groupsToCreate: [...named.entries()].filter(([slug]) => !existing.has(slug)).map(([, name]) => name),
    };
  }

  /** Applies one chunk of valid rows in one transaction; answers how many were created, updated, skipped. */
  /** One chunk in one transaction, with the invitation jobs of its people (committed with them, or not at all). */
  async function applyChunk(
    job: ImportRow,
    rows: CsvMemberRow[],
    groupIds: Map<string, string>,
    chunk: number,
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
          { singletonKey: `${job.id}:join:${chunk}`, tx },
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
          { singletonKey: `${job.id}:${chunk}`, tx },
        );
      return {
        created: joined.length + invited.length,
        updated: ok.length - joined.length - invited.length,
        invalid: rows.length - ok.length,
      };
    });
  }

  return {
    async preview(actor: Actor, text: string): Promise<ImportPreviewResponse> {
      const rows = await classify(db, actor.communityId, parseMembersCsv(text));
      return { summary: await summarize(actor.communityId, rows), rows };
    },

    /** Checks the file as the preview does, then queues its application; answers the job to poll. */
    async start(
      actor: Actor & { userId: string },
      text: string,
      opts: { fileName: string | null; invite: boolean },
    ): Promise<ImportStartResponse> {
      const rows = await classify(db, actor.communityId, parseMembersCsv(text));
      const summary = await summarize(actor.communityId, rows);
      // The import's row and its job commit together.
      const job = await db.transaction(async (tx) => {
        const created = await importRepository.create(tx, {
          communityId: actor.communityId,
          createdBy: actor.userId,
          fileName: opts.fileName?.slice(0, 200) ?? null,
          csv: text,
          options: { invite: opts.invite },
          total: rows.length,
          createdAt: clock.now(),
        });
        await queue.send(membersImport, { importId: created.id }, { singletonKey: created.id, tx });
        return created;
      });
      return { ...toJob(job), summary };
    },

    async status(actor: Actor, id: string): Promise<ImportJob> {
      const job = await importRepository.find(db, actor.communityId, id);
      if (!job) throw notFound(memberMessages.importNotFound);
      return toJob(job);
    },

    /** The import job: chunk by chunk, each in a transaction, with progress written as it goes. */
    async run(importId: string): Promise<void> {
      const job = await importRepository.findById(db, importId);
      if (!job || job.status === 'DONE') return;
      try {
        const rows = parseMembersCsv(job.csv);
        const bad = rows.filter((r) => r.error).length;
        const good = rows.filter((r) => !r.error);
        await importRepository.update(db, job.id, {
          status: 'RUNNING',
          processed: bad,
          invalid: bad,
          created: 0,
          updated: 0,
          error: null,
        });
        // Groups named in the file exist before any member is added to them.
        const names = new Map<string, string>();
        for (const r of good) for (const g of r.groups) if (!names.has(slugify(g))) names.set(slugify(g), g);
        await importRepository.insertGroups(
          db,
          [...names].map(([slug, name]) => ({ communityId: job.communityId, name, slug })),
        );
        const groupIds = new Map(
          (await importRepository.groupsBySlug(db, job.communityId, [...names.keys()])).map((g) => [
            g.slug,
            g.id,
          ]),
        );
        const totals = { processed: bad, created: 0, updated: 0, invalid: bad };
        for (const [i, part] of chunks(good, IMPORT_CHUNK).entries()) {
          const r = await applyChunk(job, part, groupIds, i);
          totals.processed += part.length;
          totals.created += r.created;
          totals.updated += r.updated;
          totals.invalid += r.invalid;
          await importRepository.update(db, job.id, totals);
        }
        if (totals.created) await importRepository.analyzeMemberships(db);
        await importRepository.update(db, job.id, { status: 'DONE', finishedAt: clock.now() });
      } catch (err) {
        await importRepository.update(db, job.id, {
          status: 'FAILED',
          error: (err as Error).message.slice(0, 500),
          finishedAt: clock.now(),
        });
        throw err;
      }
    },

    /**
     * Invitations of existing accounts (consent to join): "Join <community> on Gathering" with a single-use link
     * to accept or decline, valid for a week. Someone whose invitation is still pending or was answered gets none.
     */
    async inviteToJoin(communityId: string, userIds: string[]): Promise<void> {
      const community = (await deps.communities.findName(db, communityId)) ?? 'Gathering';
      const now = clock.now();
      const targets = await importRepository.pendingInvitees(db, communityId, userIds);
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
      for (const u of targets) {
        if (await deps.links.hasLive(db, u.id, communityId, now)) continue;
        const language = mailLanguage(u.locale);
        const t = translator(language);
        const token = randomToken();
        // The invitation and its e-mail (with its delivery job) commit together.
        await db.transaction(async (tx) => {
          await deps.links.create(tx, {
            tokenHash: sha256(token),
            userId: u.id,
            communityId,
            email: u.email,
            expiresAt,
          });
          await deps.mail.store(tx, {
            kind: 'community-invitation',
            to: u.email,
            // They already have an account: the invitation speaks the language they chose.
            ...renderActionMail({
              subject: t('emails.join.subject', { community }),
              greeting: u.firstName
                ? t('emails.greeting', { name: u.firstName })
                : t('emails.greetingAnonymous'),
              lines: [
                t('emails.join.line1', { community }),
                t('emails.join.line2', { days: INVITATION_DAYS }),
              ],
              action: { label: t('emails.join.action'), url: `${deps.publicUrl}/invitations/${token}` },
              footer: t('emails.join.footer'),
              sender: community,
              language,
            }),
          });
        });
      }
    },

    /**
     * Invitation e-mails: a link to choose a password (the reset page), valid for a week. Each speaks the
     * recipient's language; a new account has none yet, so the inviting administrator's (`invitedBy`) is used,
     * else English.
     */
    async invite(communityId: string, userIds: string[], invitedBy?: string): Promise<void> {
      const community = (await deps.communities.findName(db, communityId)) ?? 'Gathering';
      const inviterLocale = invitedBy ? await importRepository.userLocale(db, invitedBy) : null;
      const done = await importRepository.alreadyInvited(db, communityId, userIds);
      const targets = (await importRepository.invitationTargets(db, communityId, userIds)).filter(
        (u) => !done.has(u.id),
      );
      const expiresAt = new Date(clock.now().getTime() + INVITATION_DAYS * 86_400_000);
      for (const part of chunks(targets, 100)) {
        // Each link and its e-mail (with its delivery job) commit together.
        await db.transaction(async (tx) => {
          for (const u of part) {
            const language = mailLanguage(u.locale ?? inviterLocale);
            const t = translator(language);
            const token = randomToken();
            await deps.links.createToken(tx, {
              purpose: 'RESET',
              tokenHash: sha256(token),
              userId: u.id,
              communityId,
              email: u.email,
              expiresAt,
            });
            await deps.mail.store(tx, {
              kind: 'member-invitation',
              to: u.email,
              ...renderActionMail({
                subject: t('emails.invite.subject', { community }),
                greeting: u.firstName
                  ? t('emails.greeting', { name: u.firstName })
                  : t('emails.greetingAnonymous'),
                lines: [
                  t('emails.invite.line1', { community }),
                  t('emails.invite.line2', { days: INVITATION_DAYS }),
                ],
                // ?invite=1: the page says 'Set your password' to someone who never had one (issue 10 #11).
                action: {
                  label: t('emails.invite.action'),
                  url: `${deps.publicUrl}/password-reset/${token}?invite=1`,
                },
                footer: t('emails.invite.footer'),
                sender: community,
                language,
              }),
            });
          }
        });
      }
    },
  };
}

export type MembersImportService = ReturnType<typeof createMembersImportService>;
