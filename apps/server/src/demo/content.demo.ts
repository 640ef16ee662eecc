import { feedSeedRepository } from '../modules/feed/feed-seed.repository';
import { accountsSeedRepository as accountsRepo } from '../modules/auth/accounts-seed.repository';
import { publishScheduled, scheduleKey } from '../jobs/catalog';
import { randomUUID } from 'node:crypto';
import type { ContentKind } from '@gathering/contract';
import type { activityEvents } from '../db/schema';
import { createStorage } from '../lib/files/storage';
import type { DemoContext } from './demo-context';
import { demoPdf } from './demo-pdf';
import type { Executor } from '../db/client';
import { PIN_BOOST } from '../modules/content/publishing.repository';
import { newObjectId } from '../modules/content/content.service';
import { activitySeedRepository } from '../modules/analytics/activity-seed.repository';
import { contentSeedRepository as repo } from '../modules/content/content-seed.repository';
import { publishingSeedRepository } from '../modules/content/publishing-seed.repository';

const DAY = 86_400_000;

interface DemoItem {
  kind: ContentKind;
  headline: string;
  tagline: string;
  tags: string[];
  data: Record<string, unknown>;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

function catalogue(community: string): DemoItem[] {
  const news = (headline: string, tagline: string, tagList: string[], body: string): DemoItem => ({
    kind: 'NEWS',
    headline,
    tagline,
    tags: tagList,
    data: { body: p(body) },
  });
  const event = (
    headline: string,
    tagline: string,
    location: string,
    times: [number, string, string][],
  ): DemoItem => ({
    kind: 'EVENT',
    headline,
    tagline,
    tags: ['Events'],
    data: {
      body: p(`${tagline}. Everyone from ${community} is welcome.`),
      location,
      zone: 'America/Winnipeg',
      dateTimes: times.map(([inDays, startTime, endTime]) => ({
        id: randomUUID(),
        date: new Date(Date.now() + inDays * DAY).toISOString().slice(0, 10),
        startTime,
        endTime,
      })),
    },
  });
  const job = (position: string, employer: string, salary: string): DemoItem => ({
    kind: 'JOB',
    headline: `Now hiring: ${position}`,
    tagline: `${employer} is looking for a ${position.toLowerCase()}`,
    tags: ['Jobs'],
    data: {
      body: p(`${employer} is hiring. Applications are reviewed as they arrive.`),
      closing_date: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
      employer,
      location: `${community} band office`,
      type: 'Full time',
      external_url: 'https://jobs.example.org/postings',
      position,
      qualifications: '<ul><li>Grade 12 or equivalent</li><li>Valid driver’s licence</li></ul>',
      responsibilities: '<ul><li>Serve community members</li><li>Report to the director</li></ul>',
      salary,
      contact_info: 'hr@example.org',
    },
  });
  const form = (headline: string, tagline: string, inputs: Record<string, unknown>[]): DemoItem => ({
    kind: 'FORM',
    headline,
    tagline,
    tags: ['Forms'],
    data: {
      emails: ['office@example.org'],
      formNodes: [
        {
          id: randomUUID(),
          header: 'Your details',
          description: '',
          footer: 'Your answers are e-mailed to the band office and not stored.',
          nodeInputs: inputs.map((i) => ({
            id: randomUUID(),
            placeholder: '',
            description: '',
            values: [],
            isRequired: false,
            ...i,
          })),
        },
      ],
    },
  });
  const doc = (headline: string, tagline: string): DemoItem => ({
    kind: 'DOCUMENT',
    headline,
    tagline,
    tags: ['Governance'],
    data: { body: p(tagline) },
  });
  const name = { label: 'Full name', type: 'SHORT_TEXT', isRequired: true };
  const phone = { label: 'Phone', type: 'PHONE' };
  return [
    event('Annual summer powwow', 'Grand entry at noon, feast at six', 'Powwow grounds', [
      [12, '12:00', '22:00'],
      [13, '12:00', '22:00'],
    ]),
    event('Elders lunch', 'Soup and bannock with our elders', 'Community hall', [[5, '11:30', '13:30']]),
    event('Council meeting', 'Open meeting of chief and council', 'Band office', [[9, '18:00', '20:30']]),
    event('Youth hockey night', 'Skates and helmets provided', 'Arena', [[3, '17:00', '19:00']]),
    event('Language circle', 'Weekly language learning for all ages', 'Library', [
      [2, '19:00', '20:30'],
      [9, '19:00', '20:30'],
    ]),
    event('Community clean-up day', 'Gloves, bags and lunch provided', 'School parking lot', [
      [16, '09:00', '15:00'],
    ]),
    news(
      'Housing applications are open',
      'Apply before the end of the month',
      ['Housing'],
      'The housing committee is accepting applications for the new units.',
    ),
    news(
      'Boil water advisory lifted',
      'Tap water is safe to drink again',
      ['Health', 'Water'],
      'Testing confirmed that the water meets all guidelines.',
    ),
    news(
      'New health centre hours',
      'Open Saturdays from next week',
      ['Health'],
      'The health centre adds Saturday hours, 9 to 1.',
    ),
    news(
      'Graduation celebration',
      'Congratulations to our graduates',
      ['Education'],
      'Twelve students graduated this year.',
    ),
    news(
      'Road construction on Main Street',
      'Expect delays for two weeks',
      ['Public works'],
      'Please use the east road during construction.',
    ),
    news(
      'Treaty day payments',
      'Bring two pieces of ID',
      ['Treaty'],
      'Payments take place at the band office.',
    ),
    news(
      'Winter road update',
      'The winter road is open to light vehicles',
      ['Public works'],
      'Heavy loads must wait for the next inspection.',
    ),
    news(
      'Fishing licences available',
      'Pick yours up at the lands office',
      ['Lands'],
      'Licences are free for members.',
    ),
    news(
      'Chief’s message',
      'A word from the chief on the year ahead',
      ['Governance'],
      'Thank you for your trust and your work for our community.',
    ),
    news(
      'Food hamper drive',
      'Drop off non-perishables at the school',
      ['Community'],
      'Hampers go out before the holidays.',
    ),
    job('Band manager', `${community} administration`, '$75,000 – $90,000'),
    job('Early childhood educator', 'Daycare centre', '$24/hour'),
    job('Water treatment operator', 'Public works', '$28/hour'),
    job('Community health representative', 'Health centre', '$58,000'),
    job('Maintenance worker', 'Housing department', '$22/hour'),
    form('Housing application form', 'Apply for a unit in the new development', [
      name,
      phone,
      { label: 'Household size', type: 'NUMBER', isRequired: true },
      { label: 'Unit size', type: 'SINGLE_CHOICE', values: ['1 bedroom', '2 bedrooms', '3 bedrooms'] },
      { label: 'Signature', type: 'SIGNATURE', isRequired: true },
    ]),
    form('Elders lunch RSVP', 'Let us know you are coming', [
      name,
      { label: 'Need a ride', type: 'CHECKBOX' },
    ]),
    form('Post-secondary funding request', 'For the fall term', [
      name,
      { label: 'E-mail', type: 'EMAIL', isRequired: true },
      { label: 'Program start', type: 'DATE' },
      { label: 'Why this program', type: 'LONG_TEXT' },
    ]),
    form('Community survey', 'Tell council what matters to you', [
      { label: 'Priorities', type: 'MULTIPLE_CHOICE', values: ['Housing', 'Health', 'Education', 'Jobs'] },
      { label: 'Comments', type: 'LONG_TEXT' },
    ]),
    doc('Band council resolution 2024-17', 'Approval of the housing budget'),
    doc('Minutes of the general assembly', 'As adopted by the assembly'),
    doc('Land use plan, draft 3', 'For review by the lands committee'),
    doc('Financial statements', 'Audited statements for the last fiscal year'),
  ];
}

// Deterministic, so every fresh demo looks the same.
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** A few dozen items per demo community, some pinned, featured and scheduled, with 90 days of member activity. */
export async function seedContentDemo(ctx: DemoContext): Promise<void> {
  const db = ctx.database.db;
  // Demo documents carry a real file, as a published document always does in the product.
  const storage = createStorage(ctx.config);
  let seed = 7;
  for (const communityId of Object.values(ctx.communities)) {
    const random = rng(seed++);
    const members = await accountsRepo.activeMemberships(db, communityId);
    const people = members.filter((m) => m.role === 'MEMBER');
    const now = Date.now();
    const toSchedule: { id: string; publishAt: Date }[] = [];
    const demoDocument = async (ex: Executor, headline: string) => {
      const fileName = `document-demo-${randomUUID().slice(0, 8)}.pdf`;
      const key = `communities/${communityId}/feed/${fileName}`;
      const pdf = demoPdf(headline);
      await storage.put(key, pdf, 'application/pdf');
      const row = await repo.insertAttachment(ex, {
        communityId,
        purpose: 'DOCUMENT',
        filePath: key,
        mimeType: 'application/pdf',
        fileSize: pdf.length,
        originalName: `${headline}.pdf`,
        fileName,
        fileUrl: storage.storedAddress(key),
        displayName: headline,
      });
      return row.id;
    };
    await db.transaction(async (tx) => {
      const items = catalogue('the community');
      const tagNames = [...new Set(items.flatMap((i) => i.tags))];
      await repo.insertTags(
        tx,
        tagNames.map((tag) => ({ communityId, tag })),
      );
      for (const [i, item] of items.entries()) {
        // Mostly published over the last 90 days; every seventh scheduled in the coming weeks; a few drafts.
        const scheduled = i % 7 === 3;
        const draft = i % 11 === 10;
        const publishedOn = new Date(now - Math.floor(random() * 90) * DAY - Math.floor(random() * DAY));
        const publishAt = new Date(now + (2 + Math.floor(random() * 20)) * DAY);
        publishAt.setUTCMinutes(0, 0, 0);
        const status = draft ? 'DRAFT' : scheduled ? 'SCHEDULED' : 'PUBLISHED';
        const pinned = status === 'PUBLISHED' && i % 9 === 0;
        const row = await repo.insertFeedItem(tx, {
          communityId,
          objectId: newObjectId(),
          kind: item.kind,
          headline: item.headline,
          tagline: item.tagline,
          tags: item.tags,
          access: i % 4 === 0 ? 'OPEN' : 'MEMBERS',
          open: i % 4 === 0,
          status,
          pinned,
          featured: status === 'PUBLISHED' && i % 5 === 1,
          publishedOn: status === 'PUBLISHED' ? publishedOn : null,
          publishAt: scheduled ? publishAt : null,
          publishZone: scheduled ? 'America/Winnipeg' : null,
          data: item.data,
          attachmentId: item.kind === 'DOCUMENT' ? await demoDocument(tx, item.headline) : null,
          feedRank: status === 'PUBLISHED' ? (pinned ? PIN_BOOST : 0) + publishedOn.getTime() : null,
          createdBy: null,
          createdAt: new Date(publishedOn.getTime() - DAY),
          updatedAt: publishedOn,
        });
        if (scheduled) toSchedule.push({ id: row.id, publishAt });
        await publishingSeedRepository.insertLog(tx, [
          {
            communityId,
            feedItemId: row.id,
            actorUserId: null,
            action: 'CREATED',
            at: new Date(publishedOn.getTime() - DAY),
          },
          ...(status === 'DRAFT'
            ? []
            : [
                {
                  communityId,
                  feedItemId: row.id,
                  actorUserId: null,
                  action: status === 'SCHEDULED' ? 'SCHEDULED' : 'PUBLISHED',
                  at: publishedOn,
                },
              ]),
        ]);
        if (status !== 'PUBLISHED' || people.length === 0) continue;
        const events: (typeof activityEvents.$inferInsert)[] = [];
        const likers = new Set<string>();
        const age = now - publishedOn.getTime();
        for (const m of people) {
          if (random() > 0.55) continue;
          const at = new Date(publishedOn.getTime() + Math.floor(random() * age));
          events.push({ communityId, feedItemId: row.id, membershipId: m.id, type: 'VIEW', at });
          if (random() < 0.3) {
            likers.add(m.id);
            events.push({ communityId, feedItemId: row.id, membershipId: m.id, type: 'LIKE', at });
          }
          if (item.kind === 'FORM' && random() < 0.35)
            events.push({
              communityId,
              feedItemId: row.id,
              membershipId: m.id,
              type: 'CONVERSION',
              conversion: 'FORM',
              at,
            });
          if (item.kind === 'EVENT' && random() < 0.4)
            events.push({
              communityId,
              feedItemId: row.id,
              membershipId: m.id,
              type: 'CONVERSION',
              conversion: 'RSVP',
              at,
            });
          if (item.kind === 'JOB' && random() < 0.25)
            events.push({
              communityId,
              feedItemId: row.id,
              membershipId: m.id,
              type: 'CONVERSION',
              conversion: 'JOB_LINK',
              at,
            });
        }
        await activitySeedRepository.insertEvents(tx, events);
        if (likers.size)
          await feedSeedRepository.insertLikes(
            tx,
            [...likers].map((membershipId) => ({ feedItemId: row.id, membershipId })),
          );
        await repo.setCounters(tx, row.id, {
          viewCount: events.filter((e) => e.type === 'VIEW').length,
          likeCount: likers.size,
        });
      }
    });
    // Scheduled demo items go live on their own, like real ones.
    for (const { id, publishAt } of toSchedule)
      await ctx.queue.send(
        publishScheduled,
        { feedItemId: id, publishAt: publishAt.toISOString() },
        { startAfter: publishAt, singletonKey: scheduleKey(id, publishAt) },
      );
  }
}
