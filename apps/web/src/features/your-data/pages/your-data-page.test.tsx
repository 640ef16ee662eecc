import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityClosing, YourData } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { YourDataPage } from './your-data-page';

const facts: YourData = {
  community: 'Demo Nation',
  database: { engine: 'postgresql', region: 'Canada (Montréal)' },
  files: { store: 's3', region: 'ca-central-1', bucket: 'gathering-files' },
  kept: { members: 12, guests: 3, devices: 1, supportTickets: 0, files: 7 },
  processors: [
    { kind: 'smtp', name: 'smtp.mail.example.org' },
    { kind: 's3', name: 's3.ca-central-1.amazonaws.com' },
    { kind: 'apple', name: 'Apple Push Notification service' },
  ],
  retention: { archiveAfterDays: null, purgeDeletedMembersAfterDays: 90 },
  graceDays: 30,
};

function serve(closing: CommunityClosing | null = null) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/v1/community/closing') return { data: closing };
    return { data: facts };
  });
}

describe('YourDataPage', { timeout: 30_000 }, () => {
  const toasts = watchToasts();
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('states what is kept, where, for how long and by whom, from the server’s facts', async () => {
    serve();
    renderWithProviders(<YourDataPage />, { route: '/admin/settings/data' });
    expect(await screen.findByText(/^12 members:/)).toBeInTheDocument();
    const where = screen.getByTestId('where');
    expect(where).toHaveTextContent('PostgreSQL, in Canada (Montréal)');
    expect(where).toHaveTextContent('“gathering-files”, region ca-central-1');
    const who = screen.getByTestId('processors');
    expect(who).toHaveTextContent('smtp.mail.example.org');
    expect(who).toHaveTextContent('Apple (Apple Push Notification service)');
    expect(who).not.toHaveTextContent('Google');
    const howLong = screen.getByTestId('how-long');
    expect(howLong).toHaveTextContent('purged for good 90 days after');
    expect(howLong).toHaveTextContent('stay published until you archive them');
    expect(howLong).toHaveTextContent('restorable for 30 days');
    expect(screen.queryByTestId('closing-banner')).not.toBeInTheDocument();
  });

  it('saves the retention rules, an empty field turning a rule off, and refuses 0 days', async () => {
    serve();
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(async (_path: string, body: unknown) => ({ data: body }));
    const user = setupUser();
    renderWithProviders(<YourDataPage />, { route: '/admin/settings/data' });
    const archive = await screen.findByLabelText('Archive past events and closed jobs after', {
      exact: false,
    });
    await user.type(archive, '0');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(/whole number of days between 1 and 3650/)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(archive);
    await user.type(archive, '45');
    await user.clear(screen.getByLabelText('Purge members deleted more than', { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1/community/retention', {
        archiveAfterDays: 45,
        purgeDeletedMembersAfterDays: null,
      }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The retention settings are saved.'));
  });

  it('tells the administrators of a closing community when it will be deleted, in French too', async () => {
    await i18n.changeLanguage('fr');
    serve({
      closedAt: '2026-03-02T15:00:00.000Z',
      deletionDueAt: '2026-04-01T15:00:00.000Z',
      closedBy: null,
    });
    renderWithProviders(<YourDataPage />, { route: '/admin/settings/data' });
    const banner = await screen.findByTestId('closing-banner');
    expect(within(banner).getByText('Votre communauté ferme')).toBeInTheDocument();
    expect(banner).toHaveTextContent(/supprimé définitivement le .*2026/);
    expect(await screen.findByText(/^12 membres :/)).toBeInTheDocument();
  });
});
