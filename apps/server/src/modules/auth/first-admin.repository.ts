import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** The start-up's one look at the accounts: is there a platform administrator yet, and creating the first. */
export const firstAdminRepository = {
  async platformAdminCount(db: Executor): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.isPlatformAdmin, true));
    return n;
  },

  async insertPlatformAdmin(
    db: Executor,
    admin: {
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      emailVerifiedAt: Date;
    },
  ): Promise<void> {
    await db.insert(users).values({ ...admin, isPlatformAdmin: true });
  },
};
