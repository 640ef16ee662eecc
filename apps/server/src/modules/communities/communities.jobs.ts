import type { Database } from '../../db/client';
import { communitySummary } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { MailService } from '../mail';
import { renderActionMail } from '../mail';
import { communitiesRepository } from './communities.repository';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The "send summary" job: one e-mail per active administrator, stored in one transaction with the claim. */
export function communityJobs(deps: { database: Database; mail: MailService; publicUrl: string }) {
  const db = deps.database.db;
  return [
    handle(communitySummary, async ({ summaryId }) => {
      // Each e-mail is queued with the claim of the summary: committed together, or not at all.
      await db.transaction(async (tx) => {
        const summary = await communitiesRepository.claimSummary(tx, summaryId, new Date());
        if (!summary) return;
        const community = await communitiesRepository.findById(tx, summary.communityId);
        if (!community) return;
        const admins = await communitiesRepository.activeAdministrators(tx, community.id);
        const a = await communitiesRepository.activity(
          tx,
          community.id,
          summary.periodStart,
          summary.periodEnd,
        );
        const lines = [
          `Here is what happened in ${community.name} from ${day(summary.periodStart)} to ${day(summary.periodEnd)}:`,
          `New members: ${a.newMembers} (${a.members} in all)`,
          `New guests: ${a.newGuests} (${a.guests} in all)`,
          `Guests who signed up: ${a.upgradedGuests}`,
          `Content published: ${a.published}`,
          `Views: ${a.views}`,
          `Conversions: ${a.conversions}`,
        ];
        for (const admin of admins) {
          await deps.mail.store(tx, {
            kind: 'community-summary',
            to: admin.email,
            ...renderActionMail({
              subject: `${community.name}: your summary of the last 7 days`,
              greeting: admin.firstName ? `Hello ${admin.firstName},` : 'Hello,',
              lines,
              action: { label: 'Open the console', url: `${deps.publicUrl}/admin/dashboard` },
              footer: `You receive this summary as an administrator of ${community.name}.`,
              sender: 'Gathering',
            }),
          });
        }
      });
    }),
  ];
}
