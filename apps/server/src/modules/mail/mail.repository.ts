import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emails } from '../../db/schema';

export type EmailRow = typeof emails.$inferSelect;
export type NewEmail = Pick<EmailRow, 'kind' | 'to' | 'subject' | 'text' | 'html'>;

export const mailRepository = {
  async insert(db: Executor, mail: NewEmail): Promise<string> {
    const [row] = await db.insert(emails).values(mail).returning({ id: emails.id });
    return row.id;
  },
  async find(db: Executor, id: string): Promise<EmailRow | undefined> {
    const [row] = await db.select().from(emails).where(eq(emails.id, id));
    return row;
  },
  async markSent(db: Executor, id: string, at: Date): Promise<void> {
    await db
      .update(emails)
      .set({ status: 'SENT', sentAt: at, attempts: sql`${emails.attempts} + 1` })
      .where(and(eq(emails.id, id), eq(emails.status, 'PENDING')));
  },
  async markAttemptFailed(db: Executor, id: string, error: string): Promise<void> {
    await db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} + 1`, lastError: error.slice(0, 500) })
      .where(eq(emails.id, id));
  },
};
