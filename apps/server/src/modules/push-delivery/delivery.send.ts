import { notificationMessages } from '@gathering/contract';
import type { NotificationRecord, VersionPicker } from '../push-compose';
import { deliveriesRepository as repo, type ClaimedDelivery } from './deliveries.repository';
import type { DeliveryContext } from './delivery.context';
import { devicesRepository } from './devices.repository';
import type { PushCredentials, PushMessage, PushOutcome, PushProviders } from './providers/types';

/** A web device's subscription keys, as its delivery row carries them. */
export const webKeys = (d: { platform: string; webP256dh: string | null; webAuth: string | null }) =>
  d.platform === 'web' && d.webP256dh && d.webAuth ? { p256dh: d.webP256dh, auth: d.webAuth } : undefined;

/** Whether a community's credentials can send to a platform (Web Push uses the server's own VAPID key). */
export const canSend = (platform: string, creds: PushCredentials) =>
  platform === 'web' || (platform === 'ios' ? !!creds.apn : !!creds.gcm);

/** The provider a delivery goes through, for /metrics. */
export const providerOf = (platform: string) =>
  platform === 'ios' ? 'apns' : platform === 'web' ? 'webpush' : 'fcm';

/** A count of free places: takes `n` once they are free, gives them back after. */
export function places(size: number) {
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

// Exponential backoff for a retry without Retry-After: 1 s, 2 s, 4 s … capped at 10 minutes.
const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 600_000);

/**
 * A send's batches through the providers (delivery.ts hands each claimed batch here): each device's text, the
 * messages in pieces with a bounded number out unrecorded, and each piece's outcomes recorded as it is answered.
 */
export function createBatchSender(ctx: DeliveryContext) {
  const { db, clock, tuning } = ctx;

  // Each notification's language versions (issue 23), read once: a sending notification cannot change any more.
  const pickers = new Map<string, ReturnType<VersionPicker>>();
  const pickerFor = (n: NotificationRecord) => {
    if (pickers.size >= 100 && !pickers.has(n.id)) pickers.clear();
    if (!pickers.has(n.id)) pickers.set(n.id, ctx.pickVersions(db, n));
    return pickers.get(n.id)!;
  };

  // One data object for a batch's messages: the senders build one payload per notification from it.
  type Text = { title: string; body: string };
  const message = (n: NotificationRecord, data: Record<string, string>, d: ClaimedDelivery, text: Text = n) =>
    ({
      deliveryId: d.id,
      token: d.token,
      platform: d.platform,
      web: webKeys(d),
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
    const withoutCreds = rows.filter((r) => !canSend(r.platform, creds));
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
        .catch((err) => ctx.logger.warn({ err, notificationId: n.id }, 'push lease renewal failed'));
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
        ctx.logger.warn({ err, notificationId: n.id }, 'push batch failed; retrying');
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
    if (ctx.metrics) {
      const provider = (row: ClaimedDelivery) => providerOf(row.platform);
      const failedIds = new Set([...failed.values()].flat());
      const deliveredIds = new Set(delivered);
      for (const row of sendable) {
        if (deliveredIds.has(row.id)) ctx.metrics.pushesSent.inc({ provider: provider(row) });
        else if (failedIds.has(row.id) || gone.includes(row))
          ctx.metrics.pushesFailed.inc({ provider: provider(row) });
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

  return { sendBatch };
}
