import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportTicketRow, SupportTicketsPage } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import type { SupportScope } from '../api/scope';
import { TicketList } from './ticket-list';

function row(id: string, message: string, unread: boolean): SupportTicketRow {
  return {
    id,
    type: 'APP_PROBLEM',
    status: 'OPEN',
    ticket: { message },
    postedOn: '2026-11-20T15:00:00.000Z',
    lastActivityOn: '2026-11-21T15:00:00.000Z',
    communityDetails: {
      communityId: '00000000-0000-4000-8000-00000000000c',
      community: 'River Nation',
      logo: null,
    },
    memberDetails: {
      memberId: '00000000-0000-4000-8000-00000000000d',
      guestId: null,
      member: 'Aiyana Cardinal',
      email: 'aiyana@example.org',
      username: 'aiyana',
      scope: 'APP',
    },
    escalated: false,
    unread,
    comments: 1,
    firstResponseOn: '2026-11-20T18:20:00.000Z',
    resolvedOn: null,
    firstResponseSeconds: 3 * 3600 + 20 * 60,
    resolutionSeconds: null,
  } satisfies SupportTicketRow;
}

const page = {
  data: [
    row('00000000-0000-4000-8000-000000000001', 'New and unread', true),
    row('00000000-0000-4000-8000-000000000002', 'Already read', false),
  ],
  meta: { current: 0, pages: 1, total: 2 },
} satisfies SupportTicketsPage;

function render(scope: SupportScope) {
  return renderWithProviders(
    <TicketList
      scope={scope}
      basePath={scope === 'platform' ? '/administrator/support' : '/admin/support'}
    />,
    { route: '/' },
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('TicketList', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets unread tickets in bold with an Unread marker, links each ticket, and shows response times', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(page);
    render('community');
    await screen.findByText('New and unread');
    const unread = rowOf('New and unread');
    const read = rowOf('Already read');
    expect(within(unread).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(read).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(unread).getByText('Aiyana Cardinal')).toHaveStyle({ fontWeight: '700' });
    expect(within(read).getByText('Aiyana Cardinal')).not.toHaveStyle({ fontWeight: '700' });
    expect(within(unread).getByRole('link', { name: 'Problem with the app' })).toHaveAttribute(
      'href',
      '/admin/support/00000000-0000-4000-8000-000000000001',
    );
    expect(within(unread).getByText('3 h 20 min')).toBeInTheDocument();
    // The community side has no community column: every ticket is its own community's.
    expect(screen.queryByRole('columnheader', { name: /Community/ })).toBeNull();
  });

  it('asks its own route 7 at a time, most recent activity first, and a tab asks for its status', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(page);
    const user = setupUser();
    render('community');
    await screen.findByText('New and unread');
    expect(get).toHaveBeenCalledWith(
      '/v2/support/community/tickets',
      expect.objectContaining({
        query: expect.objectContaining({ limit: 7, offset: 0, filter: 'lastActivityOn', dir: 'desc' }),
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Pending on member' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/v2/support/community/tickets',
        expect.objectContaining({ query: expect.objectContaining({ status: 'PENDING_MEMBER' }) }),
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Escalated' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/v2/support/community/tickets',
        expect.objectContaining({ query: expect.objectContaining({ escalated: true }) }),
      ),
    );
    expect(get.mock.lastCall![1]!.query!.status).toBeUndefined();
  });

  it('on the platform side lists every community, with a sortable Community column', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(page);
    const user = setupUser();
    render('platform');
    await screen.findByText('New and unread');
    expect(within(rowOf('New and unread')).getByText('River Nation')).toBeInTheDocument();
    expect(within(rowOf('New and unread')).getByRole('link')).toHaveAttribute(
      'href',
      '/administrator/support/00000000-0000-4000-8000-000000000001',
    );
    await user.click(within(screen.getByRole('columnheader', { name: /Community/ })).getByRole('button'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/v2/support/admin/tickets',
        expect.objectContaining({ query: expect.objectContaining({ filter: 'community' }) }),
      ),
    );
  });
});
