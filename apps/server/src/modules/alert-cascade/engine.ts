import type { FastifyBaseLogger } from 'fastify';
import type { CascadePolicyBody } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { translator } from '../../i18n';
import { renderActionMail, type MailService } from '../mail';
import { attemptsRepository as attempts, type NewAttempt } from './attempts.repository';
import { confirmToken, textSegments, tokenHash, wrapperLanguage } from './messages';
import { peopleRepository as people, type DueAlert, type PersonRow, type Reach } from './people.repository';
import { recordingsRepository } from './recordings.repository';
import { settingsRepository, type ProviderSettings } from './settings.repository';
import { policyOf } from './settings.service';

const MINUTE = 60_000;
const CLAIM = 500;
/** People stepped in one transaction (one by one again when it fails, so a failure holds back only its person). */
const STEP_CHUNK = 50;
/** People a worker took for their step come back to any worker after this (a killed server's within 30 s). */
const STEP_LEASE_MS = 20_000;
/** A cascade starts for an alert sent at most this long ago (an alert sent before the policy existed does not). */
const START_WINDOW_MS = 60 * MINUTE;

export interface EngineDeps {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Stores an alert's e-mail and queues it, in the step's transaction (the mail module's). */
  mail: Pick<MailService, 'store'>;
  publicUrl: string;
  /** The server's secret, from which the e-mail links' key is derived. */
  secret: string;
}

/** The providers a community's texts or calls go through, in failover order (enabled, with a sender for it). */
export async function providersFor(db: Executor, communityId: string, channel: 'SMS' | 'VOICE') {
  const all = await settingsRepository.providers(db, communityId);
  return all.filter(
    (p) =>
      p.enabled && p.senders.some((s) => (channel === 'VOICE' ? s.kind === 'VOICE' : s.kind !== 'VOICE')),
  );
}

interface Alert {
  language: string;
  community: string;
  versions: Map<string, { title: string; body: string; language: string }>;
  recordings: Set<string>;
  tts: Set<string>;
}

/**
 * The per-person state machine of issue 36 #3. Each person of an alert's audience walks the policy's steps: a step
 * with nothing to try for them (no device, no mobile, no consent) is skipped at once; a step tried waits its
 * successor's minutes for a confirmation, or less when everything it tried failed. After the last cycle a person is
 * UNCONFIRMED (something reached them) or UNREACHABLE. A confirmation stops everything for them at once.
 */
export function createEngine(deps: EngineDeps) {
  const db = deps.database.db;
  const now = () => deps.clock.now();
  const later = (ms: number) => new Date(now().getTime() + ms);

  /**
   * A step's end: the person's row moved on, or the whole step undone (its texts, calls and e-mails with it) when the
   * row is no longer this claim's — another worker took the person after the lease ran out (a batch that stepped
   * slower than STEP_LEASE_MS), or they confirmed meanwhile. Without this, both workers queued the same text.
   */
  async function moveOn(tx: Executor, p: PersonRow, set: Parameters<typeof people.update>[2]) {
    if (!(await people.update(tx, p, set))) throw new StepOvertaken();
  }

  /** Begins the cascades of alerts just sent: their people, due at the first step's minutes. */
  async function startNew(): Promise<number> {
    let started = 0;
    for (const a of await people.unstarted(db, later(-START_WINDOW_MS))) {
      await db.transaction(async (tx) => {
        const policy = policyOf(await settingsRepository.policy(tx, a.communityId));
        const applies = policy.enabled && (!a.alertType || policy.alertTypes.includes(a.alertType as never));
        const { updatedAt: _, ...snapshot } = policy;
        if (!(await people.begin(tx, a, applies ? snapshot : null, now()))) return;
        if (!applies) return;
        await people.insertPeople(tx, a as DueAlert, later(policy.steps[0].afterMinutes * MINUTE));
        started++;
      });
    }
    return started;
  }

  /** People who acknowledged in the app: confirmed (APP) before any further step. */
  async function syncAppAcknowledgements() {
    for (const a of await people.acknowledgedInApp(db))
      await db.transaction((tx) =>
        people.confirm(tx, a.notificationId, a.membershipId, 'APP', new Date(a.at)),
      );
  }

  /** The next step (or steps) of one person: attempts queued, e-mails stored, their row moved on. */
  async function step(tx: Executor, p: PersonRow, policy: CascadePolicyBody, r: Reach, alert: Alert) {
    if (r.acknowledgedAt) {
      await people.confirm(tx, p.notificationId, p.membershipId, 'APP', new Date(r.acknowledgedAt));
      return;
    }
    let { step: s, cycle } = p;
    let reached = p.reached || r.pushDelivered;
    const rows: NewAttempt[] = [];
    const base = {
      notificationId: p.notificationId,
      membershipId: p.membershipId,
      communityId: p.communityId,
    };
    for (;;) {
      if (s >= policy.steps.length) {
        if (cycle < policy.cycles) {
          cycle++;
          s = 0;
          const wait = policy.cycleAfterMinutes * MINUTE;
          if (wait > 0)
            return moveOn(tx, p, { state: 'WAITING', step: s, cycle, nextAt: later(wait), reached });
          continue;
        }
        // Every step ran: settled once nothing is out any more.
        if (r.openAttempts > 0)
          return moveOn(tx, p, { state: 'TRYING', step: s, cycle, nextAt: later(MINUTE), reached });
        const final = reached ? 'UNCONFIRMED' : 'UNREACHABLE';
        return moveOn(tx, p, { state: final, step: s, cycle, nextAt: null, reached });
      }
      const { channel } = policy.steps[s];
      const at = { ...base, step: s, cycle };
      let tried = false;
      if (channel === 'PUSH') {
        // The push itself went out with the alert; later cycles' reminders are push-alerts' own.
        tried = cycle === 1 && r.devices > 0;
      } else if (channel === 'SMS') {
        const v = alert.versions.get(p.language) ?? alert.versions.get(alert.language)!;
        const segments = textSegments(v, p.language).segments;
        for (const to of r.mobiles)
          rows.push({ ...at, channel, toAddress: to, language: v.language, segments, cost: 0 });
        tried = r.mobiles.length > 0;
      } else if (channel === 'VOICE') {
        const language = voiceLanguage(alert, p.language);
        const numbers = [...new Set([...r.mobiles, ...r.landlines])];
        if (language)
          for (const to of numbers) rows.push({ ...at, channel, toAddress: to, language, segments: 0 });
        tried = Boolean(language) && numbers.length > 0;
      } else if (channel === 'EMAIL' && r.emails.length) {
        const token = confirmToken(deps.secret, p.notificationId, p.membershipId);
        await people.setTokenHash(tx, p, tokenHash(token));
        const v = alert.versions.get(p.language) ?? alert.versions.get(alert.language)!;
        const t = translator(wrapperLanguage(p.language));
        const link = `${deps.publicUrl}/alerts/confirm/${token}`;
        for (const to of r.emails) {
          await deps.mail.store(tx, {
            kind: 'alert',
            to,
            ...renderActionMail({
              subject: t('cascade.emailSubject', { title: v.title, interpolation: { escapeValue: false } }),
              greeting: v.title,
              lines: v.body.split(/\n+/).filter(Boolean),
              action: { label: t('cascade.emailAction'), url: link },
              footer: t('cascade.emailFooter', {
                community: alert.community,
                interpolation: { escapeValue: false },
              }),
              sender: alert.community,
              language: wrapperLanguage(p.language),
            }),
          });
          rows.push({
            ...at,
            channel,
            toAddress: to,
            language: v.language,
            status: 'SENT',
            handedOverAt: now(),
          });
        }
        tried = true;
        reached = true;
      }
      s++;
      if (tried) {
        await attempts.insert(tx, rows);
        const wait =
          s < policy.steps.length
            ? policy.steps[s].afterMinutes * MINUTE
            : cycle < policy.cycles
              ? 0
              : policy.receiptTimeoutSeconds * 1000;
        const out = rows.some((x) => x.channel === 'SMS' || x.channel === 'VOICE');
        return moveOn(tx, p, {
          state: out ? 'TRYING' : 'WAITING',
          step: s,
          cycle,
          nextAt: later(wait),
          reached,
        });
      }
    }
  }

  /** Voice speaks the person's language where a provider's text-to-speech or a recording has it, else the alert's. */
  function voiceLanguage(a: Alert, language: string): string | null {
    for (const l of [language, a.language])
      if (a.recordings.has(l) || (a.tts.has(l) && a.versions.has(l))) return l;
    return null;
  }

  /** What a step needs of an alert: its versions, recordings, the languages its voice providers speak. */
  async function alertOf(
    notificationId: string,
  ): Promise<{ alert: Alert; policy: CascadePolicyBody } | null> {
    const row = await people.policyOf(db, notificationId);
    if (!row || row.status !== 'RUNNING') return null;
    const versions = new Map((await people.versions(db, notificationId)).map((v) => [v.language, v]));
    const recordings = new Set((await recordingsRepository.list(db, notificationId)).map((x) => x.language));
    const voice = await providersFor(db, row.communityId, 'VOICE');
    const tts = new Set(voice.flatMap((p) => (p.settings as ProviderSettings).ttsLanguages));
    return {
      policy: row.policy as CascadePolicyBody,
      alert: { language: row.language, community: row.community, versions, recordings, tts },
    };
  }

  /**
   * Runs every step due now, a claimed batch at a time; answers how many people moved. `afterBatch` runs after each
   * batch (the worker starts the senders there: the first texts go out while the rest of a large alert is stepped).
   */
  async function advanceDue(afterBatch?: () => Promise<void>): Promise<number> {
    let moved = 0;
    for (let round = 0; round < 100; round++) {
      const due = await people.claimDue(db, now(), later(STEP_LEASE_MS), CLAIM);
      if (!due.length) break;
      moved += await stepClaimed(due);
      await afterBatch?.();
      if (due.length < CLAIM) break;
    }
    return moved;
  }

  /**
   * The steps of people this worker claimed, alert by alert, in chunks; answers how many moved (not those another
   * worker took meanwhile). advanceDue's; a test holds a claim past its lease with it.
   */
  async function stepClaimed(due: PersonRow[]): Promise<number> {
    let moved = 0;
    const byAlert = new Map<string, PersonRow[]>();
    for (const p of due) byAlert.set(p.notificationId, [...(byAlert.get(p.notificationId) ?? []), p]);
    for (const [id, list] of byAlert) {
      const a = await alertOf(id);
      if (!a) {
        await db.transaction(async (tx) => {
          for (const p of list)
            await people.update(tx, p, {
              state: p.state,
              step: p.step,
              cycle: p.cycle,
              nextAt: null,
              reached: false,
            });
        });
        continue;
      }
      const reach = await people.reach(
        db,
        id,
        list.map((p) => p.membershipId),
      );
      const stepOf = (tx: Executor, p: PersonRow) =>
        step(tx, p, a.policy, reach.get(p.membershipId)!, a.alert);
      for (let i = 0; i < list.length; i += STEP_CHUNK) {
        // A turn for the rest of the server (the senders just started, the providers' callbacks) between chunks.
        await new Promise((r) => setTimeout(r, 0));
        const chunk = list.slice(i, i + STEP_CHUNK);
        try {
          await db.transaction(async (tx) => {
            for (const p of chunk) await stepOf(tx, p);
          });
          moved += chunk.length;
          continue;
        } catch {
          // One person's failure (a bad address, a person another worker took) rolled the chunk back: each alone now.
        }
        for (const p of chunk) {
          try {
            await db.transaction((tx) => stepOf(tx, p));
            moved++;
          } catch (err) {
            if (err instanceof StepOvertaken) continue;
            deps.logger.warn(
              { err, notificationId: id },
              'alert cascade: a step failed; retried after its lease',
            );
          }
        }
      }
    }
    return moved;
  }

  return { startNew, syncAppAcknowledgements, advanceDue, stepClaimed, voiceLanguage };
}

/** A person's row was no longer this worker's claim when their step ended: the step is undone (engine's moveOn). */
class StepOvertaken extends Error {
  constructor() {
    super('alert cascade: the person was taken by another worker, or confirmed, during the step');
  }
}
