import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { communityAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { toastStore } from '../../../components/toasts';
import { ITEM, itemHandlers, itemViews } from '../test/fixtures';
import { ItemAnalytics } from './item-analytics';

withFakeApi();
beforeEach(() => signIn(communityAdmin));

const FAILED = 'Error trying to fetch feed item analytics';
const toasts = () => toastStore.getSnapshot().map((t) => t.description ?? t.title);

/** The query strings the six routes were called with, by route. */
function recordQueries() {
  const seen: Record<string, string[]> = {};
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const route = url.pathname.split('/').pop()!;
    (seen[route] ??= []).push(url.search);
  });
  return seen;
}

describe('<ItemAnalytics/>: the six views of one feed item', () => {
  it('asks all six (series on WEEK by default) and shows each view in its tab', async () => {
    server.use(...itemHandlers);
    const seen = recordQueries();
    const user = setupUser();
    renderWithProviders(<ItemAnalytics id={ITEM} />, { route: '/' });

    const region = await screen.findByRole('region', { name: 'Analytics' });
    expect(await within(region).findByRole('region', { name: 'Views in the period' })).toHaveTextContent(
      '11',
    );
    expect(within(region).getByRole('region', { name: 'Unique viewers in the period' })).toHaveTextContent(
      '7',
    );
    // Each tile says its days (issue 22 item 4).
    expect(within(region).getByRole('region', { name: 'Views in the period' })).toHaveTextContent(
      'From Nov 17, 2026 to Nov 23, 2026',
    );
    expect(Object.keys(seen).sort()).toEqual(
      ['activityLog', 'conversions', 'log', 'notifications', 'viewership', 'views'].sort(),
    );
    expect(seen.views).toEqual(['?filter=WEEK']);
    expect(seen.conversions).toEqual(['?filter=WEEK']);

    await user.click(screen.getByRole('tab', { name: 'Viewership' }));
    expect(screen.getByRole('region', { name: 'Viewership' })).toHaveTextContent('75%');
    expect(screen.getByRole('region', { name: 'Audience' })).toHaveTextContent('Now120');
    expect(screen.getByRole('region', { name: 'Total views' })).toHaveTextContent('Lifetime240');

    await user.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(screen.getByRole('region', { name: 'Conversions, all time' })).toHaveTextContent('Lifetime31');
    expect(screen.getByRole('table', { name: 'By kind' })).toHaveTextContent('RSVPs11');

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('row', { name: /Feast tonight/ })).toHaveTextContent('80');
    // Each push opens its own page (this view is the item's only list of its pushes).
    expect(screen.getByRole('link', { name: 'Feast tonight' })).toHaveAttribute(
      'href',
      '/admin/notifications/00000000-0000-4000-8000-0000000000b1',
    );

    await user.click(screen.getByRole('tab', { name: 'Activity log' }));
    expect(screen.getByRole('row', { name: /Ann Smith/ })).toHaveTextContent('ann@river.test');
    expect(screen.getByRole('row', { name: /Guest/ })).toHaveTextContent('Conversion');

    await user.click(screen.getByRole('tab', { name: 'Publishing log' }));
    expect(screen.getByRole('row', { name: /Mary River/ })).toHaveTextContent('Published');
  });

  it('fails as a whole when one of the six fails: no view is shown, one error with the spec fallback', async () => {
    // Handlers given first win: the failing one, then the five that answer.
    server.use(
      // A failure without a message: the spec's fallback is shown.
      http.get('*/v1/feedItem/analytics/:id/viewership', () => new HttpResponse(null, { status: 500 })),
      ...itemHandlers,
    );
    const user = setupUser();
    renderWithProviders(<ItemAnalytics id={ITEM} />, { route: '/' });

    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(FAILED);
    await waitFor(() => expect(toasts()).toContain(FAILED));
    // The views that did answer are not shown either.
    expect(screen.queryByRole('region', { name: 'Views in the period' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Publishing log' }));
    expect(screen.queryByRole('row', { name: /Mary River/ })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the failure has one', async () => {
    server.use(
      http.get('*/v1/feedItem/analytics/:id/activityLog', () =>
        HttpResponse.json({ message: 'Feed item not found' }, { status: 404 }),
      ),
      ...itemHandlers,
    );
    renderWithProviders(<ItemAnalytics id={ITEM} />, { route: '/' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Feed item not found');
    await waitFor(() => expect(toasts()).toContain('Feed item not found'));
  });

  it('asks again with the chosen period, clearing the views while they load', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/feedItem/analytics/:id/views', async ({ request }) => {
        if (new URL(request.url).searchParams.get('filter') === 'MONTH') await held;
        return HttpResponse.json(itemViews);
      }),
      ...itemHandlers,
    );
    const seen = recordQueries();
    const user = setupUser();
    renderWithProviders(<ItemAnalytics id={ITEM} />, { route: '/' });
    await screen.findByRole('region', { name: 'Views in the period' });
    await user.click(screen.getByText('Last 30 days'));
    // Cleared while loading (spec §4), then shown again.
    expect(await screen.findByRole('status', { name: 'Loading the item’s analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Views in the period' })).not.toBeInTheDocument();
    release();
    await screen.findByRole('region', { name: 'Views in the period' });
    expect(seen.views).toEqual(['?filter=WEEK', '?filter=MONTH']);
  });
});
