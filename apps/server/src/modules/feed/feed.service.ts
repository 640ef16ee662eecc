import type { FeedList } from '@gathering/contract';
import { appFeedJson } from './feed.app-page';
import { appItem } from './feed.app-item';
import { consoleList } from './feed.console-lists';
import { feedContext, type FeedDeps, type Page } from './feed.context';
import { jobLink } from './feed.job-link';
import { like } from './feed.like';
import { rsvp } from './feed.rsvp';
import { submitForm } from './feed.submit-form';
import { feedRepository as repo, type Viewer } from './feed.repository';

export type { Viewer };

/**
 * The feed: the console's lists, and the member app's page, item, likes and conversions. One operation per file
 * (feed.<operation>.ts) over the context they share (feed.context.ts); this only puts them together.
 */
export function createFeedService(deps: FeedDeps) {
  const ctx = feedContext(deps);
  return {
    // --- console ---
    communityFeed: (communityId: string, q: Page): Promise<FeedList> => consoleList(ctx, communityId, q),
    publicFeed: (communityId: string, q: Page): Promise<FeedList> =>
      consoleList(ctx, communityId, { ...q, extra: repo.open() }),
    pinnedPage: (communityId: string, q: Page): Promise<FeedList> =>
      consoleList(ctx, communityId, { ...q, extra: repo.pinned() }),
    featured: async (communityId: string) => ({
      featured: (await consoleList(ctx, communityId, { offset: 0, limit: 100, extra: repo.featured() })).data,
    }),
    pinned: async (communityId: string) => ({
      pinned: (await consoleList(ctx, communityId, { offset: 0, limit: 100, extra: repo.pinned() })).data,
    }),

    // --- member app ---
    appFeedJson: (v: Viewer, q: Page) => appFeedJson(ctx, v, q),
    appItem: (v: Viewer, id: string) => appItem(ctx, v, id),
    like: (v: Viewer, id: string, liked: boolean) => like(ctx, v, id, liked),
    submitForm: (v: Viewer, id: string, body: Parameters<typeof submitForm>[3]) =>
      submitForm(ctx, v, id, body),
    rsvp: (v: Viewer, id: string, dateTimeId?: string) => rsvp(ctx, v, id, dateTimeId),
    jobLink: (v: Viewer, id: string) => jobLink(ctx, v, id),
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
