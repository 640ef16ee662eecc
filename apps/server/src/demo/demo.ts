import { accountsSeedRepository as accountsRepo } from '../modules/auth/accounts-seed.repository';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import type { Config } from '../config';
import { communitiesSeedRepository as communitiesRepo } from '../modules/communities/communities-seed.repository';
import type { JobQueue } from '../jobs/queue';
import { seedCommunitiesDemo } from './communities.demo';
import { seedContentDemo } from './content.demo';
import { seedMembersDemo } from './members.demo';
import { seedSupportDemo } from './support.demo';
import { seedNotificationsDemo } from './notifications.demo';
import { seedReportsDemo } from './reports.demo';
import { seedAnalyticsDemo } from './analytics.demo';
import { seedCascadeDemo } from './cascade.demo';
import { DEMO_COMMUNITIES, type DemoContext } from './demo-context';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from './demo-names';

// The first names of the shared lists: the usernames they make (e.g. mason.bear.01) are relied on by journeys.
const FIRST = DEMO_FIRST_NAMES.slice(0, 24);
const LAST = DEMO_LAST_NAMES.slice(0, 16);

/** Domain seeders, run in order after the communities and people exist. Add yours here. */
export const DEMO_SEEDERS: ((ctx: DemoContext) => Promise<void>)[] = [
  (ctx) => seedCommunitiesDemo(ctx),
  // Members before content: the content's views, likes and submissions come from these members.
  (ctx) => seedMembersDemo(ctx),
  (ctx) => seedContentDemo(ctx),
  // Support after members: tickets are raised by demo members and answered by their administrators.
  (ctx) => seedSupportDemo(ctx),
  // Push after content and guests: phones for members and guests, sends that link to published items.
  (ctx) => seedNotificationsDemo(ctx),
  // Report subscriptions of two demo communities (their administrators get the weekly and monthly reports).
  (ctx) => seedReportsDemo(ctx),
  // Demo Nation's alert cascade: numbers for its members, a provider sending to the SMS and voice simulator.
  (ctx) => seedCascadeDemo(ctx),
  // Analytics last: a year of activity of the members, guests, items and pushes above, then one roll-up.
  (ctx) => seedAnalyticsDemo(ctx),
];

/**
 * Seeds the demo platform once, on an empty embedded database: three communities, their administrators and
 * members, and the platform administrator `demo-platform`. Every demo account uses the demo password.
 */
export async function seedDemo(
  database: Database,
  opts: { password: string; logger: FastifyBaseLogger; config: Config; queue: JobQueue },
): Promise<boolean> {
  const db = database.db;
  if ((await communitiesRepo.count(db)) > 0) return false;
  // One hash for every demo account: hashing hundreds of times would only slow the first start.
  const passwordHash = await hashPassword(opts.password);
  const verified = new Date();
  await db.transaction(async (tx) => {
    await accountsRepo.insertUsers(tx, [
      {
        username: 'demo-platform',
        email: 'demo-platform@gathering.local',
        firstName: 'Dana',
        lastName: 'Platform',
        passwordHash,
        emailVerifiedAt: verified,
        isPlatformAdmin: true,
      },
    ]);
    for (const [ci, c] of DEMO_COMMUNITIES.entries()) {
      const community = await communitiesRepo.insert(tx, {
        slug: c.slug,
        name: c.name,
        population: c.population,
        subscription: c.subscription,
        contactPermission: ci === 0,
      });
      const [admin] = await accountsRepo.insertUsers(tx, [
        {
          username: c.admin,
          email: `${c.admin}@gathering.local`,
          firstName: ['Marie', 'Joseph', 'Leona'][ci],
          lastName: ['Cardinal', 'Laboucan', 'Sinclair'][ci],
          passwordHash,
          emailVerifiedAt: verified,
        },
      ]);
      await accountsRepo.insertMemberships(tx, [
        { userId: admin.id, communityId: community.id, role: 'ADMIN', scope: 'INVITED' },
      ]);
      const people = Array.from({ length: 24 }, (_, i) => {
        const first = FIRST[(i + ci * 7) % FIRST.length];
        const last = LAST[(i * 3 + ci) % LAST.length];
        const username = ci === 0 && i === 0 ? 'demo-member' : `${first}.${last}.${ci}${i}`.toLowerCase();
        return {
          username,
          email: `${username}@members.gathering.local`,
          firstName: first,
          lastName: last,
          passwordHash,
          emailVerifiedAt: i % 5 === 4 ? null : verified,
        };
      });
      const created = await accountsRepo.insertUsers(tx, people);
      await accountsRepo.insertMemberships(
        tx,
        created.map((u, i) => ({
          userId: u.id,
          communityId: community.id,
          role: 'MEMBER',
          scope: 'APP',
          status: i % 11 === 10 ? 'INACTIVE' : 'ACTIVE',
        })),
      );
    }
  });
  const seeded = await communitiesRepo.idsBySlug(
    db,
    DEMO_COMMUNITIES.map((c) => c.slug),
  );
  // Each domain adds its own demo data (content, groups, push credentials, ...) through DEMO_SEEDERS.
  for (const seed of DEMO_SEEDERS)
    await seed({
      database,
      communities: seeded,
      password: opts.password,
      passwordHash,
      config: opts.config,
      queue: opts.queue,
    });
  opts.logger.info(
    'seeded the demo platform (communities: %s)',
    DEMO_COMMUNITIES.map((c) => c.slug).join(', '),
  );
  return true;
}
