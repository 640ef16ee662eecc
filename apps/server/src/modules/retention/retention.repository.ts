import { eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communityRetention } from '../../db/schema';
import { isActiveMemberAs } from '../../db/active-members';
import { rowsOf } from '../../db/rows';

export const retentionRepository = {
  async find(db: Executor, communityId: string) {
    const [row] = await db
      .select()
      .from(communityRetention)
      .where(eq(communityRetention.communityId, communityId));
    return row;
  },

  async save(
    db: Executor,
    row: {
      communityId: string;
      archiveAfterDays: number | null;
      purgeDeletedMembersAfterDays: number | null;
      updatedBy: string;
      updatedAt: Date;
    },
  ) {
    const { archiveAfterDays, purgeDeletedMembersAfterDays, updatedBy, updatedAt } = row;
    await db.insert(communityRetention).values(row).onConflictDoUpdate({
      target: communityRetention.communityId,
      set: { archiveAfterDays, purgeDeletedMembersAfterDays, updatedBy, updatedAt },
    });
  },

  /** The communities with at least one rule on, for the daily sweep. */
  async withRules(db: Executor) {
    return db
      .select()
      .from(communityRetention)
      .where(
        or(
          isNotNull(communityRetention.archiveAfterDays),
          isNotNull(communityRetention.purgeDeletedMembersAfterDays),
        ),
      );
  },

  /**
   * What the "Your data" page counts, read across the tables that hold a community's personal data (a read model:
   * nothing is written here). Files: content attachments and support screenshots.
   */
  async kept(db: Executor, communityId: string) {
    const [row] = rowsOf<Record<string, number | string>>(
      await db.execute(sql`
        select
          (select count(*) from memberships m where m.community_id = ${communityId} and ${isActiveMemberAs('m')}) as members,
          (select count(*) from guests g where g.community_id = ${communityId} and g.deleted_at is null) as guests,
          (select count(*) from devices d where d.community_id = ${communityId}) as devices,
          (select count(*) from support_tickets s where s.community_id = ${communityId}) as "supportTickets",
          (select count(*) from attachments a where a.community_id = ${communityId})
            + (select count(*) from support_attachments sa join support_tickets st on st.id = sa.ticket_id
               where st.community_id = ${communityId}) as files,
          (select coalesce(array_agg(provider order by provider), '{}') from push_credentials p
           where p.community_id = ${communityId}) as push`),
    );
    return {
      members: Number(row.members),
      guests: Number(row.guests),
      devices: Number(row.devices),
      supportTickets: Number(row.supportTickets),
      files: Number(row.files),
      push: (row.push as unknown as string[] | string) ?? [],
    };
  },
};
