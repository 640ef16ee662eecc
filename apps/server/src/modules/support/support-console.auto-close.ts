import { supportMessages } from '@gathering/contract';
import { AUTO_CLOSE_MS, type SupportConsoleContext } from './support-console.context';
import { supportRepository as repo } from './support.repository';
import { SYSTEM_POSTER } from './support.thread';

/** Closes RESOLVED tickets without a member reply for 14 days, each with a system note. Answers how many. */
export async function autoClose(ctx: SupportConsoleContext): Promise<number> {
  const { db, clock } = ctx;
  const now = clock.now();
  const cutoff = new Date(now.getTime() - AUTO_CLOSE_MS);
  return db.transaction(async (tx) => {
    const ids = await repo.closeStale(tx, cutoff, now);
    for (const ticketId of ids)
      await repo.insertComment(tx, {
        ticketId,
        role: 'SYSTEM',
        authorName: SYSTEM_POSTER.name,
        body: supportMessages.autoClosedNote,
        createdAt: now,
      });
    return ids.length;
  });
}
