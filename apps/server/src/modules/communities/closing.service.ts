import { closingMessages, messages, type CommunityClosing } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { mailDate, mailLanguage, translator } from '../../i18n';
import { communityDelete } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { communityZone } from '../../lib/zoned-time';
import type { AuthRow } from '../../plugins/auth';
import type { AuditRecorder } from '../audit';
import { renderActionMail, type MailService } from '../mail';
import { closingsRepository as closings } from './closings.repository';
import { communitiesRepository as repo } from './communities.repository';

const DAY_MS = 86_400_000;
/** The "deletion is near" e-mail goes out this long before the end (unless the closing itself was nearer). */
export const REMINDER_MS = 7 * DAY_MS;

/**
 * The member app's view of closing communities: one small read, kept for a few seconds (every app request asks),
 * dropped at once by this process's own close and restore. Another server sees a change within `ttlMs`.
 */
export function closingCommunities(
  load: () => Promise<{ id: string; slug: string }[]>,
  now: () => number,
  ttlMs = 15_000,
) {
  let cached: { ids: Set<string>; slugs: Set<string>; at: number } | null = null;
  const current = async () => {
    if (!cached || now() - cached.at > ttlMs) {
      const rows = await load();
      cached = { ids: new Set(rows.map((r) => r.id)), slugs: new Set(rows.map((r) => r.slug)), at: now() };
    }
    return cached;
  };
  return {
    /** Whether the community, named by its id (a session's, a guest's) or its slug (a sign-up's), is closing. */
    async has(community: { id?: string | null; slug?: unknown }): Promise<boolean> {
      if (!community.id && typeof community.slug !== 'string') return false;
      const { ids, slugs } = await current();
      return (
        (!!community.id && ids.has(community.id)) ||
        (typeof community.slug === 'string' && slugs.has(community.slug))
      );
    },
    invalidate() {
      cached = null;
    },
  };
}
export type ClosingCommunities = ReturnType<typeof closingCommunities>;

/**
 * Closing a community (platform administrators only): it enters a grace period of COMMUNITY_GRACE_DAYS during which
 * nothing of it changes, its administrators keep the console (with a banner saying when it will be deleted, so they
 * can still take an export) and its member app answers that the community is closing. Restoring removes the
 * closing and nothing else. The deletion itself is the deletion module's job (communityDelete), queued for the end.
 */
export function createClosingService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  mail: MailService;
  publicUrl: string;
  graceDays: number;
  cache: Pick<ClosingCommunities, 'invalidate'>;
  /** Closing and restoring are in the community's own trail (its chain's last hash goes in the certificate). */
  audit: Pick<AuditRecorder, 'record'>;
}) {
  const db = deps.database.db;

  async function community(id: string | undefined) {
    const row = id && isUuid(id) ? await repo.findById(db, id) : undefined;
    if (!row) throw notFound(messages.communityNotFound);
    return row;
  }

  async function view(communityId: string): Promise<CommunityClosing | null> {
    const row = await closings.find(db, communityId);
    if (!row) return null;
    return {
      closedAt: row.closedAt.toISOString(),
      deletionDueAt: row.deletionDueAt.toISOString(),
      closedBy: row.closedByEmail ?? null,
    };
  }

  return {
    status: async (id: string) => view((await community(id)).id),

    /** The caller's own community's closing, for the console's banner (community administrators). */
    async own(auth: AuthRow): Promise<CommunityClosing | null> {
      if (!auth.communityId || auth.role !== 'ADMIN') throw forbidden();
      return view(auth.communityId);
    },

    async close(id: string, confirmName: string, auth: AuthRow): Promise<CommunityClosing> {
      const c = await community(id);
      // The typed name guards against closing the wrong community from a list of look-alikes.
      if (confirmName.trim() !== c.name.trim()) throw badRequest(closingMessages.nameMismatch, 'confirmName');
      const now = deps.clock.now();
      const due = new Date(now.getTime() + deps.graceDays * DAY_MS);
      await db.transaction(async (tx) => {
        const row = await closings.insert(tx, {
          communityId: c.id,
          closedAt: now,
          deletionDueAt: due,
          closedBy: auth.userId,
        });
        if (!row) throw conflict(closingMessages.alreadyClosing);
        await deps.audit.record(tx, {
          communityId: c.id,
          action: 'communities.close',
          target: { kind: 'community', id: c.id },
          details: { deletionDueAt: due.toISOString() },
        });
        await tellAdministrators(tx, c.id, c.name, due, 'closed');
        // The deletion at the end; the hourly sweep (communityClosingSweep) queues it again if this one is lost.
        await deps.queue.send(
          communityDelete,
          { communityId: c.id },
          { startAfter: due, singletonKey: `${c.id}@${due.toISOString()}`, tx },
        );
      });
      deps.cache.invalidate();
      return (await view(c.id))!;
    },

    async restore(id: string): Promise<void> {
      const c = await community(id);
      const removed = await db.transaction(async (tx) => {
        // Once the grace period is over the deletion may already be removing files: too late to restore.
        const due = await closings.lockDue(tx, c.id, deps.clock.now());
        if (due) throw conflict(closingMessages.deletionStarted);
        if (!(await closings.remove(tx, c.id))) return false;
        await deps.audit.record(tx, {
          communityId: c.id,
          action: 'communities.restore',
          target: { kind: 'community', id: c.id },
        });
        await tellAdministrators(tx, c.id, c.name, null, 'restored');
        return true;
      });
      if (!removed) throw conflict(closingMessages.notClosing);
      deps.cache.invalidate();
    },

    /** The reminders due now (sweep job): each claimed and e-mailed in one transaction, once. */
    async sendReminders(): Promise<number> {
      const now = deps.clock.now();
      let sent = 0;
      for (const due of await closings.dueReminders(db, new Date(now.getTime() + REMINDER_MS))) {
        await db.transaction(async (tx) => {
          if (!(await closings.claimReminder(tx, due.communityId, now))) return;
          const closing = await closings.find(tx, due.communityId);
          // A grace period shorter than the reminder's lead: the closing e-mail already gave the date.
          if (!closing || closing.deletionDueAt.getTime() - closing.closedAt.getTime() <= REMINDER_MS) return;
          await tellAdministrators(tx, due.communityId, due.name, due.deletionDueAt, 'reminder');
          sent++;
        });
      }
      return sent;
    },

    /** The closings whose end has come (sweep job): their deletion jobs, queued again in case one was lost. */
    async queueDueDeletions(): Promise<number> {
      const due = await closings.due(db, deps.clock.now());
      for (const d of due)
        await deps.queue.send(
          communityDelete,
          { communityId: d.communityId },
          // Its own key: the closing's job (keyed by the due date) may still wait in the queue for its start time.
          { singletonKey: `${d.communityId}:sweep` },
        );
      return due.length;
    },
  };

  async function tellAdministrators(
    tx: Executor,
    communityId: string,
    name: string,
    due: Date | null,
    kind: 'closed' | 'reminder' | 'restored',
  ) {
    const zone = communityZone(await repo.findById(tx, communityId));
    for (const admin of await repo.activeAdministrators(tx, communityId)) {
      const language = mailLanguage(admin.locale);
      const t = translator(language);
      const vars = {
        community: name,
        // As the console's banner writes it ("4 janv. 2027", "Jan 4, 2027"; issue 40 #8: it said "2027-01-04"), on
        // the community's calendar.
        date: due ? mailDate(due, language, zone) : '',
        days: deps.graceDays,
      };
      await deps.mail.store(tx, {
        kind: `community-${kind}`,
        to: admin.email,
        ...renderActionMail({
          subject: t(`emails.closing.${kind}.subject`, vars),
          greeting: admin.firstName
            ? t('emails.greeting', { name: admin.firstName })
            : t('emails.greetingAnonymous'),
          lines: [t(`emails.closing.${kind}.line1`, vars), t(`emails.closing.${kind}.line2`, vars)],
          action: { label: t('emails.closing.action'), url: `${deps.publicUrl}/admin/dashboard` },
          footer: t('emails.closing.footer', vars),
          sender: 'Gathering',
          language,
        }),
      });
    }
  }
}

export type ClosingService = ReturnType<typeof createClosingService>;
