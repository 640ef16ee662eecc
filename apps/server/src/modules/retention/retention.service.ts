import { messages, type RetentionSettings, type YourData } from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import type { ErasureRepository } from '../auth';
import type { ClosingsRepository, CommunitiesRepository } from '../communities';
import type { ContentRetentionRepository } from '../content';
import { retentionRepository as repo } from './retention.repository';

const DAY_MS = 86_400_000;

/** Where the data lives and who else handles it, as configured (composition builds it from config.ts). */
export interface DataFacts {
  database: { engine: 'postgresql' | 'pglite'; region: string | null };
  files: { store: 'disk' | 's3'; region: string | null; bucket: string | null; host: string | null };
  /** The SMTP server's host (never its credentials); null when e-mail is written to DATA_DIR/mail. */
  smtpHost: string | null;
  graceDays: number;
}

/**
 * A community's retention rules and its "Your data" page. The daily sweep applies each community's rules: past
 * events and closed jobs archived N days after their end (content's), members deleted more than N days ago purged,
 * and the people left with no community erased (auth's). A closing community is left alone: its restore must give
 * it back as it was.
 */
export function createRetentionService(deps: {
  database: Database;
  clock: Clock;
  facts: DataFacts;
  communities: Pick<CommunitiesRepository, 'findById'>;
  closings: Pick<ClosingsRepository, 'closingIds'>;
  content: Pick<ContentRetentionRepository, 'archiveEnded'>;
  erasure: Pick<ErasureRepository, 'purgeDeletedMemberships' | 'withoutCommunity' | 'deleteUsers'>;
}) {
  const db = deps.database.db;
  const own = (auth: AuthRow) => {
    if (!auth.communityId || auth.role !== 'ADMIN') throw forbidden();
    return auth.communityId;
  };

  async function settings(communityId: string): Promise<RetentionSettings> {
    const row = await repo.find(db, communityId);
    return {
      archiveAfterDays: row?.archiveAfterDays ?? null,
      purgeDeletedMembersAfterDays: row?.purgeDeletedMembersAfterDays ?? null,
    };
  }

  return {
    settings: (auth: AuthRow) => settings(own(auth)),

    async save(auth: AuthRow, body: RetentionSettings): Promise<RetentionSettings> {
      const communityId = own(auth);
      await repo.save(db, { communityId, ...body, updatedBy: auth.userId, updatedAt: deps.clock.now() });
      return settings(communityId);
    },

    async yourData(auth: AuthRow): Promise<YourData> {
      const communityId = own(auth);
      const community = await deps.communities.findById(db, communityId);
      if (!community) throw notFound(messages.communityNotFound);
      const kept = await repo.kept(db, communityId);
      const { facts } = deps;
      const processors: YourData['processors'] = [];
      if (facts.smtpHost) processors.push({ kind: 'smtp', name: facts.smtpHost });
      if (facts.files.store === 's3') processors.push({ kind: 's3', name: facts.files.host ?? 'Amazon S3' });
      // Pushes reach phones through Apple and Google only when the community has given their credentials.
      if (kept.push.includes('APN'))
        processors.push({ kind: 'apple', name: 'Apple Push Notification service' });
      if (kept.push.includes('GCM'))
        processors.push({ kind: 'google', name: 'Firebase Cloud Messaging (Google)' });
      const { push: _push, ...counts } = kept;
      return {
        community: community.name,
        database: facts.database,
        files: { store: facts.files.store, region: facts.files.region, bucket: facts.files.bucket },
        kept: counts,
        processors,
        retention: await settings(communityId),
        graceDays: facts.graceDays,
      };
    },

    /** The daily sweep: every community's rules, each community in its own transaction. */
    async sweep(): Promise<{ archived: number; purged: number; erased: number }> {
      const now = deps.clock.now();
      const closing = new Set(await deps.closings.closingIds(db));
      const total = { archived: 0, purged: 0, erased: 0 };
      for (const rule of await repo.withRules(db)) {
        if (closing.has(rule.communityId)) continue;
        await db.transaction(async (tx) => {
          if (rule.archiveAfterDays) {
            const cutoff = new Date(now.getTime() - rule.archiveAfterDays * DAY_MS)
              .toISOString()
              .slice(0, 10);
            total.archived += await deps.content.archiveEnded(tx, rule.communityId, cutoff, now);
          }
          if (rule.purgeDeletedMembersAfterDays) {
            const before = new Date(now.getTime() - rule.purgeDeletedMembersAfterDays * DAY_MS);
            const people = await deps.erasure.purgeDeletedMemberships(tx, rule.communityId, before);
            total.purged += people.length;
            total.erased += await deps.erasure.deleteUsers(
              tx,
              await deps.erasure.withoutCommunity(tx, people),
            );
          }
        });
      }
      return total;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
