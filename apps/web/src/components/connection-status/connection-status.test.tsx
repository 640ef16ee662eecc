import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { createConnectionStore } from '../../lib/connection';
import { createTestQueryClient, renderWithProviders, setupUser } from '../test-utils';
import { ConnectionStatus } from './connection-status';

/** A connection store whose link and pending saves the test moves. */
function fakeConnection() {
  let online = true;
  let pending = 0;
  const linkListeners = new Set<() => void>();
  const pendingListeners = new Set<() => void>();
  const store = createConnectionStore({
    isOnline: () => online,
    watch: (l) => (linkListeners.add(l), () => linkListeners.delete(l)),
    pendingSaves: () => pending,
    onPendingSavesChange: (l) => (pendingListeners.add(l), () => pendingListeners.delete(l)),
  });
  return {
    store,
    setOnline: (v: boolean) => act(() => ((online = v), linkListeners.forEach((l) => l()))),
    setPending: (n: number) => act(() => ((pending = n), pendingListeners.forEach((l) => l()))),
  };
}

describe('the connection status (issue 21)', () => {
  it('says when the link drops and when it is back', () => {
    const c = fakeConnection();
    renderWithProviders(<ConnectionStatus store={c.store} />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    c.setOnline(false);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'You are offline. What you see may be out of date; your changes are sent when the link is back.',
    );
    c.setOnline(true);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('shows a save the network lost as not saved yet, until it lands', () => {
    const c = fakeConnection();
    renderWithProviders(<ConnectionStatus store={c.store} />);
    c.setPending(1);
    expect(screen.getByText('Not saved yet — retrying')).toBeInTheDocument();
    expect(screen.getByText(/1 change waits for the link/)).toBeInTheDocument();
    c.setPending(0);
    expect(screen.queryByText('Not saved yet — retrying')).not.toBeInTheDocument();
  });

  it('counts a change held back while offline (a paused mutation) as not saved yet', async () => {
    const client = createTestQueryClient();
    renderWithProviders(<ConnectionStatus store={fakeConnection().store} />, { client });
    onlineManager.setOnline(false);
    try {
      const observer = new MutationObserver(client, { mutationFn: async () => 'saved' });
      const saved = act(() => observer.mutate());
      expect(await screen.findByText('Not saved yet — retrying')).toBeInTheDocument();
      onlineManager.setOnline(true);
      await saved;
      await waitFor(() => expect(screen.queryByText('Not saved yet — retrying')).not.toBeInTheDocument());
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('offers the new version with a Reload the person chooses, in French too', async () => {
    const c = fakeConnection();
    const apply = vi.fn();
    const user = setupUser();
    await i18n.changeLanguage('fr');
    renderWithProviders(<ConnectionStatus store={c.store} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => c.store.updateReady(apply));
    expect(screen.getByText('Une nouvelle version est prête')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
