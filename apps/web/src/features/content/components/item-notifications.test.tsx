import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemNotificationsResponse } from '@gathering/contract';
import { renderWithMantine } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { ItemNotifications } from './item-notifications';

const ITEM = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PUSH = '00000000-0000-4000-8000-0000000000d1';

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ItemNotifications id={ITEM} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ItemNotifications', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('lists the pushes sent for the item with their conversions, each linking to its detail', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        {
          id: PUSH,
          title: 'Summer feast',
          body: 'Bring a dish',
          deliveredOn: '2026-11-20T15:00:00.000Z',
          conversions: 12,
        },
      ],
    } satisfies ItemNotificationsResponse);
    renderView();
    const section = screen.getByRole('region', { name: 'Notifications' });
    const row = await within(section).findByRole('row', { name: /Summer feast/ });
    expect(row).toHaveTextContent('Bring a dish');
    expect(row).toHaveTextContent('12');
    expect(within(row).getByRole('link', { name: 'Summer feast' })).toHaveAttribute(
      'href',
      `/admin/notifications/${PUSH}`,
    );
    expect(get).toHaveBeenCalledWith(`/v1/feedItem/analytics/${ITEM}/notifications`, expect.anything());
  });

  it('says when none was sent', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] } satisfies ItemNotificationsResponse);
    renderView();
    expect(await screen.findByText('No notification has been sent for this item.')).toBeInTheDocument();
  });
});
