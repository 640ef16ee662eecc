import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportMessages } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { api, ApiError } from '../../../lib/api-client';
import { comment } from '../components/fixtures';
import { ticketDetail } from '../components/ticket-fixture';
import { TicketPage } from './ticket-page';

const toast = watchToasts();

const ticket = ticketDetail();

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/support/:ticketId" element={<TicketPage scope="community" />} />
    </Routes>,
    { route: `/admin/support/${ticket.id}` },
  );
}

describe('TicketPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the ticket, and a reply posted from it appears in the thread from the answer', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(ticket);
    const first = ticket.comments[0]!;
    const answered = {
      ...ticket,
      status: 'PENDING_MEMBER' as const,
      comments: [
        {
          ...first,
          replies: [
            comment('Please update the app', [], { name: 'Dana Admin', role: 'COMMUNITY_ADMIN' }),
          ].map((c) => ({ ...c, parents: [first.id] })),
        },
      ],
    };
    const post = vi.spyOn(api, 'post').mockResolvedValue(answered);
    const user = setupUser();
    render();
    expect(
      await screen.findByRole('heading', { name: 'Ticket: Problem with the app', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('My feed stays empty')).toBeInTheDocument();

    await user.click(
      within(screen.getByText('Since Tuesday').closest('article')!).getByRole('button', { name: /^Reply/ }),
    );
    const form = screen.getByRole('form', { name: 'Answer the ticket' });
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Please update the app');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/v2/support/ticket/${ticket.id}/reply`, {
        message: 'Please update the app',
        internal: false,
        parents: [first.id],
      }),
    );
    const reply = await screen.findByText('Please update the app', { selector: 'article p' });
    expect(reply.closest('li')!.parentElement!.closest('li')).toBe(
      screen.getByText('Since Tuesday').closest('li'),
    );
    expect(toast.success).toHaveBeenCalledWith('Your answer was sent.');
    expect(screen.getAllByText('Pending on member').length).toBeGreaterThan(0);
  });

  it("another community's or a missing ticket shows the server's sentence and a way back", async () => {
    vi.spyOn(api, 'get').mockRejectedValue(
      new ApiError(supportMessages.ticketNotFound, 404, undefined, true),
    );
    render();
    expect(await screen.findByText('Support Ticket was invalid or could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All tickets/ })).toHaveAttribute('href', '/admin/support');
  });
});
