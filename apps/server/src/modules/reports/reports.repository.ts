import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, reports, reportSubscriptions } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'emailId'>;
export type SubscriptionRow = typeof reportSubscriptions.$inferSelect;

export interface ReportCommunity {
  id: string;
  name: string;
  timeZone: string | null;
  createdAt: Date;
}

const communityColumns = {
  id: communities.id,
  name: communities.name,
  timeZone: communities.timeZone,
  createdAt: communities.createdAt,
};

export const reportsRepository = {
  async insert(db: Executor, report: NewReport): Promise<string> {
    const [row] = await db.insert(reports).values(report).returning({ id: reports.id });
    return row.id;
  },

  /** A subscription's report for its period, unless that period already has one (answers null then). */
  async insertForPeriod(db: Executor, report: NewReport & { period: string }): Promise<string | null> {
    const [row] = await db
      .insert(reports)
      .values(report)
      .onConflictDoNothing({
        target: [reports.communityId, reports.period],
        where: sql`${reports.period} is not null`,
      })
      .returning({ id: reports.id });
    return row?.id ?? null;
  },

  async find(db: Executor, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id));
    return row;
  },

  /** Records the built report's e-mail, only if no other run did (answers false then: that run's e-mail stands). */
  async attachEmail(db: Executor, id: string, emailId: string): Promise<boolean> {
    const rows = await db
      .update(reports)
      .set({ emailId })
      .where(and(eq(reports.id, id), isNull(reports.emailId)))
      .returning({ id: reports.id });
    return rows.length > 0;
  },

  /** Subscription reports not built yet (a run stopped between the row and its job): the daily job queues them again. */
  async unbuiltPeriodReports(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(isNull(reports.emailId), sql`${reports.period} is not null`))
      .orderBy(asc(reports.createdAt))
      .limit(1000);
    return rows.map((r) => r.id);
  },

  async community(db: Executor, id: string): Promise<ReportCommunity | undefined> {
    const [row] = await db.select(communityColumns).from(communities).where(eq(communities.id, id));
    return row;
  },

  /** The platform report's table: every community that existed by the range's last day, by name. */
  async communitiesBefore(db: Executor, before: Date): Promise<ReportCommunity[]> {
    return db
      .select(communityColumns)
      .from(communities)
      .where(lt(communities.createdAt, before))
      .orderBy(asc(sql`lower(${communities.name})`), asc(communities.id));
  },

  async subscription(db: Executor, communityId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.communityId, communityId));
    return row;
  },

  async saveSubscription(db: Executor, row: SubscriptionRow): Promise<void> {
    const { frequency, email, language, since, updatedBy } = row;
    await db.insert(reportSubscriptions).values(row).onConflictDoUpdate({
      target: reportSubscriptions.communityId,
      set: { frequency, email, language, since, updatedBy },
    });
  },

  /** Every active subscription with its community (zone for its periods, name for its report). */
  async activeSubscriptions(db: Executor) {
    return db
      .select({ subscription: reportSubscriptions, community: communityColumns })
      .from(reportSubscriptions)
      .innerJoin(communities, eq(communities.id, reportSubscriptions.communityId))
      .where(sql`${reportSubscriptions.frequency} <> 'NONE' and ${reportSubscriptions.email} is not null`);
  },
};
