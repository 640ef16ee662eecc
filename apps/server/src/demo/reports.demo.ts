import type { DemoContext } from './demo-context';
import { reportsRepository } from '../modules/reports/reports.repository';

const DAY = 86_400_000;

/**
 * Demo report subscriptions: Demo Nation's administrator gets the weekly report, Northern Lights' the monthly one in
 * French. Subscribed a month ago, so the next daily run (10:00 UTC) already sends the last full period's report.
 */
export async function seedReportsDemo(ctx: DemoContext): Promise<void> {
  const since = new Date(Date.now() - 30 * DAY);
  const subscriptions = [
    { slug: 'demo-nation', frequency: 'WEEKLY', email: 'demo-admin@gathering.local', language: 'en' },
    {
      slug: 'northern-lights-metis',
      frequency: 'MONTHLY',
      email: 'northern-admin@gathering.local',
      language: 'fr',
    },
  ];
  for (const s of subscriptions) {
    const communityId = ctx.communities[s.slug];
    if (!communityId) continue;
    await reportsRepository.saveSubscription(ctx.database.db, {
      communityId,
      frequency: s.frequency,
      email: s.email,
      language: s.language,
      since,
      updatedBy: null,
    });
  }
}
