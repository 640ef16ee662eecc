import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportUnreadResponse } from '@gathering/contract';
import { renderWithProviders } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { SupportUnreadBadge } from './unread-badge';

describe('SupportUnreadBadge', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the console's own unread count, named for screen readers", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ unread: 3 } satisfies SupportUnreadResponse);
    renderWithProviders(<SupportUnreadBadge scope="community" />);
    const badge = await screen.findByLabelText('3 unread tickets');
    expect(badge).toHaveTextContent('3');
    expect(get).toHaveBeenCalledWith('/v2/support/community/tickets/unread', expect.anything());
  });

  it('asks the platform route on the platform side, and caps a large count', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ unread: 250 } satisfies SupportUnreadResponse);
    renderWithProviders(<SupportUnreadBadge scope="platform" />);
    expect(await screen.findByLabelText('250 unread tickets')).toHaveTextContent('99+');
    expect(get).toHaveBeenCalledWith('/v2/support/admin/tickets/unread', expect.anything());
  });

  it('shows nothing when every ticket is read', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ unread: 0 } satisfies SupportUnreadResponse);
    renderWithProviders(<SupportUnreadBadge scope="community" />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByLabelText(/unread ticket/)).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });
});
