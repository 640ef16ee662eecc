import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertCascade, AlertPeoplePage } from '@gathering/contract';
import { renderWithProviders } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { CascadeSection } from './cascade-section';

const ID = '00000000-0000-4000-8000-0000000000c1';
const PERSON = '00000000-0000-4000-8000-0000000000d1';
const zero = {
  QUEUED: 0,
  HANDING_OVER: 0,
  SENT: 0,
  DELIVERED: 0,
  UNDELIVERED: 0,
  FAILED: 0,
  UNKNOWN: 0,
  CANCELLED: 0,
};
const cascade: AlertCascade = {
  status: 'RUNNING',
  startedAt: '2026-11-23T15:00:00.000Z',
  finishedAt: null,
  policy: null,
  people: { WAITING: 1, TRYING: 1, CONFIRMED: 2, UNCONFIRMED: 0, UNREACHABLE: 0 },
  confirmedVia: { APP: 0, SMS: 1, VOICE: 1, EMAIL: 0, RESPONDER: 0 },
  attempts: { SMS: { ...zero, DELIVERED: 3, UNDELIVERED: 1 }, VOICE: { ...zero, SENT: 1 }, EMAIL: zero },
  cost: 0.05,
  currency: 'CAD',
};
const people: AlertPeoplePage = {
  data: [
    {
      membershipId: PERSON,
      name: 'Ēva Elder',
      state: 'TRYING',
      confirmedVia: null,
      confirmedAt: null,
      nextAt: '2026-11-23T15:10:00.000Z',
      nextChannel: 'VOICE',
      cycle: 1,
      language: 'en',
      attempts: [
        {
          id: '00000000-0000-4000-8000-0000000000e1',
          channel: 'SMS',
          to: '+12049470102',
          provider: 'Simulated',
          status: 'UNDELIVERED',
          reason: 'Unreachable destination handset',
          language: 'en',
          cycle: 1,
          createdAt: '2026-11-23T15:00:00.000Z',
          handedOverAt: '2026-11-23T15:00:01.000Z',
          settledAt: '2026-11-23T15:00:03.000Z',
        },
      ],
      checkIns: [],
    },
  ],
  meta: { current: 0, pages: 1, total: 1 },
};

describe('CascadeSection', { timeout: 30_000 }, () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the counts, the people with their attempts, and records a check-in', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) => (path.endsWith('/people') ? people : cascade));
    const post = vi.spyOn(api, 'post').mockResolvedValue({ message: 'Check-in was recorded' });
    const user = userEvent.setup();
    renderWithProviders(<CascadeSection notificationId={ID} />);
    expect(await screen.findByTestId('cascade-state-CONFIRMED')).toHaveTextContent('2');
    expect(screen.getByTestId('cascade-people')).toHaveTextContent('4');
    expect(screen.getByTestId('via-VOICE')).toHaveTextContent('Key press: 1');
    expect(within(screen.getByTestId('attempts-SMS')).getByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('cascade-cost')).toHaveTextContent('0.05 CAD');

    const card = await screen.findByRole('article', { name: 'Ēva Elder' });
    await user.click(within(card).getByRole('button', { name: /Attempts of Ēva Elder/ }));
    expect(within(card).getByText('Unreachable destination handset')).toBeInTheDocument();
    expect(within(card).getByText('Undelivered')).toBeInTheDocument();

    // Filtering asks the server for that state only.
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Unreachable' }));
    expect(get).toHaveBeenCalledWith(
      `/v1/notifications/${ID}/cascade/people`,
      expect.objectContaining({ query: { state: 'UNREACHABLE', search: undefined, offset: 0, limit: 20 } }),
    );

    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in for Ēva Elder' });
    await user.click(within(dialog).getByRole('radio', { name: 'Not home' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('A note can be at most 1,000 characters.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(note);
    await user.type(note, 'Truck gone');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(post).toHaveBeenCalledWith(`/v1/notifications/${ID}/cascade/people/${PERSON}/check-ins`, {
      outcome: 'NOT_HOME',
      note: 'Truck gone',
    });
    // Recorded: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
