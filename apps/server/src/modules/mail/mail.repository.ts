import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailAttachments, emails } from '../../db/schema';

export type EmailRow = typeof emails.$inferSelect;
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
export type NewEmail = Pick<EmailRow, 'kind' | 'to' | 'subject' | 'text' | 'html'> & {
  attachments?: MailAttachment[];
};

export const mailRepository = {
  async insert(db: Executor, { attachments = [], ...mail }: NewEmail): Promise<string> {
    const [row] = await db.insert(emails).values(mail).returning({ id: emails.id });
    if (attachments.length)
      await db
        .insert(emailAttachments)
        .values(attachments.map((a, position) => ({ ...a, emailId: row.id, position })));
    return row.id;
  },
  async attachments(db: Executor, emailId: string): Promise<MailAttachment[]> {
    return db
      .select({
        filename: emailAttachments.filename,
        contentType: emailAttachments.contentType,
        content: emailAttachments.content,
      })
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, emailId))
      .orderBy(asc(emailAttachments.position));
  },
  async find(db: Executor, id: string): Promise<EmailRow | undefined> {
    const [row] = await db.select().from(emails).where(eq(emails.id, id));
    return row;
  },
  /** The kinds of the given e-mails (their delivery's priority depends on it). */
  async kinds(db: Executor, ids: string[]): Promise<{ id: string; kind: string }[]> {
    if (!ids.length) return [];
    return db.select({ id: emails.id, kind: emails.kind }).from(emails).where(inArray(emails.id, ids));
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
