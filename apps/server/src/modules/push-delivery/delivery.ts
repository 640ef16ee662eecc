import type { FastifyBaseLogger } from 'fastify';
import { notificationMessages } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Metrics } from '../../plugins/metrics';
import type { Clock } from '../../lib/clock';
import { firstLocalSend, pickZone } from '../../lib/zoned-time';
import type { Audience, NotificationRecord, SendingRepository, VersionPicker } from '../push-compose';
import { audiencePage } from './audience.repository';
import { deliveriesRepository as repo, type ClaimedDelivery } from './deliveries.repository';
import { deliverableAt as defaultDeliverableAt } from './delivery-time';
import { devicesRepository } from './devices.repository';
import type { PushCredentials, PushMessage, PushOutcome, PushProviders } from './providers/types';
import { sendingCommunityRepository } from './sending-community.repository';

/** The community facts a send needs. */
export interface SendingCommunity {
  id: string;
  name: string;
  iosBundleId: string | null;
  pushSimulated: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  timeZone: string | null;
}

export interface DeliveryTuning {
  /** Delivery rows claimed and sent as one batch through the sender. */
  pageSize: number;
  /** Batches in flight at once for one notification (the sender multiplexes them over HTTP/2). */
  inFlight: number;
  /** Batches per job turn: then the job re-queues itself, so other communities' sends get their turn. */
  pagesPerTurn: number;
  /** Devices read per fan-out page. */
  fanOutPage: number;
  /** How long a claimed row stays reserved for the worker that claimed it (a crashed worker's rows come back). */
  leaseMs: number;
  /** Attempts before a row that keeps answering "retry" fails for good. */
  maxAttempts: number;
  /** Messages handed to the sender together; their outcomes are recorded as soon as all of them are answered. */
  recordEvery: number;
  /**
   * At most this many messages of one send are out with the providers and not yet recorded: a crash re-sends at
   * most these (a phone shows a repeat once: same collapse id). The composition root makes it the streams one
   * pool keeps open (PUSH_CONNECTIONS × 200), so the pool stays full and a kill repeats no more than it.
   */
  unrecorded: number;
}

export const DEFAULT_TUNING: DeliveryTuning = {
  pageSize: 1000,
  inFlight: 4,
  pagesPerTurn: 20,
  fanOutPage: 5000,
  leaseMs: 30_000,
  maxAttempts: 8,
  recordEvery: 100,
  unrecorded: 800,
};

/** A count of free places: takes `n` once they are free, gives them back after. */
function places(size: number) {
  let free = size;
  let wake: (() => void)[] = [];
  return {
    async take(n: number) {
      while (free < n) await new Promise<void>((resolve) => wake.push(resolve));
      free -= n;
    },
    give(n: number) {
      free += n;
      const woken = wake;
      wake = [];
      for (const resolve of woken) resolve();
    },
  };
}

export interface DeliveryDeps {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** The notification and its sending states (the push-compose module's table, moved through its port). */
  notifications: Pick<SendingRepository, 'findById' | 'startIfDue' | 'markFannedOut' | 'finish' | 'fail'>;
  /** Each device's text among the notification's language versions (push-compose's, read once per send). */
  pickVersions: VersionPicker;
  /** /metrics' counters of pushes the providers accepted and of those that failed for good. */
  metrics?: Pick<Metrics, 'pushesSent' | 'pushesFailed'>;
  /** The providers for a community (the simulator for demo communities when DEMO is on); null = none. */
  providersFor(community: SendingCommunity): PushProviders | null;
  /** The community's decrypted credentials; empty when none are set. */
  credentials(community: SendingCommunity): Promise<PushCredentials>;
  /**
   * Told once per notification whose send stopped on credentials, inside the transaction that stops it (it
   * queues the administrators' e-mails there, so they commit with the FAILED state).
   */
  credentialsFailed(
    tx: Executor,
    notification: NotificationRecord,
    community: SendingCommunity,
    reason: string,
  ): Promise<void>;
  /** When a device may receive a notification (push-extras' schedule: local time, quiet hours). */
  deliverableAt?: typeof defaultDeliverableAt;
  tuning?: Partial<DeliveryTuning>;
}

/** What a job turn left: done, or when to come back (now for more due rows, later for retries). */
export type TurnResult = { done: true } | { done: false; at: Date };

// Exponential backoff for a retry without Retry-After: 1 s, 2 s, 4 s … capped at 10 minutes.
const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 600_000);

export function createDelivery(deps: DeliveryDeps) {
  const db = deps.database.db;
  const { clock, notifications } = deps;
  const tuning = { ...DEFAULT_TUNING, ...deps.tuning };
  const deliverableAt = deps.deliverableAt ?? defaultDeliverableAt;

  const community = (id: string): Promise<SendingCommunity | undefined> =>
    sendingCommunityRepository.find(db, id);

  /** The first instant a device of the community (or one without a zone) shows a local-time send's time. */
  async function firstLocalDue(n: NotificationRecord, sendAt: Date): Promise<Date | null> {
    const c = await community(n.communityId);
    if (!c) return null;
    const zones = await devicesRepository.deviceZones(db, c.id);
    return firstLocalSend(sendAt, pickZone(n.timeZone), [...zones, pickZone(c.timeZone, n.timeZone)]);
  }

  /** Every device of the audience gets its PENDING row, due when the schedule lets it go out. */
  async function fanOut(n: NotificationRecord, c: SendingCommunity) {
    const audience = n.audience as Audience;
    const push = { kind: n.kind, sendAt: n.sendAt, timeZone: n.timeZone, localTime: n.localTime };
    let cursor: string | null = null;
    const recipientClock = (deviceZone: string | null) => ({
      deviceZone,
      communityZone: c.timeZone,
      quietHoursStart: c.quietHoursStart,
      quietHoursEnd: c.quietHoursEnd,
    });
    // Without local time or quiet hours (or for an alert, which ignores them) every device is due at the same
    // moment: the fan-out runs as INSERT … SELECT. Otherwise each device's due time comes from the schedule.
    const uniform = !n.localTime && (n.kind === 'EMERGENCY' || !c.quietHoursStart || !c.quietHoursEnd);
    if (uniform) {
      for (;;) {
        const dueAt = deliverableAt(push, recipientClock(null), clock.now());
        const page = await repo.insertAudiencePage(db, n, audience, cursor, tuning.fanOutPage, dueAt);
        if (!page.last || page.count < tuning.fanOutPage) break;
        cursor = page.last;
      }
      await notifications.markFannedOut(db, n.id, clock.now());
      return;
    }
    for (;;) {
      const now = clock.now();
      const page = await audiencePage(db, c.id, audience, cursor, tuning.fanOutPage);
      await repo.insertPage(
        db,
        n.id,
        c.id,
        page.devices.map((d) => ({
          deviceId: d.id,
          membershipId: d.membershipId,
          guestId: d.guestId,
          platform: d.platform,
          token: d.token,
          nextAttemptAt: deliverableAt(push, recipientClock(d.timeZone), now),
        })),
      );
      if (page.done || !page.last) break;
      cursor = page.last;
    }
    await notifications.markFannedOut(db, n.id, clock.now());
  }

  // Each notification's language versions (issue 23), read once: a sending notification cannot change any more.
  const pickers = new Map<string, ReturnType<VersionPicker>>();
  const pickerFor = (n: NotificationRecord) => {
    if (pickers.size >= 100 && !pickers.has(n.id)) pickers.clear();
    if (!pickers.has(n.id)) pickers.set(n.id, deps.pickVersions(db, n));
    return pickers.get(n.id)!;
  };

  // One data object for a batch's messages: the senders build one payload per notification from it.
  type Text = { title: string; body: string };
  const message = (n: NotificationRecord, data: Record<string, string>, d: ClaimedDelivery, text: Text = n) =>
    ({
      deliveryId: d.id,
      token: d.token,
      platform: d.platform,
      title: text.title,
      body: text.body,
      data,
      emergency: n.kind === 'EMERGENCY',
      collapseId: n.id,
    }) satisfies PushMessage;

  /**
   * Sends one claimed batch in pieces of `recordEvery`, recording each piece's outcomes as soon as it is answered
   * (not once the whole batch is), with at most `unrecorded` messages out unrecorded (`window`, shared by the
   * turn's lanes): what a crash makes us send again is bounded by that, not by the claimed batches. Answers the
   * credentials failure reason, if any.
   */
  async function sendBatch(
    n: NotificationRecord,
    rows: ClaimedDelivery[],
    creds: PushCredentials,
    providers: PushProviders,
    window: ReturnType<typeof places>,
  ): Promise<string | null> {
    const withoutCreds = rows.filter((r) => (r.platform === 'ios' ? !creds.apn : !creds.gcm));
    await repo.settle(
      db,
      withoutCreds.map((r) => r.id),
      'FAILED',
      notificationMessages.noCredentials,
    );
    let sendable = rows.filter((r) => !withoutCreds.includes(r));
    if (!sendable.length) return null;
    // Each device in its language, in this one send (devices looked up only when there are versions), grouped by
    // language so the senders build one payload per language.
    const pick = await pickerFor(n);
    const texts = pick ? await pick(sendable.map((r) => r.deviceId)) : null;
    if (texts) {
      const lang = (r: ClaimedDelivery) => texts.get(r.deviceId)?.language ?? '';
      sendable = [...sendable].sort((a, b) => lang(a).localeCompare(lang(b)));
    }
    const sender = providers.senderFor(n.communityId, creds);
    // A batch may take longer than its lease (a slow provider, a long wait for a free stream): while it is out,
    // its lease is renewed every half lease, so no other lane or server claims and sends the same rows again.
    const renewal = setInterval(() => {
      const until = new Date(clock.now().getTime() + tuning.leaseMs);
      repo
        .renewLease(db, sendable, until)
        .catch((err) => deps.logger.warn({ err, notificationId: n.id }, 'push lease renewal failed'));
    }, tuning.leaseMs / 2);
    const data: Record<string, string> = n.feedItemId
      ? { notificationId: n.id, feedItemId: n.feedItemId }
      : { notificationId: n.id };
    const sendPiece = async (piece: ClaimedDelivery[]) => {
      let outcomes: PushOutcome[];
      try {
        outcomes = await sender.send(piece.map((r) => message(n, data, r, texts?.get(r.deviceId))));
      } catch (err) {
        // The sender answers per message; a throw is a bug or a broken connection: retry the piece later.
        deps.logger.warn({ err, notificationId: n.id }, 'push batch failed; retrying');
        outcomes = piece.map(() => ({ kind: 'retry', afterMs: 0, reason: 'send failed' }));
      }
      try {
        return await record(piece, outcomes);
      } finally {
        window.give(piece.length);
      }
    };
    const pieces: Promise<string | null>[] = [];
    try {
      for (let i = 0; i < sendable.length; i += tuning.recordEvery) {
        const piece = sendable.slice(i, i + tuning.recordEvery);
        await window.take(piece.length);
        pieces.push(sendPiece(piece));
      }
      const answers = await Promise.all(pieces);
      return answers.find((a) => a !== null) ?? null;
    } finally {
      clearInterval(renewal);
    }
  }

  /** Records one answered piece's outcomes; answers the credentials failure reason, if any. */
  async function record(sendable: ClaimedDelivery[], outcomes: PushOutcome[]): Promise<string | null> {
    const now = clock.now();
    const delivered: string[] = [];
    const gone: ClaimedDelivery[] = [];
    const failed = new Map<string, string[]>();
    const retries = new Map<number, { ids: string[]; reason: string }>();
    let credentials: string | null = null;
    sendable.forEach((row, i) => {
      const o = outcomes[i] ?? { kind: 'retry', afterMs: 0, reason: 'no answer' };
      if (o.kind === 'delivered') delivered.push(row.id);
      else if (o.kind === 'token-gone') gone.push(row);
      else if (o.kind === 'failed') failed.set(o.reason, [...(failed.get(o.reason) ?? []), row.id]);
      else if (o.kind === 'credentials') credentials ??= o.reason;
      else if (row.attempts >= tuning.maxAttempts)
        failed.set(o.reason, [...(failed.get(o.reason) ?? []), row.id]);
      else {
        // Retry-After wins over our own backoff.
        const at = now.getTime() + (o.afterMs > 0 ? o.afterMs : backoffMs(row.attempts));
        const entry = retries.get(at) ?? { ids: [], reason: o.reason };
        entry.ids.push(row.id);
        retries.set(at, entry);
      }
    });
    await repo.delivered(db, delivered, now);
    if (deps.metrics) {
      const provider = (row: ClaimedDelivery) => (row.platform === 'ios' ? 'apns' : 'fcm');
      const failedIds = new Set([...failed.values()].flat());
      const deliveredIds = new Set(delivered);
      for (const row of sendable) {
        if (deliveredIds.has(row.id)) deps.metrics.pushesSent.inc({ provider: provider(row) });
        else if (failedIds.has(row.id) || gone.includes(row))
          deps.metrics.pushesFailed.inc({ provider: provider(row) });
      }
    }
    await repo.settle(
      db,
      gone.map((r) => r.id),
      'TOKEN_GONE',
      'token gone',
    );
    await devicesRepository.removeGoneTokens(
      db,
      gone.map((r) => ({ deviceId: r.deviceId, token: r.token })),
    );
    for (const [reason, list] of failed) await repo.settle(db, list, 'FAILED', reason);
    for (const [at, r] of retries) await repo.retryAt(db, r.ids, new Date(at), r.reason);
    return credentials;
  }

  async function stop(n: NotificationRecord, c: SendingCommunity, reason: string) {
    await db.transaction(async (tx) => {
      if (!(await notifications.fail(tx, n.id, reason, clock.now()))) return;
      await repo.failPending(tx, n.id, reason);
      // A support answer's push is a courtesy beside its e-mail: one per answer would flood the administrators,
      // and the daily credential check already tells the platform.
      if (n.source !== 'SUPPORT') await deps.credentialsFailed(tx, n, c, reason);
    });
  }

  /**
   * One turn of a notification's send: start it if it is a due scheduled one, fan out once, then send up to
   * `pagesPerTurn` batches (`inFlight` at a time). Safe to run twice, after a crash, or on two servers at once:
   * rows are claimed under a lease and only a provider's answer settles them.
   */
  async function turn(notificationId: string): Promise<TurnResult> {
    let n = await notifications.findById(db, notificationId);
    if (!n) return { done: true };
    if (n.status === 'SCHEDULED') {
      // A local-time send starts when the first of its community's zones reaches its time (push-extras).
      const due = n.localTime && n.sendAt ? await firstLocalDue(n, n.sendAt) : null;
      // Within the queue's own rounding (queueDelivery) it is due now: waking again would only spin.
      if (due && due.getTime() > clock.now().getTime() + 500) return { done: false, at: due };
      if (!(await notifications.startIfDue(db, n.id, clock.now(), due !== null))) return { done: true };
      n = (await notifications.findById(db, notificationId))!;
    }
    if (n.status !== 'SENDING') return { done: true };
    const c = await community(n.communityId);
    if (!c) return { done: true };
    if (!n.fannedOutAt) await fanOut(n, c);

    const providers = deps.providersFor(c);
    const creds = await deps.credentials(c);
    if (!providers || (!creds.apn && !creds.gcm)) {
      await stop(n, c, notificationMessages.noCredentials);
      return { done: true };
    }
    let budget = tuning.pagesPerTurn;
    let stopped: string | null = null;
    let full = false;
    let claimedAny = false;
    // Never more than a piece: a window smaller than one piece would wait for ever.
    const window = places(Math.max(tuning.unrecorded, tuning.recordEvery));
    const lane = async () => {
      while (budget > 0 && !stopped) {
        budget--;
        const now = clock.now();
        const rows = await repo.claim(
          db,
          n.id,
          now,
          new Date(now.getTime() + tuning.leaseMs),
          tuning.pageSize,
        );
        if (!rows.length) return;
        claimedAny = true;
        full = rows.length === tuning.pageSize;
        stopped ??= await sendBatch(n, rows, creds, providers, window);
      }
    };
    await Promise.all(Array.from({ length: tuning.inFlight }, lane));
    if (stopped) {
      await stop(n, c, `${notificationMessages.credentialsRejected} (${stopped})`);
      return { done: true };
    }
    const now = clock.now();
    // The budget ran out with work left: come back at once, behind the other sends waiting in the queue.
    if (budget <= 0 && full) return { done: false, at: now };
    const next = await repo.nextPending(db, n.id);
    if (next === null) {
      await notifications.finish(db, n.id, now);
      return { done: true };
    }
    // Rows due but taken by another worker (SKIP LOCKED): look again shortly instead of spinning.
    if (!claimedAny && next <= now) return { done: false, at: new Date(now.getTime() + 1000) };
    return { done: false, at: next };
  }

  return { turn, tuning };
}

export type Delivery = ReturnType<typeof createDelivery>;
