import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authRepository } from '../src/modules/auth/auth.repository';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin, createPlatformAdmin } from './helpers/factories';

// The per-request caller lookup runs as a prepared statement (db/prepared.ts on PGlite, named statements on
// PostgreSQL). It must answer exactly what the drizzle query answers.
describe('prepared caller lookup', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const session = async (userId: string, communityId: string | null, revoked = false) => {
    const { rows } = await t.database.executeSql(
      `insert into sessions (user_id, community_id, expires_at, revoked_at)
       values ($1, $2, now() + interval '30 days', $3) returning id`,
      [userId, communityId, revoked ? new Date('2025-01-02T03:04:05.678Z') : null],
    );
    return rows[0].id as string;
  };

  it('answers the same row as the drizzle query, with the same types', async () => {
    const { user, community } = await createCommunityAdmin(t.database, {
      firstName: 'Zoë',
      lastName: "O'Brien",
    });
    await t.database.executeSql(
      `update communities set logo = 'https://cdn.example.org/l.png' where id = $1`,
      [community.id],
    );
    const admin = await createPlatformAdmin(t.database, { emailVerifiedAt: null });
    for (const id of [
      await session(user.id, community.id),
      await session(user.id, community.id, true),
      await session(admin.id, null),
    ]) {
      const fast = await authRepository.loadAuthPrepared(t.database, id);
      const slow = await authRepository.loadAuth(t.database.db, id);
      expect(fast).toEqual(slow);
      expect(fast!.sessionExpiresAt).toBeInstanceOf(Date);
      expect(typeof fast!.isPlatformAdmin).toBe('boolean');
    }
    const revoked = await authRepository.loadAuthPrepared(
      t.database,
      await session(user.id, community.id, true),
    );
    expect(revoked!.sessionRevokedAt!.toISOString()).toBe('2025-01-02T03:04:05.678Z');
    const platform = await authRepository.loadAuthPrepared(t.database, await session(admin.id, null));
    expect(platform).toMatchObject({
      communityId: null,
      membershipId: null,
      role: null,
      emailVerifiedAt: null,
    });
  });

  it('answers nothing for an unknown session, and reports database errors', async () => {
    expect(
      await authRepository.loadAuthPrepared(t.database, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
    await expect(authRepository.loadAuthPrepared(t.database, 'not-a-uuid')).rejects.toThrow(/uuid/);
    // The statement still works after an error.
    const { user, community } = await createCommunityAdmin(t.database);
    expect(
      (await authRepository.loadAuthPrepared(t.database, await session(user.id, community.id)))!.userId,
    ).toBe(user.id);
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    const { user, community } = await createCommunityAdmin(t.database);
    const id = await session(user.id, community.id);
    let lookedUp: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(`update users set first_name = 'Uncommitted' where id = '${user.id}'`);
      lookedUp = authRepository.loadAuthPrepared(t.database, id);
      await new Promise((r) => setTimeout(r, 50));
      await tx.execute(`update users set first_name = 'Committed' where id = '${user.id}'`);
    });
    expect(await lookedUp).toMatchObject({
      firstName: t.database.kind === 'pglite' ? 'Committed' : user.firstName,
    });
  });

  it('keeps up with many concurrent calls', async () => {
    const { user, community } = await createCommunityAdmin(t.database);
    const id = await session(user.id, community.id);
    const rows = await Promise.all(
      Array.from({ length: 50 }, () => authRepository.loadAuthPrepared(t.database, id)),
    );
    expect(rows.every((r) => r?.userId === user.id)).toBe(true);
  });
});
