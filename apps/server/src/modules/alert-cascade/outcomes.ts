import type { FastifyBaseLogger } from 'fastify';
import { CONFIRM_WORDS, replyKeyword } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ContactsService } from '../contacts';
import { attemptsRepository as attempts, type AttemptRow } from './attempts.repository';
import { providersFor } from './engine';
import { tokenHash } from './messages';
import { peopleRepository as people } from './people.repository';
import type { ReceiptStatus } from './providers/types';
import { settingsRepository } from './settings.repository';
import { policyOf } from './settings.service';

/**
 * What comes back after a hand-over: receipts (failover to the next provider on a failure or no receipt in time),
 * replies (STOP, START, a confirmation), key presses, the e-mail link, and the sweep of hand-overs a dead worker
 * left. A confirmation counts only from the person the alert was sent to.
 */
export function createOutcomes(deps: {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** STOP / START from a number (the contacts module's). */
  contacts: Pick<ContactsService, 'keyword'>;
}) {
  const db = deps.database.db;
  const now = () => deps.clock.now();

  /**
   * An attempt failed: the next provider gets it (a new attempt: the first stays recorded) unless the failure was
   * the message's own or it may have gone out (UNKNOWN); with none left and nothing else out in the step, the
   * person's next step runs at once.
   */
  async function failed(tx: Executor, a: AttemptRow, failover: boolean) {
    if (failover && (a.channel === 'SMS' || a.channel === 'VOICE')) {
      const next = (await providersFor(tx, a.communityId, a.channel))[a.failover + 1];
      if (next) {
        await attempts.insert(tx, [
          {
            notificationId: a.notificationId,
            membershipId: a.membershipId,
            communityId: a.communityId,
            channel: a.channel,
            toAddress: a.toAddress,
            language: a.language,
            step: a.step,
            cycle: a.cycle,
            segments: a.segments,
            failover: a.failover + 1,
          },
        ]);
        return;
      }
    }
    if ((await attempts.liveInStep(tx, a)) === 0) await people.stepFailed(tx, a, now());
  }

  async function confirm(tx: Executor, notificationId: string, membershipId: string, via: string) {
    return people.confirm(tx, notificationId, membershipId, via, now());
  }

  return {
    failed,
    confirm,

    /** The provider's answer to a hand-over, recorded by the sender. */
    async handedOver(
      id: string,
      r: { ref: string; dueBy: Date; cost: number } | { failed: string; permanent: boolean },
    ) {
      await db.transaction(async (tx) => {
        const row = await attempts.handedOver(tx, id, 'ref' in r ? r : { failed: r.failed }, now());
        if (row && 'failed' in r) await failed(tx, row, !r.permanent);
      });
    },

    /** A receipt for an attempt (by its id, or the provider's reference). Answers false when it names none. */
    async receipt(
      providerId: string,
      key: { attemptId: string } | { ref: string },
      status: ReceiptStatus,
      reason: string | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const a =
          'attemptId' in key
            ? await attempts.find(tx, key.attemptId)
            : await attempts.byRef(tx, providerId, key.ref);
        if (!a || a.providerId !== providerId) return false;
        const row = await attempts.settle(tx, a.id, status, reason, now());
        if (!row) return true;
        if (status === 'DELIVERED') await people.reached(tx, row);
        // A text the network could not deliver may pass through another provider; a call not answered would not.
        if (status === 'FAILED' || (status === 'UNDELIVERED' && row.channel === 'SMS'))
          await failed(tx, row, true);
        else if (status === 'UNDELIVERED') await failed(tx, row, false);
        return true;
      });
    },

    /**
     * A text to one of the provider's numbers: STOP / ARRÊT / START change consent; "1", "OK", "OUI" confirm the
     * latest alert texted to that number in this community. Anything else, or from a number no alert was texted
     * to, changes nothing.
     */
    async inbound(providerId: string, communityId: string, from: string, text: string) {
      const word = replyKeyword(text);
      return db.transaction(async (tx) => {
        const keyword = await deps.contacts.keyword(tx, communityId, from, word);
        if (keyword) return keyword;
        if (!(CONFIRM_WORDS as readonly string[]).includes(word)) return null;
        const texted = await attempts.latestTextTo(tx, providerId, communityId, from);
        if (!texted) return null;
        await confirm(tx, texted.notificationId, texted.membershipId, 'SMS');
        return 'CONFIRMED' as const;
      });
    },

    /** A key pressed on a call: 1 confirms the person the call was for (answers the call's language, else null). */
    async keyPress(providerId: string, attemptId: string, digits: string): Promise<string | null> {
      const a = await attempts.find(db, attemptId);
      if (!a || a.providerId !== providerId || a.channel !== 'VOICE' || digits !== '1') return null;
      await db.transaction(async (tx) => {
        await people.reached(tx, a);
        await confirm(tx, a.notificationId, a.membershipId, 'VOICE');
      });
      return a.language;
    },

    /** The e-mail link: the person it was made for, or null when it names nobody. */
    personOfToken: (token: string) => people.byTokenHash(db, tokenHash(token)),

    /** Texts or calls queued for a place in the failover order that no provider fills: failed, the person moves on. */
    async failNoProvider(communityId: string, channel: string, failover: number) {
      await db.transaction(async (tx) => {
        for (const a of await attempts.failQueued(tx, communityId, channel, failover, now()))
          await failed(tx, a, false);
      });
    },

    /** The community's time for a receipt before the failover (its current policy's). */
    async receiptTimeoutMs(communityId: string) {
      return policyOf(await settingsRepository.policy(db, communityId)).receiptTimeoutSeconds * 1000;
    },

    /** Hand-overs a dead worker left (UNKNOWN: never again by text) and sent messages with no receipt in time. */
    async sweep() {
      for (const a of await attempts.expireHandOvers(db, now()))
        await db.transaction((tx) => failed(tx, a, false));
      for (const a of await attempts.overdue(db, now())) await db.transaction((tx) => failed(tx, a, true));
    },
  };
}

export type Outcomes = ReturnType<typeof createOutcomes>;
