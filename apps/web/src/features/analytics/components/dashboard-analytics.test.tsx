import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { communityAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { toastStore } from '../../../components/toasts';
import { consoleHandlers } from '../test/fixtures';
import { DashboardAnalytics } from './dashboard-analytics';

withFakeApi();
beforeEach(() => signIn(communityAdmin));

describe('the community dashboard’s analytics', () => {
  it('shows each count with its weekly change, the top content and the newest members', async () => {
    server.use(...consoleHandlers);
    renderWithProviders(<DashboardAnalytics />, { route: '/' });
    const members = await screen.findByRole('region', { name: 'Member sign-ups' });
    await waitFor(() => expect(members).toHaveTextContent('57+5 in the last 7 days'));
    expect(screen.getByRole('region', { name: 'New guests' })).toHaveTextContent('10');
    const top = screen.getByRole('region', { name: 'Top content' });
    const link = await within(top).findByRole('link', { name: 'Summer feast' });
    // The kind's own screen (EVENT → /admin/events).
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/events\/[0-9a-f-]{36}$/));
    expect(within(top).getByText('1,234')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Recent members' })).findByText('Ann Smith'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Activity in the last 30 days' })).toBeInTheDocument();
  });

  it('asks the all-time top content on request', async () => {
    const filters: string[] = [];
    server.use(
      http.get('*/v1/admin/analytics/top-content', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter')!);
        return HttpResponse.json({ from: '2026-01-01', to: '2026-11-23', data: [] });
      }),
      ...consoleHandlers,
    );
    const user = setupUser();
    renderWithProviders(<DashboardAnalytics />, { route: '/' });
    const top = await screen.findByRole('region', { name: 'Top content' });
    await waitFor(() => expect(filters).toEqual(['WEEKLY']));
    await user.click(within(top).getByText('All time'));
    await waitFor(() => expect(filters).toEqual(['WEEKLY', 'ALL_TIME']));
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
