import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities } from '../../db/schema';

export const uploadsRepository = {
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
};
