import type { Database } from '../../src/db/client';
import { communities, memberships, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const PASSWORD = 'correct horse battery';
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));
let seq = 0;

export async function createCommunity(
  database: Database,
  over: Partial<typeof communities.$inferInsert> = {},
) {
  const n = ++seq;
  const [row] = await database.db
    .insert(communities)
    .values({ name: `Community ${n}`, slug: `community-${n}`, ...over })
    .returning();
  return row;
}

export async function createUser(database: Database, over: Partial<typeof users.$inferInsert> = {}) {
  const n = ++seq;
  const [row] = await database.db
    .insert(users)
    .values({
      username: `user${n}`,
      email: `user${n}@example.org`,
      firstName: 'Test',
      lastName: `User${n}`,
      passwordHash: await passwordHash(),
      emailVerifiedAt: new Date(),
      ...over,
    })
    .returning();
  return row;
}

export async function addMembership(
  database: Database,
  userId: string,
  communityId: string,
  over: Partial<typeof memberships.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(memberships)
    .values({ userId, communityId, ...over })
    .returning();
  return row;
}

/** A community with one administrator; answers both. */
export async function createCommunityAdmin(
  database: Database,
  over: Partial<typeof users.$inferInsert> = {},
) {
  const community = await createCommunity(database);
  const user = await createUser(database, over);
  const membership = await addMembership(database, user.id, community.id, {
    role: 'ADMIN',
    scope: 'INVITED',
  });
  return { community, user, membership };
}

export const createPlatformAdmin = (database: Database, over: Partial<typeof users.$inferInsert> = {}) =>
  createUser(database, { isPlatformAdmin: true, ...over });
