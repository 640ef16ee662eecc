import { notificationMessages } from '@gathering/contract';
import { firstLocalSend, pickZone } from '../../lib/zoned-time';
import type { NotificationRecord } from '../push-compose';
import { deliveriesRepository as repo } from './deliveries.repository';
import { deliveryContext, type DeliveryDeps, type SendingCommunity } from './delivery.context';
import { fanOut } from './delivery.fan-out';
import { createBatchSender, places } from './delivery.send';
import { devicesRepository } from './devices.repository';
import { sendingCommunityRepository } from './sending-community.repository';

export {
  DEFAULT_TUNING,
  type DeliveryDeps,
  type DeliveryTuning,
  type SendingCommunity,
} from './delivery.context';

/** What a job turn left: done, or when to come back (now for more due rows, later for retries). */
export type TurnResult = { done: true } | { done: false; at: Date };

/**
 * A notification's send, one job turn at a time: it starts when due, fans out to its audience's devices once
 * (delivery.fan-out.ts), then sends claimed batches through the providers (delivery.send.ts) until none is left.
 */
export function createDelivery(deps: DeliveryDeps) {
  const ctx = deliveryContext(deps);
  const { db, clock, notifications, tuning } = ctx;
  const { sendBatch } = createBatchSender(ctx);

  const community = (id: string): Promise<SendingCommunity | undefined> =>
    sendingCommunityRepository.find(db, id);

  /** The first instant a device of the community (or one without a zone) shows a local-time send's time. */
  async function firstLocalDue(n: NotificationRecord, sendAt: Date): Promise<Date | null> {
    const c = await community(n.communityId);
    if (!c) return null;
    const zones = await devicesRepository.deviceZones(db, c.id);
    return firstLocalSend(sendAt, pickZone(n.timeZone), [...zones, pickZone(c.timeZone, n.timeZone)]);
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
   * A fan-out running beside the send: how many pages it committed, and `more(seen)`, which waits until it commits
   * a page past `seen` (true) or ends (false).
   */
  function fanningOut(n: NotificationRecord, c: SendingCommunity) {
    let wake: (() => void)[] = [];
    const woken = () => {
      const list = wake;
      wake = [];
      for (const resolve of list) resolve();
    };
    let ended = false;
    const state = {
      pages: 0,
      done: fanOut(ctx, n, c, () => {
        state.pages++;
        woken();
      }).finally(() => {
        ended = true;
        woken();
      }),
      async more(seen: number): Promise<boolean> {
        while (state.pages <= seen && !ended) await new Promise<void>((resolve) => wake.push(resolve));
        return state.pages > seen;
      },
    };
    // A failed fan-out is seen by the turn's `await fanning.done`; the lanes only stop waiting for it.
    state.done.catch(() => {});
    return state;
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
    const providers = deps.providersFor(c);
    const creds = await deps.credentials(c);
    // With a phone app's credentials the first pages go out while the fan-out writes the rest (an alert to 26,000
    // devices waited 1.2 s for its fan-out, one core idle). Without them, whether a browser is in the audience is
    // known only once the fan-out is done.
    const fanning = !n.fannedOutAt && providers && (creds.apn || creds.gcm) ? fanningOut(n, c) : null;
    if (!n.fannedOutAt && !fanning) await fanOut(ctx, n, c);
    // A community with no phone app may still reach its members' browsers (the server's own VAPID key).
    if (!providers || (!creds.apn && !creds.gcm && !(await repo.hasPendingWeb(db, n.id)))) {
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
        const seen = fanning?.pages ?? 0;
        const now = clock.now();
        const rows = await repo.claim(
          db,
          n.id,
          now,
          new Date(now.getTime() + tuning.leaseMs),
          tuning.pageSize,
        );
        if (!rows.length) {
          // Nothing due yet, but the fan-out is still writing: wait for its next page (the claim is not spent).
          if (fanning && (await fanning.more(seen))) {
            budget++;
            continue;
          }
          return;
        }
        claimedAny = true;
        full = rows.length === tuning.pageSize;
        stopped ??= await sendBatch(n, rows, creds, providers, window);
      }
    };
    const lanes = Promise.all(Array.from({ length: tuning.inFlight }, lane));
    // The turn ends with its fan-out done, even when a lane failed: a turn run again must not find this one's
    // fan-out still writing. A failed fan-out fails the turn; the job runs it again and the fan-out adds no row twice.
    await Promise.allSettled([lanes, fanning?.done]);
    await lanes;
    await fanning?.done;
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
