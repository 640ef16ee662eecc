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

    const tile = await screen.findByRole('region', { name: 'Member sign-ups' });
    await waitFor(() => expect(tile).toHaveTextContent('57'));
    await waitFor(() => expect(calls).toContain('/v1/admin/analytics/log-date?type=USER&filter=MONTH'));
    expect(calls).toContain('/v1/admin/analytics?type=USER');

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    const top = await screen.findByRole('region', { name: 'Top content' });
    await waitFor(() => expect(top).toHaveTextContent('Summer feast'));
    expect(calls).toContain('/v1/admin/analytics/log-date?type=CONTENT&filter=MONTH');

    await user.click(screen.getByRole('tab', { name: 'Guests' }));
    const guests = await screen.findByRole('region', { name: 'Guest activity' });
    await waitFor(() => expect(guests).toHaveTextContent('14'));
    await waitFor(() => expect(calls).toContain('/v2/guests/admin/guests?filter=MONTH'));
    expect(calls).toContain('/v2/guests/admin/analytics?type=GUEST');

    await user.click(screen.getByRole('tab', { name: 'Guest notifications' }));
    await waitFor(() => expect(calls).toContain('/v2/guests/admin/log-date?type=NOTIFICATION&filter=MONTH'));
    expect(calls).toContain('/v2/guests/admin/analytics?type=GUEST_NOTIFICATION');
    await user.click(screen.getByRole('tab', { name: 'Upgrades' }));
    await waitFor(() => expect(calls).toContain('/v2/guests/admin/log-date?type=UPGRADE&filter=MONTH'));
    // A guest tab never asks the members' count route for a guest type.
    expect(calls.filter((c) => c.startsWith('/v1/admin/analytics?type=GUEST'))).toEqual([]);
  });

  it('switches the insights between all time and this week', async () => {
    server.use(...consoleHandlers);
    const calls = recordCalls();
    const user = setupUser();
    renderWithProviders(<AnalyticsPage />, { route: '/' });
    const insights = await screen.findByRole('region', { name: 'Insights' });
    const members = await within(insights).findByRole('region', { name: 'Members' });
    await waitFor(() => expect(members).toHaveTextContent('211'));
    await user.click(within(insights).getByText('This week'));
    await waitFor(() => expect(calls).toContain('/v2/insights/system?filter=WEEKLY'));
    expect(calls).toContain('/v2/insights/user?filter=WEEKLY');
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
    await screen.findByRole('region', { name: 'Member sign-ups' });
    await user.click(screen.getByText('Range'));
    await user.click(screen.getByRole('button', { name: 'First and last day' }));
    await user.click(screen.getByRole('button', { name: '1 March 2026' }));
    expect(calls.filter((c) => c.includes('filter=RANGE'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: '2 March 2026' }));
    const range = encodeURIComponent('2026-03-01,2026-03-02');
    await waitFor(() =>
      expect(calls).toContain(`/v1/admin/analytics/log-date?type=USER&filter=RANGE&range=${range}`),
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
