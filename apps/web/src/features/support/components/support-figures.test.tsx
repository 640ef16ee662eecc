import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportFigures, SupportFiguresPage } from '@gathering/contract';
import { renderWithProviders } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { CommunityFigures, PlatformFiguresTable } from './support-figures';

const figures = {
  communityDetails: {
    communityId: '00000000-0000-4000-8000-00000000000c',
    community: 'River Nation',
    logo: null,
  },
  open: 4,
  total: 12,
  escalated: 1,
  averageFirstResponseSeconds: 2 * 3600 + 5 * 60,
  averageResolutionSeconds: 3 * 86400 + 2 * 3600,
} satisfies SupportFigures;

describe('support figures', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the community's open tickets and average response times", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(figures);
    renderWithProviders(<CommunityFigures />);
    const section = await screen.findByRole('region', { name: 'Support figures' });
    expect(get).toHaveBeenCalledWith('/v2/support/community/figures', expect.anything());
    expect(within(section).getByText('Open tickets').nextSibling).toHaveTextContent('4');
    expect(within(section).getByText('2 h 5 min')).toBeInTheDocument();
    expect(within(section).getByText('3 days 2 h')).toBeInTheDocument();
  });

  it('lists every community’s figures on the platform, busiest first', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: [figures],
      meta: { current: 0, pages: 1, total: 1 },
    } satisfies SupportFiguresPage);
    renderWithProviders(<PlatformFiguresTable />);
    const table = await screen.findByRole('table', { name: 'Support figures per community' });
    const row = (await within(table).findByText('River Nation')).closest('tr')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('2 h 5 min')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/v2/support/admin/figures',
      expect.objectContaining({ query: expect.objectContaining({ filter: 'open', dir: 'desc', limit: 7 }) }),
    );
  });
});
