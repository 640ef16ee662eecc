import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { communityAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { toastStore } from '../../../components/toasts';
import { consoleHandlers } from '../test/fixtures';
import { AnalyticsPage } from './analytics-page';

withFakeApi();
beforeEach(() => signIn(communityAdmin));

/** The tab's own count tile (the Insights under it show the same figure under the same name). */
const tabTile = async (name: string) => (await screen.findAllByRole('region', { name }))[0]!;

/** Every call made, as "path?query". */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

describe('/admin/analytics', () => {
  it('asks each tab’s own routes: member types the console’s, guest types the guests’', async () => {
    server.use(...consoleHandlers);
    const calls = recordCalls();
    const user = setupUser();
    renderWithProviders(<AnalyticsPage />, { route: '/' });

    const tile = await tabTile('Member sign-ups');
    await waitFor(() => expect(tile).toHaveTextContent('12'));
    await waitFor(() => expect(calls).toContain('/v1/admin/analytics/log-date?type=USER&filter=MONTH'));
    expect(calls).toContain('/v1/admin/analytics?type=USER&filter=MONTH');

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    const top = await screen.findByRole('region', { name: 'Top content' });
    await waitFor(() => expect(top).toHaveTextContent('Summer feast'));
    expect(calls).toContain('/v1/admin/analytics/log-date?type=CONTENT&filter=MONTH');

    await user.click(screen.getByRole('tab', { name: 'Guests' }));
    const guests = await screen.findByRole('region', { name: 'Guest activity' });
    await waitFor(() => expect(guests).toHaveTextContent('14'));
    await waitFor(() => expect(calls).toContain('/v2/guests/admin/guests?filter=MONTH'));
    expect(calls).toContain('/v2/guests/admin/analytics?type=GUEST&filter=MONTH');
    expect(calls).toContain('/v2/guests/analytics/activity?filter=MONTH');

    await user.click(screen.getByRole('tab', { name: 'Guest notifications' }));
    await waitFor(() => expect(calls).toContain('/v2/guests/admin/log-date?type=NOTIFICATION&filter=MONTH'));
    expect(calls).toContain('/v2/guests/admin/analytics?type=GUEST_NOTIFICATION&filter=MONTH');
    await user.click(screen.getByRole('tab', { name: 'Upgrades' }));
    await waitFor(() => expect(calls).toContain('/v2/guests/admin/log-date?type=UPGRADE&filter=MONTH'));
    // A guest tab never asks the members' count route for a guest type.
    expect(calls.filter((c) => c.startsWith('/v1/admin/analytics?type=GUEST'))).toEqual([]);
  });

  // Issue 22 item 4: "Content published 113, +4 in the last 7 days" stayed put whatever the period; the insights
  // had a period of their own.
  it('moves every tile, insight and list with the page’s period, each saying the period', async () => {
    server.use(...consoleHandlers);
    const calls = recordCalls();
    const user = setupUser();
    renderWithProviders(<AnalyticsPage />, { route: '/' });
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    const tile = await tabTile('Content published');
    await waitFor(() => expect(tile).toHaveTextContent('Content publishedLast 30 days4'));
    const insights = screen.getByRole('region', { name: 'Insights' });
    // No period of its own: the page's.
    expect(within(insights).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(insights).getByRole('region', { name: 'Member sign-ups, Insights' })).toHaveTextContent(
      'Last 30 days',
    );

    for (const [label, filter, figure] of [
      ['Last 7 days', 'WEEK', '1'],
      ['Last 365 days', 'YEAR', '8'],
      ['Lifetime', 'LIFETIME', '10'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name: label }));
      await waitFor(() => expect(tile).toHaveTextContent(`Content published${label}${figure}`));
      for (const route of [
        '/v1/admin/analytics?type=CONTENT',
        '/v1/admin/analytics/log-date?type=CONTENT',
        '/v1/admin/analytics/top-content?',
        '/v2/insights/user?',
        '/v2/insights/system?',
      ])
        expect(calls, route).toContain(`${route}${route.endsWith('?') ? '' : '&'}filter=${filter}`);
      expect(screen.getByRole('region', { name: 'Top content' })).toHaveTextContent(label);
      expect(within(insights).getByRole('region', { name: 'Content published, Insights' })).toHaveTextContent(
        label,
      );
    }
  });

  it('waits for both days of a range, then asks the series over them', async () => {
    // Days after today cannot be picked: a fixed today (15 March 2026) keeps its month's 1st and 2nd pickable.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    server.use(...consoleHandlers);
    const calls = recordCalls();
    const user = setupUser();
    renderWithProviders(<AnalyticsPage />, { route: '/' });
    await tabTile('Member sign-ups');
    await user.click(screen.getByText('Range'));
    // The calendar's code comes when a range is chosen (period-filter.tsx).
    await user.click(await screen.findByRole('button', { name: 'First and last day' }));
    await user.click(screen.getByRole('button', { name: '1 March 2026' }));
    expect(calls.filter((c) => c.includes('filter=RANGE'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: '2 March 2026' }));
    const range = encodeURIComponent('2026-03-01,2026-03-02');
    await waitFor(() =>
      expect(calls).toContain(`/v1/admin/analytics/log-date?type=USER&filter=RANGE&range=${range}`),
    );
    // The count too, and the tile says the days.
    expect(calls).toContain(`/v1/admin/analytics?type=USER&filter=RANGE&range=${range}`);
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Member sign-ups' })[0]).toHaveTextContent(
        'From Mar 1, 2026 to Mar 2, 2026',
      ),
    );
  });

  it('shows the spec’s fallback when the counts fail without a message', async () => {
    server.use(
      http.get('*/v1/admin/analytics', () => new HttpResponse(null, { status: 500 })),
      ...consoleHandlers,
    );
    renderWithProviders(<AnalyticsPage />, { route: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error trying to fetch log counts');
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.description)).toContain(
        'Error trying to fetch log counts',
      ),
    );
  });
});
