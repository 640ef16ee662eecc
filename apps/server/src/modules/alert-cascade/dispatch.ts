import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { translator } from '../../i18n';
import { sleepUntil } from '../../lib/sleep-until';
import { attemptsRepository as attempts, type ClaimedAttempt } from './attempts.repository';
import { providersFor } from './engine';
import { smsText, wrapperLanguage } from './messages';
import type { Outcomes } from './outcomes';
import { callTwiml } from './providers/twilio';
import type { ProviderRegistry } from './providers/registry';
import type { HandOver } from './providers/types';
import { recordingsRepository } from './recordings.repository';
import type { ProviderRow, ProviderSettings, SenderRow } from './settings.repository';

/** A sender's lease in the database; renewed every LEASE_RENEW_MS, given up when less than the margin is left. */
const LEASE_SECONDS = 10;
const LEASE_RENEW_MS = 2000;
/** A text being handed over must be answered by then, or it is UNKNOWN (never sent again). */
const HAND_OVER_MS = 30_000;
/** Texts taken for a sender's next hand-overs are its own this long (a dead server's come back to anyone after). */
const CLAIM_MS = LEASE_SECONDS * 1000;
/** A sender with nothing queued for this long gives its lease back. */
const IDLE_MS = 1500;

export interface DispatchDeps {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  registry: ProviderRegistry;
  outcomes: Outcomes;
  publicUrl: string;
  /** The signed address the provider fetches a recording at. */
  recordingUrl(path: string): string;
}

/**
 * The senders (issue 36 #4, #6): each number hands texts (or places calls) over at its rate and never above it, from
 * one process at a time — the one holding its lease in the database — so the rate holds with any number of servers.
 * Inside the loop, hand-overs start at least 1/rate apart (a late one does not make the next earlier). A sender takes
 * a few queued rows at a time for its next slots; each is marked HANDING_OVER, committed, only when its slot comes and
 * before the provider is asked: a server killed mid-cascade leaves UNKNOWN only what it was asking the provider, and
 * the rows it had merely taken go to the next sender.
 */
export function createDispatcher(deps: DispatchDeps) {
  const db = deps.database.db;
  const owner = randomUUID();
  const running = new Map<string, Promise<void>>();
  let stopping = false;

  function statusUrl(providerId: string, attemptId: string) {
    return `${deps.publicUrl}/v1/public/cascade/providers/${providerId}/status/${attemptId}`;
  }

  /** Marks a taken text HANDING_OVER, committed (false: it is no longer queued: another sender has it now). */
  function mark(p: ProviderRow, sender: SenderRow, a: ClaimedAttempt) {
    const now = deps.clock.now();
    return attempts.markHandingOver(db, a.id, {
      providerId: p.id,
      senderId: sender.id,
      from: sender.address,
      now,
      dueBy: new Date(now.getTime() + HAND_OVER_MS),
    });
  }

  /**
   * Everything a hand-over needs before its slot (the text, or the call's TwiML with its recording read from the
   * database): the returned function starts the provider's request at once — synchronously, so the slot's time is
   * the request's — and records the provider's answer.
   */
  async function prepareHandOver(p: ProviderRow, sender: SenderRow, a: ClaimedAttempt, receiptMs: number) {
    const client = deps.registry.client(p);
    const s = p.settings as ProviderSettings;
    const statusCallback = statusUrl(p.id, a.id);
    let start: () => Promise<HandOver>;
    if (a.channel === 'SMS') {
      const text = smsText(a, a.language);
      start = () =>
        client.sendText({ attemptId: a.id, from: sender.address, to: a.toAddress, text, statusCallback });
    } else {
      const recording = await recordingsRepository.find(db, a.notificationId, a.language);
      const t = translator(wrapperLanguage(a.language));
      const twiml = callTwiml({
        language: a.alertLanguage,
        text: `${a.title}. ${a.body}`,
        audioUrl: recording ? deps.recordingUrl(recording.path) : null,
        prompt: t('cascade.pressOne'),
        promptLanguage: wrapperLanguage(a.language),
        gatherUrl: `${deps.publicUrl}/v1/public/cascade/providers/${p.id}/gather/${a.id}`,
      });
      start = () =>
        client.call({ attemptId: a.id, from: sender.address, to: a.toAddress, twiml, statusCallback });
    }
    const cost = a.channel === 'SMS' ? a.segments * s.smsSegmentCost : s.voiceMinuteCost;
    return async () => {
      let result: HandOver;
      try {
        result = await start();
      } catch (err) {
        result = { ok: false, reason: (err as Error).message, permanent: false };
      }
      await deps.outcomes.handedOver(
        a.id,
        result.ok
          ? { ref: result.ref, dueBy: new Date(deps.clock.now().getTime() + receiptMs), cost }
          : { failed: result.reason, permanent: result.permanent },
      );
    };
  }

  /** One sender's loop while it holds the lease and finds work. */
  async function run(
    p: ProviderRow,
    sender: SenderRow,
    channel: 'SMS' | 'VOICE',
    failover: number,
    receiptMs: number,
  ) {
    // The provider counts arrivals, which its network and its own event loop shift by a few tens of milliseconds
    // (bench:cascade: up to 40 ms on an idle machine): a slow number keeps 5 % of its interval in hand (50 ms at
    // 1 a second), so two of its texts never land inside one second there. A fast one's lateness between slots
    // already keeps it under its rate (a short code: at most 95 in any second, as its provider sees them).
    const interval = (1000 / sender.perSecond) * (sender.perSecond <= 2 ? 1.05 : 1);
    /** How long before its slot a text is marked HANDING_OVER: the mark's round trip, so the slot is not delayed. */
    const lead = Math.min(interval / 2, 20);
    // Stop sending this long before the lease ends: another process may take it then, and its first hand-over
    // must still come at least one interval after our last.
    const margin = Math.max(3000, interval);
    let leaseEnd = performance.now() + LEASE_SECONDS * 1000;
    let renewedAt = performance.now();
    let next = 0;
    let idleSince: number | null = null;
    const inFlight = new Set<Promise<void>>();
    const limit = Math.max(2, Math.ceil(sender.perSecond));
    const batch = Math.max(1, Math.min(50, Math.ceil(sender.perSecond / 2)));
    /** Rows taken and not yet handed over: given back if the loop ends before their slot. */
    let taken: string[] = [];
    try {
      while (!stopping) {
        if (performance.now() - renewedAt > LEASE_RENEW_MS) {
          const asked = performance.now();
          if (!(await attempts.lease(db, sender.id, owner, LEASE_SECONDS))) return;
          renewedAt = asked;
          leaseEnd = asked + LEASE_SECONDS * 1000;
        }
        const now = deps.clock.now();
        const claimed = await db.transaction((tx) =>
          attempts.claimQueued(tx, {
            communityId: p.communityId,
            channel,
            failover,
            limit: batch,
            providerId: p.id,
            senderId: sender.id,
            from: sender.address,
            now,
            dueBy: new Date(now.getTime() + CLAIM_MS),
          }),
        );
        if (!claimed.length) {
          idleSince ??= performance.now();
          if (performance.now() - idleSince > IDLE_MS) return;
          await sleep(100);
          continue;
        }
        idleSince = null;
        taken = claimed.map((a) => a.id);
        while (taken.length) {
          const a = claimed[claimed.length - taken.length];
          const at = Math.max(next, performance.now());
          if (at > leaseEnd - margin) {
            // Out of lease time before its slot: renew first (the taken rows wait, QUEUED, a moment).
            const asked = performance.now();
            if (!(await attempts.lease(db, sender.id, owner, LEASE_SECONDS))) return;
            renewedAt = asked;
            leaseEnd = asked + LEASE_SECONDS * 1000;
          }
          // Marked just before its slot (the mark's round trip inside the wait, not added to it), sent at the slot:
          // the provider never sees two requests closer than the interval.
          // Prepared before it is marked: a failure here leaves it QUEUED, for this or another sender after its claim.
          const handOver = await prepareHandOver(p, sender, a, receiptMs).catch((err) => {
            deps.logger.error({ err, attemptId: a.id }, 'alert cascade: preparing a hand-over failed');
            return null;
          });
          await sleepUntil(next - lead);
          taken.shift();
          if (!handOver || !(await mark(p, sender, a))) continue;
          await sleepUntil(next);
          const sending = handOver().catch((err) =>
            deps.logger.error({ err, attemptId: a.id }, 'alert cascade: recording a hand-over failed'),
          );
          // The next slot counts from when this request started (handOver() starts it before its first await), not
          // from when this slot came: a slot reached late never makes the next one early.
          next = performance.now() + interval;
          inFlight.add(sending);
          void sending.finally(() => inFlight.delete(sending));
          if (inFlight.size >= limit) await Promise.race(inFlight);
        }
      }
    } finally {
      await Promise.all(inFlight);
      await attempts.releaseClaims(db, taken);
      await attempts.release(db, sender.id, owner);
    }
  }

  /**
   * Starts a loop for every sender that has queued work and no holder; rows queued for a place in the failover
   * order no provider fills any more fail (the person's next channel follows).
   */
  async function poll(): Promise<void> {
    for (const w of await attempts.queuedWork(db)) {
      const list = await providersFor(db, w.communityId, w.channel);
      const p = list[w.failover];
      if (!p) {
        await deps.outcomes.failNoProvider(w.communityId, w.channel, w.failover);
        continue;
      }
      const receiptMs = await deps.outcomes.receiptTimeoutMs(w.communityId);
      for (const sender of p.senders.filter((s) =>
        w.channel === 'VOICE' ? s.kind === 'VOICE' : s.kind !== 'VOICE',
      )) {
        if (running.has(sender.id) || stopping) continue;
        if (!(await attempts.lease(db, sender.id, owner, LEASE_SECONDS))) continue;
        const loop = run(p, sender, w.channel, w.failover, receiptMs)
          .catch((err) => deps.logger.error({ err, senderId: sender.id }, 'alert cascade: a sender stopped'))
          .finally(() => running.delete(sender.id));
        running.set(sender.id, loop);
      }
    }
  }

  return {
    poll,
    /** Every running sender's loop, to wait for (tests, benchmarks, shutdown). */
    idle: async () => {
      while (running.size) await Promise.all([...running.values()]);
    },
    async stop() {
      stopping = true;
      await Promise.all([...running.values()]);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
