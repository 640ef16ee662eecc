import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { communityAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { toastStore } from '../../../components/toasts';
import { consoleHandlers, week } from '../test/fixtures';
import { DashboardAnalytics } from './dashboard-analytics';

withFakeApi();
beforeEach(() => signIn(communityAdmin));

describe('the community dashboard’s analytics', () => {
  it('shows each count of its period (the last 30 days at first), the top content and the newest members', async () => {
    server.use(...consoleHandlers);
    renderWithProviders(<DashboardAnalytics />, { route: '/' });
    const members = await screen.findByRole('region', { name: 'Member sign-ups' });
    await waitFor(() => expect(members).toHaveTextContent('Member sign-upsLast 30 days12'));
    expect(screen.getByRole('region', { name: 'New guests' })).toHaveTextContent('New guestsLast 30 days4');
    const top = screen.getByRole('region', { name: 'Top content' });
    const link = await within(top).findByRole('link', { name: 'Summer feast' });
    // The kind's own screen (EVENT → /admin/events).
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/events\/[0-9a-f-]{36}$/));
    expect(within(top).getByText('1,234')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Recent members' })).findByText('Ann Smith'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: 'Member sign-ups and content published a day' }),
    ).toBeInTheDocument();
  });

  // Issue 22 item 4: one period drives every figure of the dashboard's activity, and each says which.
  it('moves every count, the chart and the top content with the period, and says the period', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/v1/admin/analytics/top-content', ({ request }) => {
        asked.push(`top-content ${new URL(request.url).searchParams.get('filter')}`);
        return HttpResponse.json({ from: '2026-01-01', to: '2026-11-23', data: [] });
      }),
      http.get('*/v1/admin/analytics/log-date', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`log-date ${q.get('type')} ${q.get('filter')}`);
        return HttpResponse.json(week());
      }),
      ...consoleHandlers,
    );
    const user = setupUser();
    renderWithProviders(<DashboardAnalytics />, { route: '/' });
    const members = await screen.findByRole('region', { name: 'Member sign-ups' });
    await waitFor(() => expect(members).toHaveTextContent('Last 30 days12'));
    await user.click(screen.getByRole('radio', { name: 'Lifetime' }));
    await waitFor(() => expect(members).toHaveTextContent('Member sign-upsLifetime57'));
    expect(screen.getByRole('region', { name: 'Content published' })).toHaveTextContent('Lifetime10');
    const top = screen.getByRole('region', { name: 'Top content' });
    expect(top).toHaveTextContent('Lifetime');
    // No period of its own: the top content has no switch.
    expect(within(top).queryByRole('radiogroup')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          'top-content MONTH',
          'top-content LIFETIME',
          'log-date USER LIFETIME',
          'log-date CONTENT LIFETIME',
        ]),
      ),
    );
  });

  it('falls back to "Error trying to fetch top content" when the call fails without a message', async () => {
    server.use(
      http.get('*/v1/admin/analytics/top-content', () => new HttpResponse(null, { status: 500 })),
      ...consoleHandlers,
    );
    renderWithProviders(<DashboardAnalytics />, { route: '/' });
    const top = await screen.findByRole('region', { name: 'Top content' });
    expect(await within(top).findByRole('alert')).toHaveTextContent('Error trying to fetch top content');
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.description)).toContain(
        'Error trying to fetch top content',
      ),
    );
  });
});
