import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { ApiError } from '../../../lib/api-client';
import type { SupportScope } from '../api/scope';
import { TicketActions } from './ticket-actions';
import { TicketFacts, TicketScreenshots } from './ticket-facts';
import { ticketDetail } from './ticket-fixture';

function render(scope: SupportScope, escalated: boolean, onUpdate = vi.fn().mockResolvedValue({})) {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  renderWithProviders(
    <TicketActions
      scope={scope}
      ticket={ticketDetail({ escalated })}
      onUpdate={onUpdate}
      pending={false}
      onSuccess={onSuccess}
      onError={onError}
    />,
  );
  return { onUpdate, onSuccess, onError };
}

describe('TicketActions', { timeout: 30_000 }, () => {
  it('changes the status from the select and says so', async () => {
    const user = setupUser();
    const { onUpdate, onSuccess } = render('platform', false);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Resolved' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ status: 'RESOLVED' }));
    expect(onSuccess).toHaveBeenCalledWith('The ticket is now Resolved.');
  });

  it('a community administrator escalates after confirming, and can take an escalated ticket back', async () => {
    const user = setupUser();
    const { onUpdate } = render('community', false);
    await user.click(screen.getByRole('button', { name: 'Escalate to platform support' }));
    const dialog = screen.getByRole('dialog', { name: 'Escalate to platform support' });
    expect(onUpdate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Escalate to platform support' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ escalated: true }));
  });

  it('an escalated ticket says so; the community takes it back, the platform hands it back', async () => {
    const user = setupUser();
    const community = render('community', true);
    expect(screen.getByText('This ticket was escalated to platform support.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take back from platform support' }));
    await waitFor(() => expect(community.onUpdate).toHaveBeenCalledWith({ escalated: false }));
  });

  it('the platform hands an escalated ticket back after confirming; a ticket not escalated has no such button', async () => {
    const user = setupUser();
    const { onUpdate } = render('platform', true);
    await user.click(screen.getByRole('button', { name: 'Hand back to the community' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand back to the community' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand back to the community' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ escalated: false }));
  });

  it('a change that failed without a server message reaches the page as the spec fallback', async () => {
    const user = setupUser();
    const onUpdate = vi.fn().mockRejectedValue(new ApiError('Connection failed', 502));
    const { onError } = render('platform', false, onUpdate);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Error trying to update support ticket status'));
  });
});

describe('TicketFacts', () => {
  it('shows the ticket data, device details, member and community, and the screenshots', () => {
    const ticket = ticketDetail();
    renderWithProviders(
      <>
        <TicketFacts ticket={ticket} />
        <TicketScreenshots ticket={ticket} />
      </>,
    );
    const device = screen.getByRole('region', { name: 'Device details' });
    for (const value of ['Android', '14', 'Pixel 8', 'Google', 'wifi', 'America/Winnipeg'])
      expect(within(device).getByText(value)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Ticket' })).getByText('2.8.6.250410398'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Member' })).getByText('aiyana@example.org'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Community' })).getByText('River Nation'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Screenshot 1' })).toHaveAttribute(
      'src',
      'http://localhost/files/support/shot-1.png',
    );
  });
});
