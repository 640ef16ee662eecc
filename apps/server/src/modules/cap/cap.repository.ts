import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { capAlertLinks, capDocuments, capProposals, capSettings, capSources } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type CapSettingsRow = typeof capSettings.$inferSelect;
export type CapSourceRow = typeof capSources.$inferSelect;
export type CapProposalRow = typeof capProposals.$inferSelect;
export type NewCapDocument = typeof capDocuments.$inferInsert;
export type NewCapProposal = typeof capProposals.$inferInsert;
export type CapAlertLink = typeof capAlertLinks.$inferInsert;

/** The CAP module's tables (db/owners.json: cap), and its read models of notifications and communities. */
export const capRepository = {
  async settings(db: Executor, communityId: string) {
    const [row] = await db.select().from(capSettings).where(eq(capSettings.communityId, communityId));
    return row ?? null;
  },

  async saveSettings(db: Executor, row: typeof capSettings.$inferInsert) {
    const { communityId: _, ...set } = row;
    await db.insert(capSettings).values(row).onConflictDoUpdate({ target: capSettings.communityId, set });
  },

  async sources(db: Executor, communityId: string) {
    return db
      .select()
      .from(capSources)
      .where(eq(capSources.communityId, communityId))
      .orderBy(capSources.createdAt, capSources.id);
  },

  async source(db: Executor, communityId: string, id: string) {
    const [row] = await db
      .select()
      .from(capSources)
      .where(and(eq(capSources.communityId, communityId), eq(capSources.id, id)));
    return row ?? null;
  },

  async sourceById(db: Executor, id: string) {
    const [row] = await db.select().from(capSources).where(eq(capSources.id, id));
    return row ?? null;
  },

  /** The community's languages, its default first (a proposal's draft speaks them). */
  async languages(db: Executor, communityId: string) {
    const result = await db.execute(sql`
      select tag, is_default as "isDefault" from community_languages
      where community_id = ${communityId} order by is_default desc, position, tag`);
    return rowsOf<{ tag: string; isDefault: boolean }>(result);
  },

  /** Adds a source; null when the community already has that address. */
  async addSource(db: Executor, row: typeof capSources.$inferInsert) {
    const [made] = await db.insert(capSources).values(row).onConflictDoNothing().returning();
    return made ?? null;
  },

  async removeSource(db: Executor, communityId: string, id: string) {
    const [gone] = await db
      .delete(capSources)
      .where(and(eq(capSources.communityId, communityId), eq(capSources.id, id)))
      .returning();
    return gone ?? null;
  },

  /** Every source of a community that has an area to match alerts against: the poll's list. */
  async pollable(db: Executor) {
    return db
      .select({ id: capSources.id, communityId: capSources.communityId })
      .from(capSources)
      .innerJoin(capSettings, eq(capSettings.communityId, capSources.communityId))
      .where(sql`(${capSettings.area} is not null or cardinality(${capSettings.sgcCodes}) > 0)`)
      .orderBy(capSources.polledAt, capSources.id);
  },

  async polled(
    db: Executor,
    id: string,
    v: { etag?: string | null; lastModified?: string | null; polledAt: Date; error: string | null },
  ) {
    await db.update(capSources).set(v).where(eq(capSources.id, id));
  },

  /** The entries' addresses a community already read (so a changed feed fetches only its new documents). */
  async knownLinks(db: Executor, communityId: string, links: string[]) {
    if (!links.length) return new Set<string>();
    const rows = await db
      .select({ link: capDocuments.link })
      .from(capDocuments)
      .where(and(eq(capDocuments.communityId, communityId), inArray(capDocuments.link, links)));
    return new Set(rows.map((r) => r.link!));
  },

  /** Keeps a document; null when the community has that message already (CAP: one sender, one identifier). */
  async insertDocument(db: Executor, row: NewCapDocument) {
    const [made] = await db.insert(capDocuments).values(row).onConflictDoNothing().returning();
    return made ?? null;
  },

  async document(db: Executor, communityId: string, id: string) {
    const [row] = await db
      .select()
      .from(capDocuments)
      .where(and(eq(capDocuments.communityId, communityId), eq(capDocuments.id, id)));
    return row ?? null;
  },

  /** The received messages named in `refs` ("sender,identifier,sent"), with their proposals' thread. */
  async referenced(db: Executor, communityId: string, refs: string[]) {
    const keys = refs.map((r) => r.split(',').slice(0, 2).join(','));
    if (!keys.length) return [];
    return db
      .select({ thread: capProposals.thread })
      .from(capDocuments)
      .innerJoin(capProposals, eq(capProposals.documentId, capDocuments.id))
      .where(
        and(
          eq(capDocuments.communityId, communityId),
          eq(capDocuments.direction, 'IN'),
          inArray(sql`${capDocuments.sender} || ',' || ${capDocuments.identifier}`, keys),
        ),
      );
  },

  /** A thread's proposals, oldest first, with their alert's status (locked: the caller decides on them). */
  async thread(db: Executor, communityId: string, thread: string) {
    const result = await db.execute(sql`
      select p.id, p.status, p.notification_id as "notificationId", n.status as "alertStatus"
      from cap_proposals p left join notifications n on n.id = p.notification_id
      where p.community_id = ${communityId} and p.thread = ${thread}
      order by p.created_at, p.id
      for update of p`);
    return rowsOf<{ id: string; status: string; notificationId: string | null; alertStatus: string | null }>(
      result,
    );
  },

  async insertProposal(db: Executor, row: NewCapProposal) {
    const [made] = await db.insert(capProposals).values(row).returning();
    return made;
  },

  async setProposals(db: Executor, ids: string[], set: Partial<NewCapProposal>) {
    if (ids.length) await db.update(capProposals).set(set).where(inArray(capProposals.id, ids));
  },

  /** One proposal, locked for the decision on it. */
  async lockProposal(db: Executor, communityId: string, id: string) {
    const [row] = await db
      .select()
      .from(capProposals)
      .where(and(eq(capProposals.communityId, communityId), eq(capProposals.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The console's list: proposals with their received document's source and their alert's status. */
  async proposals(db: Executor, communityId: string, open: boolean) {
    const result = await db.execute(sql`
      select p.id, p.msg_type as "msgType", p.status, p.event_code as "eventCode", p.texts, p.severity,
        p.urgency, p.expires_at as "expiresAt", p.notification_id as "notificationId",
        p.previous_notification_id as "previousNotificationId", p.created_at as "createdAt",
        n.status as "alertStatus", d.source_name as "sourceName", d.link, d.identifier, d.sender, d.id as "documentId"
      from cap_proposals p
      join cap_documents d on d.id = p.document_id
      left join notifications n on n.id = p.notification_id
      where p.community_id = ${communityId}
        and (${!open} or (p.status = 'PROPOSED' and (n.status is null or n.status = 'DRAFT')))
      order by p.created_at desc, p.id
      limit 200`);
    return rowsOf<{
      id: string;
      msgType: string;
      status: string;
      eventCode: string | null;
      texts: unknown;
      severity: string | null;
      urgency: string | null;
      expiresAt: Date | string | null;
      notificationId: string | null;
      previousNotificationId: string | null;
      createdAt: Date | string;
      alertStatus: string | null;
      sourceName: string | null;
      link: string | null;
      identifier: string;
      sender: string;
      documentId: string;
    }>(result);
  },

  async insertLink(db: Executor, row: CapAlertLink) {
    await db.insert(capAlertLinks).values(row).onConflictDoNothing();
  },

  /**
   * The community's alerts to publish: emergency alerts under way or sent since `since`, with no document yet, in
   * a community that has an area (CAP-CP: every alert has one).
   */
  async duePublications(db: Executor, since: Date) {
    const result = await db.execute(sql`
      select n.id, n.community_id as "communityId"
      from notifications n
      join cap_settings s on s.community_id = n.community_id
      where n.kind = 'EMERGENCY' and n.status in ('SENDING', 'SENT', 'FAILED') and n.deleted_at is null
        and coalesce(n.sent_at, n.updated_at) >= ${since.toISOString()}::timestamptz
        and (s.area is not null or cardinality(s.sgc_codes) > 0)
        and not exists (select 1 from cap_documents d where d.notification_id = n.id)
      order by n.updated_at
      limit 100`);
    return rowsOf<{ id: string; communityId: string }>(result);
  },

  /** What a published document says of an alert: its texts, community, CAP link and the alert it updates. */
  async alertToPublish(db: Executor, id: string) {
    const result = await db.execute(sql`
      select n.id, n.community_id as "communityId", n.title, n.body, n.language, n.alert_type as "alertType",
        n.status, n.sent_at as "sentAt", n.updated_at as "updatedAt",
        c.name as "communityName", c.slug, c.time_zone as "timeZone",
        l.msg_type as "msgType", l.references_id as "referencesId", l.event_code as "eventCode",
        l.event_names as "eventNames", l.severity, l.urgency, l.certainty, l.expires_at as "expiresAt",
        coalesce((select json_agg(json_build_object('language', t.language, 'title', t.title, 'body', t.body)
          order by t.language) from notification_translations t where t.notification_id = n.id), '[]') as translations
      from notifications n
      join communities c on c.id = n.community_id
      left join cap_alert_links l on l.notification_id = n.id
      where n.id = ${id}`);
    return (
      rowsOf<{
        id: string;
        communityId: string;
        title: string;
        body: string;
        language: string;
        alertType: string | null;
        status: string;
        sentAt: Date | string | null;
        updatedAt: Date | string;
        communityName: string;
        slug: string;
        timeZone: string | null;
        msgType: string | null;
        referencesId: string | null;
        eventCode: string | null;
        eventNames: Record<string, string> | null;
        severity: string | null;
        urgency: string | null;
        certainty: string | null;
        expiresAt: Date | string | null;
        translations: { language: string; title: string; body: string }[] | string;
      }>(result)[0] ?? null
    );
  },

  /** The published document of an alert (the one an update or cancellation references). */
  async publishedOf(db: Executor, notificationId: string) {
    const [row] = await db
      .select()
      .from(capDocuments)
      .where(and(eq(capDocuments.notificationId, notificationId), eq(capDocuments.direction, 'OUT')));
    return row ?? null;
  },

  /**
   * The community's current alerts: published, not expired at `now`, not a cancellation, and not updated or
   * cancelled by a later document (whose references name it).
   */
  async current(db: Executor, communityId: string, now: Date) {
    const result = await db.execute(sql`
      select d.id, d.identifier, d.sender, d.sent, d.msg_type as "msgType", d.created_at as "createdAt",
        d.notification_id as "notificationId", n.title
      from cap_documents d left join notifications n on n.id = d.notification_id
      where d.community_id = ${communityId} and d.direction = 'OUT' and d.msg_type <> 'Cancel'
        and (d.expires_at is null or d.expires_at > ${now.toISOString()}::timestamptz)
        and not exists (select 1 from cap_documents later where later.community_id = d.community_id
          and later.direction = 'OUT' and later.refs @> array[d.sender || ',' || d.identifier || ',' || d.sent])
      order by d.created_at desc, d.id
      limit 100`);
    return rowsOf<{
      id: string;
      identifier: string;
      sender: string;
      sent: string;
      msgType: string;
      createdAt: Date | string;
      notificationId: string | null;
      title: string | null;
    }>(result);
  },

  /** The console's list of what the community published (newest first). */
  async published(db: Executor, communityId: string) {
    return db
      .select({
        id: capDocuments.id,
        identifier: capDocuments.identifier,
        msgType: capDocuments.msgType,
        sent: capDocuments.sent,
        eventCode: capDocuments.eventCode,
        notificationId: capDocuments.notificationId,
        signed: capDocuments.signed,
        expiresAt: capDocuments.expiresAt,
        createdAt: capDocuments.createdAt,
      })
      .from(capDocuments)
      .where(and(eq(capDocuments.communityId, communityId), eq(capDocuments.direction, 'OUT')))
      .orderBy(desc(capDocuments.createdAt), capDocuments.id)
      .limit(200);
  },

  /** A community's slug: its public addresses are made of it. */
  async slugOf(db: Executor, communityId: string) {
    const result = await db.execute(sql`select slug from communities where id = ${communityId}`);
    return rowsOf<{ slug: string }>(result)[0]?.slug ?? '';
  },

  /** A community's id by its slug (the public feed's address). */
  async communityBySlug(db: Executor, slug: string) {
    const result = await db.execute(
      sql`select id, name, slug from communities c where slug = ${slug}
        and not exists (select 1 from community_closings k where k.community_id = c.id)`,
    );
    return rowsOf<{ id: string; name: string; slug: string }>(result)[0] ?? null;
  },
};
