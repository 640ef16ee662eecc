import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { accountsRepository } from './accounts.repository';
import { hashPassword } from '../../lib/passwords';

/**
 * On an empty database, creates the first platform administrator, so a fresh install can be signed in to.
 * Answers the generated password (printed once by main) when none was configured.
 */
export async function ensurePlatformAdmin(
  database: Database,
  opts: { email: string; password?: string; logger: FastifyBaseLogger },
): Promise<{ created: boolean; generatedPassword?: string }> {
  // Servers starting together on an empty PostgreSQL check and create one at a time (both saw no administrator and
  // the second failed on the unique username): the others find the first one's administrator.
  return database.withAdvisoryLock(BOOTSTRAP_LOCK, () => createFirstAdmin(database, opts));
}

// Any constant, next to the migrations' and the job queue's.
const BOOTSTRAP_LOCK = 7_362_901_117;

async function createFirstAdmin(
  database: Database,
  opts: { email: string; password?: string; logger: FastifyBaseLogger },
): Promise<{ created: boolean; generatedPassword?: string }> {
  const db = database.db;
  if ((await accountsRepository.countPlatformAdmins(db)) > 0) return { created: false };
  const generatedPassword = opts.password ? undefined : randomBytes(12).toString('base64url');
  const password = opts.password ?? generatedPassword!;
  await accountsRepository.insertUser(db, {
    username: 'admin',
    email: opts.email,
    firstName: 'Platform',
    lastName: 'Administrator',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    isPlatformAdmin: true,
  });
  opts.logger.info({ email: opts.email }, 'created the first platform administrator');
  return { created: true, generatedPassword };
}
