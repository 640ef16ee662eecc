import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities } from '../../db/schema';

const settingsColumns = {
  quietHoursStart: communities.quietHoursStart,
  quietHoursEnd: communities.quietHoursEnd,
  timeZone: communities.timeZone,
};

/**
 * The community's own settings that other modules change through ports built in composition/: its logo (uploads),
 * its push quiet hours and zone, and the stored result of the push credential check (notifications).
 */
export const communitySettingsRepository = {
  async findCommunityLogo(db: Executor, communityId: string): Promise<{ logo: string | null } | undefined> {
    const [row] = await db
      .select({ logo: communities.logo })
      .from(communities)
      .where(eq(communities.id, communityId));
    return row;
  },

  async setCommunityLogo(db: Executor, communityId: string, logo: string, at: Date): Promise<void> {
    await db.update(communities).set({ logo, updatedAt: at }).where(eq(communities.id, communityId));
  },

  async pushSettings(db: Executor, communityId: string) {
    const [row] = await db.select(settingsColumns).from(communities).where(eq(communities.id, communityId));
    return row;
  },

  async updatePushSettings(
    db: Executor,
    communityId: string,
    values: Partial<{
      quietHoursStart: string | null;
      quietHoursEnd: string | null;
      timeZone: string | null;
    }>,
  ) {
    const [row] = await db
      .update(communities)
      .set(values)
      .where(eq(communities.id, communityId))
      .returning(settingsColumns);
    return row;
  },

  /** The stored result, locked: two checks at once must agree on whether the state changed. */
  async lockPushHealth(tx: Executor, id: string): Promise<unknown> {
    const [row] = await tx
      .select({ health: communities.pushHealth })
      .from(communities)
      .where(eq(communities.id, id))
      .for('update');
    return row?.health ?? null;
  },

  async savePushHealth(tx: Executor, id: string, health: object) {
    await tx.update(communities).set({ pushHealth: health }).where(eq(communities.id, id));
  },
};

export type CommunitySettingsRepository = typeof communitySettingsRepository;
