import { activitySeedRepository as repo } from '../modules/analytics/activity-seed.repository';
import { analyticsRollup } from '../jobs/catalog';
import type { DemoContext } from './demo-context';

// A year of analytics activity for the demo communities, so every chart has a shape (members open the app and
// read, guests come and go, items are published, pushes go out and are opened), generated in SQL by the analytics
// module's activity-seed repository, whose header tells the shape.

/**
 * Seeds the year of activity for the demo communities. The roll-up is queued rather than run here: the figures
 * are the same either way (the analytics read the not-yet-rolled tail too), and rolling up the demo's ~50,000
 * events inline would more than double this seeder's time on PGlite, which every e2e run pays twice.
 */
export async function seedAnalyticsDemo(ctx: DemoContext): Promise<void> {
  const ids = Object.values(ctx.communities);
  if (!ids.length) return;
  const now = new Date().toISOString();
  await ctx.database.db.transaction(async (tx) => {
    await repo.createDays(tx, ids, now);
    await repo.sessions(tx, ids, now, 'MEMBER');
    await repo.sessions(tx, ids, now, 'GUEST');
    await repo.lifecycle(tx, ids, now);
    await repo.pushes(tx, ids);
  });
  await ctx.queue.send(analyticsRollup, {});
}
