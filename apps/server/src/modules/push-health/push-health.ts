import { messages, type PushHealth } from '@gathering/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailLanguage, translator } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { renderActionMail, type MailService } from '../mail';
import type { CommunitySettingsRepository } from '../communities';
import type { AuditRecorder } from '../audit';
import type {
  PushCredentials,
  PushProviders,
  SendingCommunity,
  SendingCommunityRepository,
} from '../push-delivery';
import { pushHealthRepository as repo } from './push-health.repository';

const PAGE = 100;
const UNREADABLE = 'stored credentials could not be read';

/** The state of a provider's answer: 'ok', or its reason (null: no credentials for it). */
function stateOf(apn: string | null, gcm: string | null): PushHealth['state'] {
  if (apn === null && gcm === null) return 'NOT_CONFIGURED';
  return [apn, gcm].every((r) => r === null || r === 'ok') ? 'OK' : 'FAILING';
}

/**
 * Credential health: asks Apple and Google whether a community's keys still work (APNs: a request to a
 * known-bad token, answered BadDeviceToken when the key is good; FCM: a validate_only send), keeps the last answer
 * on the community, and e-mails the platform administrators when a community's state turns to FAILING — once
 * per change, not every day it stays broken.
 */
export function createPushHealth(deps: {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  mail: MailService;
  publicUrl: string;
  providers: PushProviders;
  credentials(community: SendingCommunity): Promise<PushCredentials>;
  /** The communities as a send reads them, one or a page at a time (push-delivery's read of them). */
  communities: Pick<SendingCommunityRepository, 'find' | 'after'>;
  /** The check's stored result is a column of the community (the communities module's). */
  health: Pick<CommunitySettingsRepository, 'lockPushHealth' | 'savePushHealth'>;
  /** The audit trail: an administrator's test, with its answer (the daily check is the system's, not recorded). */
  audit: AuditRecorder;
}) {
  const db = deps.database.db;
  const sending = deps.communities;

  async function ask(creds: PushCredentials): Promise<{ apn: string | null; gcm: string | null }> {
    if (!creds.apn && !creds.gcm) return { apn: null, gcm: null };
    let answer: { apn?: string; gcm?: string };
    try {
      answer = await deps.providers.testCredentials(creds);
    } catch (err) {
      // A provider that cannot be reached is a failing check too, not a crashed job.
      answer = { apn: (err as Error).message, gcm: (err as Error).message };
    }
    return {
      apn: creds.apn ? (answer.apn ?? 'no answer') : null,
      gcm: creds.gcm ? (answer.gcm ?? 'no answer') : null,
    };
  }

  function failureMail(
    to: { email: string; firstName: string; locale: string | null },
    c: SendingCommunity,
    h: PushHealth,
  ) {
    const language = mailLanguage(to.locale);
    const t = translator(language);
    const vars = { community: c.name };
    const lines = [t('emails.pushHealth.line1', vars)];
    if (h.apn && h.apn !== 'ok') lines.push(t('emails.pushHealth.apn', { reason: h.apn }));
    if (h.gcm && h.gcm !== 'ok') lines.push(t('emails.pushHealth.gcm', { reason: h.gcm }));
    lines.push(t('emails.pushHealth.line2', vars));
    return {
      kind: 'push-health',
      to: to.email,
      ...renderActionMail({
        subject: t('emails.pushHealth.subject', vars),
        greeting: to.firstName ? t('emails.greeting', { name: to.firstName }) : t('emails.greetingAnonymous'),
        lines,
        action: {
          label: t('emails.pushHealth.action'),
          url: `${deps.publicUrl}/administrator/community/${c.id}`,
        },
        footer: t('emails.pushHealth.footer'),
        sender: 'Gathering',
        language,
      }),
    };
  }

  async function check(c: SendingCommunity, byAdministrator = false): Promise<PushHealth> {
    let answer: { apn: string | null; gcm: string | null };
    try {
      answer = await ask(await deps.credentials(c));
    } catch (err) {
      // Stored credentials that no longer open (the sealing key changed) fail like rejected ones.
      deps.logger.warn({ err, communityId: c.id }, 'push credentials could not be read');
      answer = { apn: UNREADABLE, gcm: UNREADABLE };
    }
    const health: PushHealth = {
      state: stateOf(answer.apn, answer.gcm),
      ...answer,
      checkedAt: deps.clock.now().toISOString(),
    };
    // The administrators' e-mails are queued with the state change: committed with it, or not at all.
    await db.transaction(async (tx) => {
      const previous = (await deps.health.lockPushHealth(tx, c.id)) as PushHealth | null;
      await deps.health.savePushHealth(tx, c.id, health);
      if (byAdministrator)
        await deps.audit.record(tx, {
          communityId: c.id,
          action: 'communities.push_test',
          target: { kind: 'community', id: c.id },
          before: { state: previous?.state ?? null },
          after: { state: health.state },
          // Apple's and Google's answers ('ok' or why not): no key, certificate or token.
          details: { apn: health.apn, gcm: health.gcm },
        });
      if (health.state !== 'FAILING' || previous?.state === 'FAILING') return;
      const admins = await repo.platformAdministrators(tx);
      await Promise.all(admins.map((a) => deps.mail.store(tx, failureMail(a, c, health))));
    });
    return health;
  }

  return {
    /** The "Test credentials" button: checks one community now. */
    async test(communityId: string): Promise<PushHealth> {
      const c = isUuid(communityId) ? await sending.find(db, communityId) : undefined;
      if (!c) throw notFound(messages.communityNotFound);
      return check(c, true);
    },

    /** The daily check of every community; one that cannot be checked does not stop the others. */
    async checkAll(): Promise<number> {
      let cursor: string | null = null;
      let checkedCount = 0;
      for (;;) {
        const page: SendingCommunity[] = await sending.after(db, cursor, PAGE);
        for (const c of page) {
          try {
            await check(c);
            checkedCount++;
          } catch (err) {
            deps.logger.warn({ err, communityId: c.id }, 'push credential check failed');
          }
        }
        if (page.length < PAGE) return checkedCount;
        cursor = page[page.length - 1].id;
      }
    },
  };
}

export type PushHealthService = ReturnType<typeof createPushHealth>;
