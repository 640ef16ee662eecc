import { pageMeta } from '../../lib/paging';
import type { FileAddresses } from '../../lib/files/storage';
import { randomUUID } from 'node:crypto';
import {
  communityMessages,
  messages,
  slugify,
  type ApnCredentialsBody,
  type AppUpdateBody,
  type BasicCommunitiesResponse,
  type CommunityDetail,
  type CommunityListQuery,
  type CommunityListResponse,
  type CreateCommunityBody,
  type GcmCredentialsBody,
  type PushHealth,
  type PushStatus,
  type UpdateCommunityBody,
  type AuditAction,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { communitySummary } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { operatorTokenUrls } from '../../lib/push-endpoints';
import type { SecretBox } from '../../lib/secrets';
import type { PushConfig } from '../../config';
import type { AuthRow } from '../../plugins/auth';
import {
  communitiesRepository as repo,
  type CommunityRow,
  type PushCredentialRow,
  type PushProvider,
} from './communities.repository';
import { checkApnKey, checkServiceAccount, pushSecretContext } from './push-credentials';
import { compareSemver } from './semver';
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
  'subscription',
  'population',
  'pushSimulated',
  'quietHoursStart',
  'quietHoursEnd',
  'timeZone',
];

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The decrypted credentials, for the push module; never for an HTTP answer. */
export type PushSecret =
  | { provider: 'APN'; key: string; keyId: string; teamId: string }
  | { provider: 'GCM'; serviceAccountJson: string; projectId: string };

export function createCommunitiesService(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  secrets: SecretBox;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The token endpoints a service account may name besides Google's (FCM_TOKEN_URL, PUSH_TOKEN_URL_ALLOW). */
  push: Pick<PushConfig, 'fcmTokenUrl' | 'tokenUrlAllow'>;
  audit: AuditRecorder;
}) {
  const { clock, secrets, queue } = deps;
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

  const context = pushSecretContext;
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

  async function storePush(
    communityId: string,
    provider: PushProvider,
    plain: string,
    shown: { keyId?: string; teamId?: string; projectId?: string; clientEmail?: string },
    auth: AuthRow,
  ) {
    await db.transaction(async (tx) => {
      await repo.upsertPushCredential(tx, {
        communityId,
        provider,
        secret: secrets.seal(plain, context(communityId, provider)),
        keyId: shown.keyId ?? null,
        teamId: shown.teamId ?? null,
        projectId: shown.projectId ?? null,
        clientEmail: shown.clientEmail ?? null,
        updatedBy: auth.userId,
        updatedAt: clock.now(),
      });
      // What identifies the credentials; the sealed secret itself never reaches the trail.
      await trail(tx, 'communities.push_credentials', null, { id: communityId, provider, ...shown }, [
        'provider',
        'keyId',
        'teamId',
        'projectId',
        'clientEmail',
      ]);
    });
  }

  return {
    async list(q: CommunityListQuery): Promise<CommunityListResponse> {
      const since = new Date(clock.now().getTime() - 30 * DAY_MS);
      const { rows, total } = await repo.list(db, q, since);
      return {
        data: rows.map(({ createdAt, pushHealth, deletionDueAt, ...r }) => ({
          ...r,
          deletionDueAt: iso(deletionDueAt),
          logo: deps.addresses.publicAddressOrNull(r.logo),
          pushHealth: pushHealth as PushHealth | null,
          createdOn: createdAt.toISOString(),
        })),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },

    async basic(): Promise<BasicCommunitiesResponse> {
      return { communities: await repo.basic(db) };
    },

    /** The caller's own community; a platform administrator has none (404). */
    async own(auth: AuthRow): Promise<CommunityDetail> {
      if (!auth.communityId) throw notFound(messages.communityNotFound);
      // The console's view (bundle ids, push key ids, subscription) is for the community's administrators; a
      // member's app session shares the token scheme but not this right.
      if (auth.role !== 'ADMIN') throw forbidden();
      return detail(await find(auth.communityId));
    },

    async get(id: string): Promise<CommunityDetail> {
      return detail(await find(id));
    },

    async create(body: CreateCommunityBody): Promise<CommunityDetail> {
      const slug = body.slug ?? slugify(body.name);
      if (slug.length < 2) throw badRequest(communityMessages.slugInvalid, 'slug');
      if (await repo.slugTaken(db, slug)) throw conflict(communityMessages.slugTaken, 'slug');
      const row = await guardSlug(() =>
        db.transaction(async (tx) => {
          const made = await repo.insert(tx, { ...body, logo: storedLogo(body.logo), slug });
          await trail(tx, 'communities.create', null, made);
          return made;
        }),
      );
      return detail(row);
    },

    async update(id: string | undefined, body: UpdateCommunityBody): Promise<CommunityDetail> {
      const current = await find(id);
      if (body.slug && (await repo.slugTaken(db, body.slug, current.id)))
        throw conflict(communityMessages.slugTaken, 'slug');
      const row = await guardSlug(() =>
        db.transaction(async (tx) => {
          const changed = await repo.update(tx, current.id, {
            ...body,
            logo: storedLogo(body.logo),
            updatedAt: clock.now(),
          });
          if (changed) await trail(tx, 'communities.update', current, changed);
          return changed;
        }),
      );
      return detail(row ?? current);
    },

    async addAppUpdate(body: AppUpdateBody, auth: AuthRow): Promise<CommunityDetail> {
      const current = await find(body.communityId);
      const row = await db.transaction(async (tx) => {
        await repo.insertUpdate(tx, {
          communityId: current.id,
          identifier: body.identifier,
          appVersion: body.appVersion,
          releaseDate: body.releaseDate,
          createdBy: auth.userId,
        });
        // The community's version follows its newest release; an older entry is history only.
        await trail(tx, 'communities.app_update', null, { id: current.id, ...body }, [
          'identifier',
          'appVersion',
          'releaseDate',
        ]);
        if (!current.appVersion || compareSemver(body.appVersion, current.appVersion) > 0)
          return repo.update(tx, current.id, { appVersion: body.appVersion, updatedAt: clock.now() });
        return current;
      });
      return detail(row ?? current);
    },

    async setContactPermission(auth: AuthRow, contactPermission: boolean): Promise<CommunityDetail> {
      const current = await find(auth.communityId ?? undefined);
      const row = await db.transaction(async (tx) => {
        const changed = await repo.update(tx, current.id, { contactPermission, updatedAt: clock.now() });
        if (changed)
          await trail(tx, 'communities.contact_permission', current, changed, ['contactPermission']);
        return changed;
      });
      return detail(row ?? current);
    },

    async setApn(id: string, body: ApnCredentialsBody, auth: AuthRow): Promise<PushStatus> {
      const community = await find(id);
      const key = checkApnKey(body.apn);
      const plain = JSON.stringify({ key, keyId: body.apn_key_id, teamId: body.apn_team_id });
      await storePush(community.id, 'APN', plain, { keyId: body.apn_key_id, teamId: body.apn_team_id }, auth);
      return pushStatus(await repo.listPushCredentials(db, community.id));
    },

    async setGcm(id: string, body: GcmCredentialsBody, auth: AuthRow): Promise<PushStatus> {
      const community = await find(id);
      const account = checkServiceAccount(body.gcm, operatorTokenUrls(deps.push));
      await storePush(community.id, 'GCM', body.gcm, account, auth);
      return pushStatus(await repo.listPushCredentials(db, community.id));
    },

    /** For the push module: the decrypted credentials of a provider, or null when none are set. */
    async readPushSecret(communityId: string, provider: PushProvider): Promise<PushSecret | null> {
      const row = await repo.findPushCredential(db, communityId, provider);
      if (!row) return null;
      const plain = secrets.open(row.secret, context(communityId, provider));
      if (provider === 'GCM') return { provider, serviceAccountJson: plain, projectId: row.projectId ?? '' };
      const apn = JSON.parse(plain) as { key: string; keyId: string; teamId: string };
      return { provider, ...apn };
    },

    /** Queues the summary of the last 7 days for the community's administrators. */
    async requestSummary(id: string, auth: AuthRow): Promise<void> {
      const community = await find(id);
      if (!community.contactPermission) throw conflict(communityMessages.summaryNoPermission);
      if ((await repo.activeAdministrators(db, community.id)).length === 0)
        throw conflict(communityMessages.summaryNoAdministrators);
      const now = clock.now();
      const summaryId = randomUUID();
      // The summary's row and its job commit together.
      await db.transaction(async (tx) => {
        await repo.insertSummary(tx, {
          id: summaryId,
          communityId: community.id,
          requestedBy: auth.userId,
          periodStart: new Date(now.getTime() - 7 * DAY_MS),
          periodEnd: now,
        });
        await queue.send(communitySummary, { summaryId }, { singletonKey: summaryId, tx });
      });
    },
  };
}

export type CommunitiesService = ReturnType<typeof createCommunitiesService>;
