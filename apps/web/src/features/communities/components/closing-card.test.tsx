import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityClosing, CommunityClosingResponse } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { ClosingCard } from './closing-card';

const community = { id: '6c1f7e0a-3b1d-4c53-9a53-0d8e3c2b1a10', name: 'Demo Nation' };
const closing: CommunityClosing = {
  closedAt: '2026-03-02T15:00:00.000Z',
  deletionDueAt: '2026-04-01T15:00:00.000Z',
  closedBy: 'admin@gathering.local',
};

describe('ClosingCard', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('closes only once the name is typed exactly, then shows the deletion date and restores', async () => {
    let current: CommunityClosing | null = null;
    vi.spyOn(api, 'get').mockImplementation(
      async () => ({ data: current }) satisfies CommunityClosingResponse,
    );
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.endsWith('/close')) {
        current = closing;
        return { data: closing };
      }
      current = null;
      return { message: 'The community is restored.' };
    });
    const user = setupUser();
    renderWithProviders(<ClosingCard community={community} />);
    await user.click(await screen.findByRole('button', { name: 'Close community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Demo Nation?' });
    const confirm = within(dialog).getByRole('button', { name: 'Close the community' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText('Type “Demo Nation” to confirm');
    await user.type(input, 'Demo Natio');
    expect(confirm).toBeDisabled();
    await user.type(input, 'n');
    await user.click(confirm);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/v1/community/${community.id}/close`, {
        confirmName: 'Demo Nation',
      }),
    );
    expect(await screen.findByText('This community is closing')).toBeInTheDocument();
    expect(screen.getByTestId('closing-state')).toHaveTextContent(/deleted for good on .*2026/);

    await user.click(screen.getByRole('button', { name: 'Restore community' }));
    const ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: 'Restore community' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v1/community/${community.id}/restore`));
    expect(await screen.findByRole('button', { name: 'Close community' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    vi.spyOn(api, 'get').mockImplementation(
      async () => ({ data: closing }) satisfies CommunityClosingResponse,
    );
    renderWithProviders(<ClosingCard community={community} />);
    expect(await screen.findByText('Cette communauté ferme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rétablir la communauté' })).toBeInTheDocument();
  });
});
