import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../components/test-utils';
import { createApiClient } from '../lib/api-client';
import { createSessionStore } from '../lib/session';
import { OfflinePage } from './offline-page';

describe('the offline page', () => {
  it('is shown when the current user could not be asked for lack of a link, and leaves once it answers', async () => {
    const answers: (Response | Error)[] = [
      new TypeError('Failed to fetch'),
      new Response(JSON.stringify({ id: 'u1' }), { status: 200 }),
    ];
    const client = createApiClient({
      fetch: async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      locks: null,
    });
    client.setToken({ accessToken: 'token', exp: Math.floor(Date.now() / 1000) + 900 });
    const store = createSessionStore(client);
    await store.start();
    // The session is unknown, not ended: the token stays for when the link is back.
    expect(store.getSnapshot().status).toBe('offline');
    expect(client.readToken()).not.toBeNull();
    renderWithProviders(<OfflinePage store={store} />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(document.title).toBe('You are offline · Gathering');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: { id: 'u1' } });
    client.clearToken();
  });
});
