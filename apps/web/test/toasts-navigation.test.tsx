import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../src/components/toasts';
import { NAVIGATION_GRACE_MS } from '../src/app/toasts-on-navigation';
import { renderApp, withFakeApi } from './render-app';

withFakeApi();

// The login page: the reset and privacy pages are a document of their own now (public.html, issue 21).
const page = () => screen.findByRole('button', { name: 'Login' }, { timeout: 10_000 });

// Issue 10 #13: a toast of one page does not follow the user to the next.
describe('toasts and navigation', () => {
  it("dismisses the previous page's toasts on navigation, but keeps the one the navigating action raised", async () => {
    const { router } = renderApp('/');
    await page();
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    act(() => void toast.error('From the page left behind'));
    clock.mockReturnValue(start + NAVIGATION_GRACE_MS + 500);
    act(() => void toast.success('Result of the action'));
    expect(screen.getByText('From the page left behind')).toBeInTheDocument();
    await act(() => router.navigate('/invitations/some-token'));
    clock.mockRestore();
    await waitFor(() => expect(screen.queryByText('From the page left behind')).not.toBeInTheDocument());
    expect(screen.getByText('Result of the action')).toBeInTheDocument();
  });

  it('keeps toasts while the path stays the same (a search or a tab in the address)', async () => {
    const { router } = renderApp('/');
    await page();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    act(() => void toast.error('Still relevant'));
    clock.mockReturnValue(Date.now() + 10 * NAVIGATION_GRACE_MS);
    await act(() => router.navigate('/?x=1'));
    clock.mockRestore();
    expect(screen.getByText('Still relevant')).toBeInTheDocument();
  });
});
