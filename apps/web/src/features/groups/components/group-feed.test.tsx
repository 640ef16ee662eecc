import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FeedItemListEntry, GroupDetailResponse } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { GroupFeed } from './group-feed';

const entry = (n: number, over: Partial<FeedItemListEntry>): FeedItemListEntry => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  objectId: null,
  headline: `Item ${n}`,
  tagline: '',
  coverImage: null,
  access: 'GROUPS',
  status: 'PUBLISHED',
  feedItemType: 'NewsItem',
  tags: [],
  publishedOn: '2026-03-05T12:00:00.000Z',
  publishAt: null,
  publishZone: null,
  views: 0,
  likes: 0,
  citationRequired: false,
  pinned: false,
  featured: false,
  open: false,
  isDeleted: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

function renderFeed(feed: GroupDetailResponse['groupFeed'], onPage = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <GroupFeed feed={feed} page={0} onPage={onPage} />
    </MemoryRouter>,
  );
  return onPage;
}

describe('GroupFeed', () => {
  it('lists each item with a link to its screen, its kind, status and publishing date', () => {
    const kinds = [
      ['NewsItem', 'news'],
      ['EventItem', 'events'],
      ['JobItem', 'jobs'],
      ['FormItem', 'forms'],
      ['DocumentItem', 'documents'],
    ] as const;
    const data = kinds.map(([feedItemType], i) => entry(i + 1, { feedItemType, headline: `Item ${i + 1}` }));
    data[1] = { ...data[1], status: 'SCHEDULED', publishedOn: null, tagline: 'Save the date' };
    renderFeed({ data, meta: { current: 0, pages: 1, total: data.length } });

    kinds.forEach(([, path], i) => {
      const link = screen.getByRole('link', { name: `Item ${i + 1}` });
      expect(link).toHaveAttribute('href', `/admin/${path}/${data[i].id}`);
    });
    const news = within(screen.getByRole('article', { name: 'Item 1' }));
    expect(news.getByText('News')).toBeInTheDocument();
    expect(news.getByText('Published')).toBeInTheDocument();
    expect(news.getByText('Published Mar 5, 2026')).toBeInTheDocument();
    const event = within(screen.getByRole('article', { name: 'Item 2' }));
    expect(event.getByText('Event')).toBeInTheDocument();
    expect(event.getByText('Scheduled')).toBeInTheDocument();
    expect(event.getByText('Not published')).toBeInTheDocument();
    expect(event.getByText('Save the date')).toBeInTheDocument();
  });

  it('pages through a long feed', async () => {
    const onPage = renderFeed({ data: [entry(1, {})], meta: { current: 0, pages: 3, total: 15 } });
    await setupUser().click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('says so when nothing was published to the group', () => {
    renderFeed({ data: [], meta: { current: 0, pages: 0, total: 0 } });
    expect(screen.getByText('Nothing has been published to this group yet.')).toBeInTheDocument();
  });
});
