import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportComments, supportReadMarkers, supportTickets } from '../../db/schema';

// Writers for seeding (the demo platform, src/demo/): tickets and threads with the dates they are given.

export const supportSeedRepository = {
  async insertTicket(db: Executor, row: typeof supportTickets.$inferInsert): Promise<{ id: string }> {
    const [made] = await db.insert(supportTickets).values(row).returning({ id: supportTickets.id });
    return made;
  },

  async insertComment(db: Executor, row: typeof supportComments.$inferInsert): Promise<{ id: string }> {
    const [made] = await db.insert(supportComments).values(row).returning({ id: supportComments.id });
    return made;
  },

  /** The activity times a seeded thread ends with. */
  async setTicketTimes(
    db: Executor,
    ticketId: string,
    times: Pick<
      typeof supportTickets.$inferInsert,
      'lastActivityAt' | 'lastMemberActivityAt' | 'firstResponseAt' | 'resolvedAt'
    >,
  ): Promise<void> {
    await db.update(supportTickets).set(times).where(eq(supportTickets.id, ticketId));
  },

  async insertReadMarker(db: Executor, row: typeof supportReadMarkers.$inferInsert): Promise<void> {
    await db.insert(supportReadMarkers).values(row);
  },
};
