import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeedItemDetail, FeedItemListEntry } from '@gathering/contract';
import {
  communityAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';

const t = i18n.getFixedT('en', 'content');
withFakeApi();

const archived = {
  id: '7b0c9a52-56a4-4d8e-9d7e-1f2a3b4c5d6e',
  objectId: null,
  headline: 'Old council notes',
  tagline: '',
  coverImage: null,
  access: 'MEMBERS',
  status: 'ARCHIVED',
  feedItemType: 'NewsItem',
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
} satisfies FeedItemListEntry;

describe('content list, Archived view (issue 10, item 15)', () => {
  it('offers only Restore, which brings the selected items back', { timeout: 20_000 }, async () => {
    let restored = false;
    server.use(
      http.get('*/v1/base/news', ({ request }) => {
        const isArchived = new URL(request.url).searchParams.get('archived') === 'true';
        const data = isArchived && !restored ? [archived] : [];
        return HttpResponse.json({ data, meta: { current: 0, pages: 1, total: data.length } });
      }),
      http.post('*/v1/feeditem/restore/:id', () => {
        restored = true;
        return HttpResponse.json({ ...archived, status: 'DRAFT' } as unknown as FeedItemDetail);
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/news');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Archived' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: 'News list' });
    await within(table).findByText('Old council notes');
    for (const name of ['Retract', 'Archive', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    await user.click(within(table).getAllByRole('checkbox').at(-1)!);
    await user.click(screen.getByRole('button', { name: t('restore.action') }));
    await waitFor(() => expect(requests).toContain(`POST /v1/feeditem/restore/${archived.id}`));
    expect(await screen.findByText(t('restore.done', { count: 1 }))).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Old council notes')).not.toBeInTheDocument());
  });
});

describe('content list, a scheduled item (issue 22 item 5)', () => {
  it('says when it is scheduled for, in its zone, instead of a dash', { timeout: 20_000 }, async () => {
    const scheduled = {
      ...archived,
      headline: 'Treaty day',
      status: 'SCHEDULED',
      publishAt: '2026-11-23T15:00:00.000Z',
      publishZone: 'America/Winnipeg',
    } satisfies FeedItemListEntry;
    server.use(
      http.get('*/v1/base/news', () =>
        HttpResponse.json({ data: [scheduled], meta: { current: 0, pages: 1, total: 1 } }),
      ),
    );
    await signIn(communityAdmin);
    renderApp('/admin/news');
    const table = await screen.findByRole('table', { name: 'News list' }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /Treaty day/ });
    expect(row).toHaveTextContent('Scheduled for Nov 23, 2026, 09:00 AM (Winnipeg)');
    expect(row).not.toHaveTextContent('—');
  });
});

describe('content list, a search with no match (issue 40 #8)', () => {
  it('says nothing matches, not that there is nothing yet', { timeout: 20_000 }, async () => {
    server.use(
      http.get('*/v1/base/news', () =>
        HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } }),
      ),
    );
    await signIn(communityAdmin);
    renderApp('/admin/news');
    expect(await screen.findByText(t('kinds.news.empty'), {}, { timeout: 10_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'powwow');
    expect(await screen.findByText('No item matches your search')).toBeInTheDocument();
    expect(screen.queryByText(t('kinds.news.empty'))).not.toBeInTheDocument();
  });
});
