import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeedItemDetail, PublishingLogList } from '@gathering/contract';
import {
  communityAdmin,
  itemAnalyticsHandlers,
  renderApp,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';

withFakeApi();

const event = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  objectId: null,
  headline: 'Summer feast',
  tagline: '',
  coverImage: null,
  access: 'MEMBERS',
  status: 'DRAFT',
  feedItemType: 'EventItem',
  tags: [],
  publishedOn: null,
  publishAt: null,
  publishZone: null,
  views: 0,
  likes: 0,
  citationRequired: false,
  pinned: false,
  featured: false,
  open: false,
  isDeleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  recipients: [],
  groups: [],
  body: '<p>Come</p>',
  dateTimes: [],
} satisfies FeedItemDetail;

const emptyLog = { data: [], meta: { current: 0, pages: 0, total: 0 } } satisfies PublishingLogList;

describe('content detail (issue 10, item 17)', () => {
  it('moves an event opened under /admin/news to /admin/events', { timeout: 20_000 }, async () => {
    server.use(
      http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(event)),
      http.get('*/v2/publishingActivity/:id/log', () => HttpResponse.json(emptyLog)),
      http.get('*/v1/feedItem/analytics/:id/notifications', () => HttpResponse.json({ data: [] })),
      // The item's analytics panel (composed in by the app page).
      ...itemAnalyticsHandlers,
    );
    await signIn(communityAdmin);
    renderApp(`/admin/news/${event.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Summer feast' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The screen is the events one: it names the item an Event, not a News item.
    expect(screen.getByText('Event', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('News item', { exact: true })).not.toBeInTheDocument();
  });
});
