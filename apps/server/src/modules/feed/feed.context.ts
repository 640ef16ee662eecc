import { contentMessages, type AppFeedItem } from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileAddresses } from '../../lib/files/storage';
import { notFound } from '../../lib/errors';
import {
  attachmentsById,
  attachmentInLanguage,
  inLanguage,
  kindFields,
  toListEntry,
  type ApprovalRow,
  type AttachmentRow,
  type ContentRepository,
  type ContentService,
  type FeedItemRow,
} from '../content';
import type { MailService } from '../mail';
import type { CommunitiesRepository } from '../communities';
import { feedRepository as repo, type Viewer } from './feed.repository';
import { createRenderedItems } from './rendered-items';
import { createCommunityFeed } from './community-feed';
import { isUuid } from '../../lib/uuid';

export interface FeedDeps {
  database: Database;
  clock: Clock;
  content: ContentService;
  /** Content's counters on its items (content owns feed_items). */
  counters: Pick<ContentRepository, 'countView' | 'countLike'>;
  mail: MailService;
  /** The communities module's names (the form e-mail's sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
  /** Stored file addresses made absolute for answers. */
  addresses: FileAddresses;
  /** The communities module's languages: the default one is the readers' last fallback. */
  languages: { defaultLanguage(ex: Database['db'], communityId: string): Promise<string> };
}

export interface Page {
  offset: number;
  limit: number;
  search?: string;
}

/**
 * What the feed's operations share (feed.service.ts builds it once): the dependencies, the caches of the member
 * app's pages and renderings, each community's default language, and the two steps every app read takes — the
 * item the viewer may see, and items as the app shows them.
 */
export function feedContext(deps: FeedDeps) {
  const { clock } = deps;
  const db = deps.database.db;

  // Each community's default language, held a minute (as the community feed's lists are): a reader whose
  // languages an item has no version in gets it, and a change of default shows within that minute.
  const defaults = new Map<string, { tag: string; at: number }>();
  async function defaultLanguage(communityId: string): Promise<string> {
    const hit = defaults.get(communityId);
    if (hit && clock.now().getTime() - hit.at < 60_000) return hit.tag;
    const tag = await deps.languages.defaultLanguage(db, communityId);
    if (defaults.size >= 1_000) defaults.clear();
    defaults.set(communityId, { tag, at: clock.now().getTime() });
    return tag;
  }

  /** Items as the member app shows them: the console detail without the audience lists, with the viewer's like. */
  function toApp(
    source: FeedItemRow[],
    page: {
      files: Map<string, AttachmentRow>;
      approvals: Map<string, ApprovalRow[]>;
      liked: Set<string>;
      versions: Awaited<ReturnType<ContentService['versions']>>;
      readerLanguages: readonly string[];
      communityDefault: string;
    },
  ): AppFeedItem[] {
    const files = attachmentsById(page.files.values(), deps.addresses.publicAddress);
    const rows = source.map((row) =>
      inLanguage(
        row,
        page.versions.filter((t) => t.feedItemId === row.id),
        page.readerLanguages,
        page.communityDefault,
      ),
    );
    return rows.map((row) => {
      // The member API's one casing: a job's keys of the console's shape (the spec's) leave in camelCase; the
      // document's reviewers (names, e-mails, comments) are for its administrators only.
      const {
        closing_date: closingDate,
        external_url: externalUrl,
        contact_info: contactInfo,
        approval: _approval,
        ...fields
      } = kindFields(row, files, page.approvals.get(row.id), deps.addresses);
      // A document's file is named in the version read (issue 23).
      if (fields.attachment)
        fields.attachment = attachmentInLanguage(
          fields.attachment,
          page.versions.filter((t) => t.feedItemId === row.id),
          row.language,
        );
      return {
        ...toListEntry(row, files),
        ...fields,
        ...(row.kind === 'JOB' ? { closingDate, externalUrl, contactInfo } : {}),
        liked: page.liked.has(row.id),
        language: row.language,
      };
    });
  }

  /** The item if the viewer may see it; another community's, a hidden or a missing one is the same 404. */
  async function visible(v: Viewer, id: string): Promise<FeedItemRow> {
    const row = isUuid(id) ? await repo.findVisible(db, v, id) : undefined;
    if (!row) throw notFound(contentMessages.feedItemNotFound);
    return row;
  }

  return {
    ...deps,
    db,
    defaultLanguage,
    toApp,
    visible,
    // ~2 KB an item: a few thousand items of recent pages, in a bounded few tens of MB at most.
    rendered: createRenderedItems({ maxEntries: 5_000, maxBytes: 32_000_000 }),
    // Renderings under way, so the burst after a push renders each item once, not once per waiting request.
    rendering: new Map<string, Promise<{ text: Buffer; tag: string } | undefined>>(),
    // Most communities' live items fit; a community past 10,000 is paged by the statement instead.
    pages: createCommunityFeed({
      database: deps.database,
      clock,
      maxCommunities: 200,
      maxItems: 10_000,
      maxReaders: 50_000,
      maxAgeMs: 60_000,
    }),
  };
}

export type FeedContext = ReturnType<typeof feedContext>;
