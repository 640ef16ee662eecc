import type { GuestsPage } from '@gathering/contract';
import type { Database } from '../../db/client';
import { pageMeta } from '../../lib/paging';
import type { Actor } from '../members';
import type { AuditRecorder } from '../audit';
import { guestsRepository, type GuestSort } from './guests.repository';

export function createGuestsService(deps: { database: Database; audit: AuditRecorder }) {
  const db = deps.database.db;
  return {
    async list(
      actor: Actor,
      q: { offset: number; limit: number; filter: GuestSort; dir: 'asc' | 'desc'; deleted?: boolean },
    ): Promise<GuestsPage> {
      const { rows, total } = await guestsRepository.list(db, {
        communityId: actor.communityId,
        deleted: q.deleted ?? false,
        sort: q.filter,
        dir: q.dir,
        limit: q.limit,
        page: q.offset,
      });
      // A list of personal data seen: recorded before it is answered.
      await deps.audit.record(db, {
        communityId: actor.communityId,
        action: 'guests.list',
        target: { kind: 'guest' },
        details: { deleted: q.deleted ?? false, page: q.offset, rows: rows.length },
      });
      return {
        data: rows.map((r) => ({
          id: r.id,
          community: r.community,
          isDeleted: r.deletedAt !== null,
          createdOn: r.createdAt.toISOString(),
          lastLogin: r.lastLoginAt?.toISOString() ?? null,
          platform: r.platform,
          isUpgraded: r.upgradedAt !== null,
          upgradedOn: r.upgradedAt?.toISOString() ?? null,
        })),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },
  };
}

export type GuestsService = ReturnType<typeof createGuestsService>;
