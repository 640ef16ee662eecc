import type { FastifyBaseLogger } from 'fastify';
import { contentMessages, type CalendarPushEntry } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { ZoneRules } from '../../db/zone-rules';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/files/storage';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';
import type { ContentService } from './content.service';
import { publishingItems, type ItemPushes } from './publishing.ports';

export interface PublishingDeps {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  content: ContentService;
  /** The push an item may send with its publish (the push-compose module's, publishing.ports.ts). */
  pushes: ItemPushes;
  storage: Storage;
  logger: FastifyBaseLogger;
  /** The push-compose module's port: its pushes between two instants, shown on the calendar beside content. */
  pushCalendar?: (communityId: string, from: Date, to: Date) => Promise<CalendarPushEntry[]>;
  /** Refuses to schedule in a zone whose rules the server and the database disagree on (db/zone-rules.ts). */
  zoneRules: Pick<ZoneRules, 'assertSchedulable'>;
  audit: AuditRecorder;
}

/** What publishing's operations share (publishing.service.ts builds it once): the items, and locking them. */
export function publishingContext(deps: PublishingDeps) {
  const db = deps.database.db;
  const repo = publishingItems(deps.audit);

  /** Locks and answers every item of the community named; one missing (or another community's) → 404, none changed. */
  async function lockAll(tx: Executor, communityId: string, ids: string[], includeDeleted = false) {
    const unique = [...new Set(ids)];
    if (!unique.every(isUuid)) throw notFound(contentMessages.feedItemNotFound);
    const rows = await repo.findMany(tx, communityId, unique, { includeDeleted });
    if (rows.length !== unique.length) throw notFound(contentMessages.feedItemNotFound);
    return rows;
  }

  return { ...deps, db, repo, lockAll };
}

export type PublishingContext = ReturnType<typeof publishingContext>;
