import {
  communityMessages,
  messages,
  type CommunityDetail,
  type PushHealth,
  type AuditAction,
  type PushStatus,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import type { PushConfig } from '../../config';
import {
  communitiesRepository as repo,
  type CommunityRow,
  type PushCredentialRow,
} from './communities.repository';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';

// What a community's edit is about, in the trail (bookkeeping columns left out).
const COMMUNITY_FIELDS = [
  'name',
  'slug',
  'logo',
  'androidBundleId',
  'iosBundleId',
  'appVersion',
  'status',
  'contactPermission',
  'brandColor',
  'subscription',
  'population',
  'pushSimulated',
  'quietHoursStart',
  'quietHoursEnd',
  'timeZone',
];

export const DAY_MS = 86_400_000;
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface CommunitiesDeps {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  secrets: SecretBox;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The token endpoints a service account may name besides Google's (FCM_TOKEN_URL, PUSH_TOKEN_URL_ALLOW). */
  push: Pick<PushConfig, 'fcmTokenUrl' | 'tokenUrlAllow'>;
  audit: AuditRecorder;
}

/**
 * What the communities' operations share (communities.service.ts builds it once): finding a community, its
 * detail as the consoles show it, its push status, the slug's guard and its changes in the trail.
 */
export function communitiesContext(deps: CommunitiesDeps) {
  const db = deps.database.db;
  /** A community's change in its own chain, the platform's edits included (the community sees who changed it). */
  const trail = (tx: Executor, action: AuditAction, before: object | null, after: object, only?: string[]) =>
    deps.audit.record(tx, {
      communityId: (after as { id: string }).id,
      action,
      target: { kind: 'community', id: (after as { id: string }).id },
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown>,
      only: only ?? COMMUNITY_FIELDS,
    });

  // A logo given as one of our own files' addresses is stored relative, like an uploaded one; others as given.
  const storedLogo = (logo: string | null | undefined) => (logo ? deps.addresses.toStored(logo) : logo);

  async function find(id: string | undefined): Promise<CommunityRow> {
    const row = id && isUuid(id) ? await repo.findById(db, id) : undefined;
    if (!row) throw notFound(messages.communityNotFound);
    return row;
  }

  function pushStatus(rows: PushCredentialRow[]): PushStatus {
    const apn = rows.find((r) => r.provider === 'APN');
    const gcm = rows.find((r) => r.provider === 'GCM');
    return {
      apn: {
        isSet: !!apn,
        keyId: apn?.keyId ?? null,
        teamId: apn?.teamId ?? null,
        updatedAt: iso(apn?.updatedAt ?? null),
      },
      gcm: { isSet: !!gcm, projectId: gcm?.projectId ?? null, updatedAt: iso(gcm?.updatedAt ?? null) },
    };
  }

  async function detail(row: CommunityRow): Promise<CommunityDetail> {
    const [updates, push, summaries, deletionDueAt] = await Promise.all([
      repo.listUpdates(db, row.id),
      repo.listPushCredentials(db, row.id),
      repo.summaryTimes(db, row.id),
      repo.deletionDueAt(db, row.id),
    ]);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: deps.addresses.publicAddressOrNull(row.logo),
      androidBundleId: row.androidBundleId,
      iosBundleId: row.iosBundleId,
      appVersion: row.appVersion,
      status: row.status,
      contactPermission: row.contactPermission,
      brandColor: row.brandColor,
      subscription: row.subscription,
      population: row.population,
      updates: updates.map((u) => ({
        id: u.id,
        identifier: u.identifier,
        appVersion: u.appVersion,
        releaseDate: u.releaseDate,
        createdOn: u.createdAt.toISOString(),
      })),
      push: pushStatus(push),
      // Written only by the push health check (notifications/push-health.ts), in the contract's shape.
      pushHealth: row.pushHealth as PushHealth | null,
      lastSummaryAt: iso(summaries.sentAt),
      summaryRequestedAt: iso(summaries.requestedAt),
      deletionDueAt: iso(deletionDueAt),
      createdOn: row.createdAt.toISOString(),
      updatedOn: row.updatedAt.toISOString(),
    };
  }

  /** Runs a write that may hit the unique slug; a race past the pre-check still answers 409, not 500. */
  async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(communityMessages.slugTaken, 'slug');
      throw err;
    }
  }

  return { ...deps, db, trail, storedLogo, find, pushStatus, detail, guardSlug };
}

export type CommunitiesContext = ReturnType<typeof communitiesContext>;
