import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactChannels, memberContactDetails, memberships, users } from '../../db/schema';

export type ChannelRow = typeof contactChannels.$inferSelect;
export type NewChannel = Pick<ChannelRow, 'kind' | 'value' | 'alerts' | 'news' | 'consentSource'>;

/** The contacts module's SQL: a member's channels and consent, the household's details. */
export const contactsRepository = {
  /** The member (active or not) of this community, with the account's e-mail; null when there is none. */
  async member(db: Executor, communityId: string, membershipId: string) {
    const [row] = await db
      .select({ id: memberships.id, email: users.email, status: memberships.status })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.id, membershipId), eq(memberships.communityId, communityId)));
    return row && row.status !== 'DELETED' ? row : null;
  },

  /** This community's members (not deleted) among these account e-mails or membership ids, with their names. */
  async membersFor(db: Executor, communityId: string, emails: string[], ids: string[]) {
    if (!emails.length && !ids.length) return [];
    const named = [
      ...(emails.length ? [inArray(sql`lower(${users.email})`, emails)] : []),
      ...(ids.length ? [inArray(memberships.id, ids)] : []),
    ];
    return db
      .select({
        id: memberships.id,
        email: sql<string>`lower(${users.email})`,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.communityId, communityId), ne(memberships.status, 'DELETED'), or(...named)));
  },

  /** The channels of several members at once (an import's batch). */
  async channelsOfMany(db: Executor, membershipIds: string[]): Promise<ChannelRow[]> {
    if (!membershipIds.length) return [];
    return db
      .select()
      .from(contactChannels)
      .where(inArray(contactChannels.membershipId, membershipIds))
      .orderBy(asc(contactChannels.position), asc(contactChannels.createdAt));
  },

  async channels(db: Executor, membershipId: string): Promise<ChannelRow[]> {
    return db
      .select()
      .from(contactChannels)
      .where(eq(contactChannels.membershipId, membershipId))
      .orderBy(asc(contactChannels.position), asc(contactChannels.createdAt));
  },

  /** The member's channels, locked for a change (two edits at once take turns). */
  async lockChannels(tx: Executor, membershipId: string): Promise<ChannelRow[]> {
    await tx.execute(sql`select id from memberships where id = ${membershipId} for update`);
    return contactsRepository.channels(tx, membershipId);
  },

  async insertMany(
    tx: Executor,
    rows: (NewChannel & { communityId: string; membershipId: string; position: number })[],
  ) {
    if (rows.length) await tx.insert(contactChannels).values(rows);
  },

  /**
   * An import batch's members, locked for a change in one statement: those of these memberships still members of
   * this community (not deleted), with their channels. A member erased or deleted since the file was checked is left
   * out (the import skips their row).
   */
  async lockMembersOfCommunity(tx: Executor, communityId: string, membershipIds: string[]) {
    if (!membershipIds.length) return { live: new Set<string>(), channels: [] as ChannelRow[] };
    const locked = await tx
      .select({ id: memberships.id, status: memberships.status })
      .from(memberships)
      .where(and(inArray(memberships.id, membershipIds), eq(memberships.communityId, communityId)))
      .orderBy(asc(memberships.id))
      .for('update');
    const live = new Set(locked.filter((m) => m.status !== 'DELETED').map((m) => m.id));
    return { live, channels: await contactsRepository.channelsOfMany(tx, [...live]) };
  },

  /** Several channels' changes in one statement (an import's batch of consent changes and moves). */
  async updateMany(
    tx: Executor,
    rows: {
      id: string;
      set: Partial<Pick<ChannelRow, 'alerts' | 'news' | 'consentSource' | 'consentChangedAt' | 'position'>>;
    }[],
  ) {
    if (!rows.length) return;
    // Each row's new values, or its own where the change leaves a field alone.
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.id}::uuid, ${r.set.alerts ?? null}::boolean, ${r.set.news ?? null}::boolean, ${r.set.consentSource ?? null}::text, ${r.set.consentChangedAt?.toISOString() ?? null}::timestamptz, ${r.set.position ?? null}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${contactChannels} c set
        alerts = coalesce(v.alerts, c.alerts),
        news = coalesce(v.news, c.news),
        consent_source = coalesce(v.source, c.consent_source),
        consent_changed_at = coalesce(v.changed_at, c.consent_changed_at),
        position = coalesce(v.position, c.position)
      from (values ${values}) as v(id, alerts, news, source, changed_at, position)
      where c.id = v.id`);
  },

  async update(
    tx: Executor,
    id: string,
    set: Partial<Pick<ChannelRow, 'alerts' | 'news' | 'consentSource' | 'consentChangedAt' | 'position'>>,
  ) {
    await tx.update(contactChannels).set(set).where(eq(contactChannels.id, id));
  },

  async remove(tx: Executor, ids: string[]) {
    if (ids.length) await tx.delete(contactChannels).where(inArray(contactChannels.id, ids));
  },

  /** The community's mobile channels with this number, locked (a STOP and an edit take turns). */
  async mobilesWithNumber(tx: Executor, communityId: string, value: string): Promise<ChannelRow[]> {
    const result = await tx
      .select()
      .from(contactChannels)
      .where(
        and(
          eq(contactChannels.communityId, communityId),
          eq(contactChannels.value, value),
          eq(contactChannels.kind, 'MOBILE'),
        ),
      )
      .for('update');
    return result;
  },

  async details(db: Executor, membershipId: string) {
    const [row] = await db
      .select({ address: memberContactDetails.address, householdNotes: memberContactDetails.householdNotes })
      .from(memberContactDetails)
      .where(eq(memberContactDetails.membershipId, membershipId));
    return row ?? { address: null, householdNotes: null };
  },

  async setDetails(
    tx: Executor,
    communityId: string,
    membershipId: string,
    d: { address: string | null; householdNotes: string | null },
    now: Date,
  ) {
    await tx
      .insert(memberContactDetails)
      .values({ membershipId, communityId, ...d, updatedAt: now })
      .onConflictDoUpdate({ target: memberContactDetails.membershipId, set: { ...d, updatedAt: now } });
  },
};
