import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cascadePolicies,
  cascadeProviders,
  cascadeResponders,
  cascadeSenders,
  memberships,
  users,
} from '../../db/schema';

export type PolicyRow = typeof cascadePolicies.$inferSelect;
export type ProviderRow = typeof cascadeProviders.$inferSelect;
export type SenderRow = typeof cascadeSenders.$inferSelect;
export interface ProviderSettings {
  baseUrl?: string | null;
  accountSid?: string | null;
  host?: string | null;
  port?: number | null;
  systemId?: string | null;
  smsSegmentCost: number;
  voiceMinuteCost: number;
  currency: string;
  ttsLanguages: string[];
}

/** A community's cascade settings: the policy, the providers and their senders, the responders. */
export const settingsRepository = {
  async policy(db: Executor, communityId: string): Promise<PolicyRow | null> {
    const [row] = await db.select().from(cascadePolicies).where(eq(cascadePolicies.communityId, communityId));
    return row ?? null;
  },

  async savePolicy(tx: Executor, row: PolicyRow) {
    const { communityId: _community, ...set } = row;
    await tx
      .insert(cascadePolicies)
      .values(row)
      .onConflictDoUpdate({ target: cascadePolicies.communityId, set });
  },

  async providers(db: Executor, communityId: string): Promise<(ProviderRow & { senders: SenderRow[] })[]> {
    const list = await db
      .select()
      .from(cascadeProviders)
      .where(eq(cascadeProviders.communityId, communityId))
      .orderBy(asc(cascadeProviders.position), asc(cascadeProviders.createdAt));
    const senders = list.length
      ? await db
          .select()
          .from(cascadeSenders)
          .where(
            inArray(
              cascadeSenders.providerId,
              list.map((p) => p.id),
            ),
          )
          .orderBy(asc(cascadeSenders.address))
      : [];
    return list.map((p) => ({ ...p, senders: senders.filter((s) => s.providerId === p.id) }));
  },

  /** Every community's Twilio-compatible providers of one account (the demo's simulated provider). */
  async providersOfAccount(db: Executor, accountSid: string): Promise<ProviderRow[]> {
    return db
      .select()
      .from(cascadeProviders)
      .where(
        and(
          eq(cascadeProviders.kind, 'TWILIO'),
          sql`${cascadeProviders.settings}->>'accountSid' = ${accountSid}`,
        ),
      );
  },

  async provider(db: Executor, id: string): Promise<ProviderRow | null> {
    const [row] = await db.select().from(cascadeProviders).where(eq(cascadeProviders.id, id));
    return row ?? null;
  },

  async insertProvider(tx: Executor, row: typeof cascadeProviders.$inferInsert): Promise<string> {
    const [r] = await tx.insert(cascadeProviders).values(row).returning({ id: cascadeProviders.id });
    return r.id;
  },

  async updateProvider(tx: Executor, id: string, set: Partial<typeof cascadeProviders.$inferInsert>) {
    await tx.update(cascadeProviders).set(set).where(eq(cascadeProviders.id, id));
  },

  async removeProvider(tx: Executor, communityId: string, id: string): Promise<boolean> {
    const r = await tx
      .delete(cascadeProviders)
      .where(and(eq(cascadeProviders.id, id), eq(cascadeProviders.communityId, communityId)))
      .returning({ id: cascadeProviders.id });
    return r.length > 0;
  },

  /** The provider's senders made equal to the list: kept ones keep their id (and lease), others come and go. */
  async replaceSenders(
    tx: Executor,
    providerId: string,
    communityId: string,
    list: { kind: string; address: string; perSecond: number }[],
  ) {
    const existing = await tx.select().from(cascadeSenders).where(eq(cascadeSenders.providerId, providerId));
    const keyOf = (s: { kind: string; address: string }) => `${s.kind}:${s.address}`;
    const wanted = new Map(list.map((s) => [keyOf(s), s]));
    const gone = existing.filter((s) => !wanted.has(keyOf(s))).map((s) => s.id);
    if (gone.length) await tx.delete(cascadeSenders).where(inArray(cascadeSenders.id, gone));
    for (const s of existing)
      if (wanted.has(keyOf(s)))
        await tx
          .update(cascadeSenders)
          .set({ perSecond: wanted.get(keyOf(s))!.perSecond })
          .where(eq(cascadeSenders.id, s.id));
    const have = new Set(existing.map(keyOf));
    const fresh = list.filter((s) => !have.has(keyOf(s)));
    if (fresh.length)
      await tx.insert(cascadeSenders).values(fresh.map((s) => ({ ...s, providerId, communityId })));
  },

  async setPositions(tx: Executor, communityId: string, ids: string[]) {
    for (const [position, id] of ids.entries())
      await tx
        .update(cascadeProviders)
        .set({ position })
        .where(and(eq(cascadeProviders.id, id), eq(cascadeProviders.communityId, communityId)));
  },

  async responders(db: Executor, communityId: string) {
    return db
      .select({
        membershipId: cascadeResponders.membershipId,
        groups: cascadeResponders.groupIds,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      })
      .from(cascadeResponders)
      .innerJoin(memberships, eq(memberships.id, cascadeResponders.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(cascadeResponders.communityId, communityId))
      .orderBy(asc(users.lastName), asc(users.firstName));
  },

  async replaceResponders(
    tx: Executor,
    communityId: string,
    list: { membershipId: string; groups: string[] }[],
  ) {
    await tx.delete(cascadeResponders).where(eq(cascadeResponders.communityId, communityId));
    if (list.length)
      await tx
        .insert(cascadeResponders)
        .values(list.map((r) => ({ communityId, membershipId: r.membershipId, groupIds: r.groups })));
  },

  /** Which of these memberships are active members of the community. */
  async activeMembers(db: Executor, communityId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          inArray(memberships.id, ids),
          eq(memberships.status, 'ACTIVE'),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },
};
