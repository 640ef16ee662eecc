import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { itemSearchTextWithVersions } from '../../src/modules/content/content.search';
import { PIN_BOOST } from '../../src/modules/content/publishing.repository';
import { copyRows } from './copy';
import type { Members } from './people';
import type { Shape } from './shape';

const DAY = 86_400_000;

/** The languages a community publishes in: a third in English alone, a third also in French, a third also in Cree. */
export const LANGUAGE_SETS = [['en', 'crk', 'fr'], ['en', 'fr'], ['en']] as const;
export const languagesOf = (k: number) => LANGUAGE_SETS[(k - 1) % LANGUAGE_SETS.length];
export const LANGUAGE_ROWS: Record<string, { name: string; script: string }> = {
  en: { name: 'English', script: 'Latn' },
  fr: { name: 'Français', script: 'Latn' },
  crk: { name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
};
const VERSION_TEXT: Record<string, { headline: string; tagline: string; body: string }> = {
  fr: {
    headline: 'Avis à la communauté',
    tagline: 'Nouvelles de la Nation',
    body: '<p>Réunion ce soir.</p>',
  },
  crk: { headline: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ', tagline: 'ᐅᑳᐏᒪᐤ ᐊᐢᑭᕀ', body: '<p>ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ ᐊᔭᐦᐃᐤ᙮</p>' },
};
const HEADLINES = [
  'Band office hours',
  'Water advisory lifted',
  'Youth hockey tryouts',
  'Elders lunch',
  'Road update',
];

/**
 * Published items, most news, some events and jobs, over the last year (a few pinned), each with its versions in
 * the community's other languages; feed_rank and search_text as the app writes them. Answers each community's
 * item ids (the events name them).
 */
export async function seedItems(
  client: pg.Client,
  shape: Shape,
  communityIds: string[],
  random: () => number,
  now: number,
): Promise<string[][]> {
  const ids = shape.communities.map((c) => Array.from({ length: c.items }, () => randomUUID()));
  const versions: unknown[][] = [];
  function* items() {
    for (let c = 0; c < shape.communities.length; c++) {
      const others = languagesOf(c + 1).slice(1);
      for (let i = 0; i < ids[c].length; i++) {
        const u = random();
        const kind = u < 0.7 ? 'NEWS' : u < 0.85 ? 'EVENT' : 'JOB';
        const headline = `${HEADLINES[i % HEADLINES.length]} ${i + 1}`;
        const tagline = `From Nation ${c + 1}`;
        const data = { body: `<p>${headline}: everyone is welcome at the band office.</p>` };
        const published = now - random() ** 1.5 * 365 * DAY;
        const pinned = i === 0;
        // One item in five is open to guests too; the rest to members.
        const access = random() < 0.2 ? 'OPEN' : 'MEMBERS';
        const rank = Math.floor(published) + (pinned ? PIN_BOOST : 0);
        const texts = others.map((language) => ({ language, ...VERSION_TEXT[language] }));
        for (const v of texts)
          versions.push([ids[c][i], communityIds[c], v.language, v.headline, v.tagline, v.body]);
        const search = itemSearchTextWithVersions({ headline, tagline, data }, texts);
        const at = new Date(published).toISOString();
        yield [
          ids[c][i],
          communityIds[c],
          kind,
          headline,
          tagline,
          access,
          'PUBLISHED',
          pinned,
          at,
          JSON.stringify(data),
          rank,
          at,
          at,
          search,
          'en',
        ];
      }
    }
  }
  const head = [
    'id',
    'community_id',
    'kind',
    'headline',
    'tagline',
    'access',
    'status',
    'pinned',
    'published_on',
  ];
  const tail = ['data', 'feed_rank', 'created_at', 'updated_at', 'search_text', 'language'];
  await copyRows(client, 'feed_items', [...head, ...tail], items());
  await copyRows(
    client,
    'feed_item_translations',
    ['feed_item_id', 'community_id', 'language', 'headline', 'tagline', 'body'],
    versions,
  );
  return ids;
}

/**
 * Support: a ticket is its member's first message, the rest of the messages are its comments (replies by the
 * community's administrators and the member), a ticket having four messages on average. Tickets follow the
 * communities' sizes; most are resolved.
 */
export async function seedSupport(
  client: pg.Client,
  shape: Shape,
  communityIds: string[],
  members: Members,
  random: () => number,
  now: number,
): Promise<{ tickets: number; comments: number }> {
  const ticketCount = Math.round(shape.supportMessages / 4);
  const weights = shape.communities.map((c) => c.members / shape.memberships);
  const tickets: { id: string; at: number }[] = [];
  const details = JSON.stringify({
    os: 'android',
    osVersion: '14',
    device: 'Pixel 7',
    manufacturer: 'Google',
    network: 'cellular',
    timezone: 'America/Winnipeg',
  });
  function* rows() {
    for (let c = 0; c < shape.communities.length; c++) {
      const count = Math.max(1, Math.round(ticketCount * weights[c]));
      for (let t = 0; t < count; t++) {
        const id = randomUUID();
        const at = now - random() * 365 * DAY;
        const member = members.ids[c][Math.floor(random() * members.ids[c].length)];
        const resolved = random() < 0.8;
        const iso = new Date(at).toISOString();
        const last = new Date(at + 2 * DAY).toISOString();
        tickets.push({ id, at });
        yield [
          id,
          communityIds[c],
          member,
          'QUESTION',
          resolved ? 'RESOLVED' : 'OPEN',
          'When is the next meeting?',
          '3.2.0',
          details,
          resolved ? last : null,
          last,
          last,
          iso,
          last,
        ];
      }
    }
  }
  await copyRows(
    client,
    'support_tickets',
    [
      'id',
      'community_id',
      'membership_id',
      'type',
      'status',
      'message',
      'app_build',
      'device_details',
      'resolved_at',
      'last_activity_at',
      'last_member_activity_at',
      'created_at',
      'updated_at',
    ],
    rows(),
  );
  const commentCount = shape.supportMessages - tickets.length;
  function* comments() {
    for (let i = 0; i < commentCount; i++) {
      const ticket = tickets[Math.floor(random() * tickets.length)];
      const admin = random() < 0.5;
      const at = new Date(ticket.at + random() * 2 * DAY).toISOString();
      yield [
        randomUUID(),
        ticket.id,
        admin ? 'COMMUNITY_ADMIN' : 'MEMBER',
        admin ? 'Band office' : 'Member',
        admin ? 'The meeting is on Thursday at 7.' : 'Thank you.',
        at,
      ];
    }
  }
  await copyRows(
    client,
    'support_comments',
    ['id', 'ticket_id', 'role', 'author_name', 'body', 'created_at'],
    comments(),
  );
  return { tickets: tickets.length, comments: commentCount };
}
