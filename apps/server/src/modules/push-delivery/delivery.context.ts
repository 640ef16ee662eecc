import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { Metrics } from '../../plugins/metrics';
import type { Clock } from '../../lib/clock';
import type { NotificationRecord, SendingRepository, VersionPicker } from '../push-compose';
import { deliverableAt as defaultDeliverableAt } from './delivery-time';
import type { PushCredentials, PushProviders } from './providers/types';

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

/** What a send's steps share (delivery.ts builds it once): the dependencies, the tuning, the schedule. */
export function deliveryContext(deps: DeliveryDeps) {
  return {
    ...deps,
    db: deps.database.db,
    tuning: { ...DEFAULT_TUNING, ...deps.tuning },
    deliverableAt: deps.deliverableAt ?? defaultDeliverableAt,
  };
}

export type DeliveryContext = ReturnType<typeof deliveryContext>;
