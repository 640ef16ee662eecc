import { REVISIONS_KEPT, type ContentTranslationRecord } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { FeedItemRow } from './content.repository';
import { revisionsRepository as repo } from './revisions.repository';
import { sameSnapshot, snapshotOf, type RevisionSnapshot } from './revisions';
import { translationsRepository as versions } from './translations.repository';

/**
 * What the history held before a save changed the item: its newest version, or (an item saved before versions were
 * kept, or imported without them) the item as it was, which becomes version 1 so the save does not lose it.
 */
export interface HistoryBefore {
  latest?: { number: number; content: RevisionSnapshot };
  baseline?: { content: RevisionSnapshot; savedAt: Date; savedBy: string | null };
}

/** The versions of a save, written in its transaction (content.service.ts) while the item's row is locked. */
export function revisionsRecorder() {
  return {
    /** Read before the save writes the item and its versions in other languages. */
    async before(tx: Executor, existing: FeedItemRow): Promise<HistoryBefore> {
      const latest = await repo.latest(tx, existing.id);
      if (latest) return { latest };
      const translations = (await versions.of(tx, [existing.id])).map(
        ({ feedItemId: _id, ...v }) => v as ContentTranslationRecord,
      );
      return {
        baseline: {
          content: snapshotOf(existing, translations),
          savedAt: existing.updatedAt,
          savedBy: existing.updatedBy,
        },
      };
    },

    /**
     * The saved item as its next version (a save that changed nothing makes none), the oldest past the kept count
     * removed. Answers the item's version number now.
     */
    async record(
      tx: Executor,
      saved: FeedItemRow,
      translations: ContentTranslationRecord[],
      opts: { history?: HistoryBefore; by: string; at: Date; restoredFrom?: number },
    ): Promise<number> {
      const content = snapshotOf(saved, translations);
      const { latest, baseline } = opts.history ?? {};
      if (latest && sameSnapshot(latest.content, content)) return latest.number;
      let number = latest?.number ?? 0;
      const row = { feedItemId: saved.id, communityId: saved.communityId };
      if (baseline && !sameSnapshot(baseline.content, content)) {
        number = 1;
        await repo.append(tx, { ...row, number, ...baseline, restoredFrom: null });
      }
      number += 1;
      await repo.append(tx, {
        ...row,
        number,
        content,
        savedAt: opts.at,
        savedBy: opts.by,
        restoredFrom: opts.restoredFrom ?? null,
      });
      if (number > REVISIONS_KEPT) await repo.prune(tx, saved.id, number - REVISIONS_KEPT + 1);
      return number;
    },
  };
}
