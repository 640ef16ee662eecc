import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  communityAdmin,
  dashboardHandlers,
  platformAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from './render-app';

withFakeApi();
// The public document's once-only mark (app/routes/public-routes.tsx) must not outlive its test.
afterEach(() => sessionStorage.clear());

async function landsOn(start: string, expected: string) {
  const { router } = renderApp(start);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  return router;
}

describe('route guards (spec 001 §2)', () => {
  it.each([
    ['/', '/administrator/dashboard'],
    ['/reset-request', '/administrator/dashboard'],
    ['/user-delete/river', '/administrator/dashboard'],
    ['/no/such/page', '/administrator/dashboard'],
    ['/admin/dashboard', '/administrator/dashboard'],
  ])('sends a signed-in platform administrator from %s to %s', async (from, to) => {
    server.use(...dashboardHandlers);
    await signIn(platformAdmin);
    await landsOn(from, to);
  });

  it.each([
    ['/', '/admin/dashboard'],
    ['/reset-request', '/admin/dashboard'],
    ['/user-delete/river', '/admin/dashboard'],
    ['/unknown', '/admin/dashboard'],
    ['/administrator/dashboard', '/admin/dashboard'],
  ])('sends another signed-in user from %s to %s', async (from, to) => {
    server.use(...dashboardHandlers);
    await signIn(communityAdmin);
    await landsOn(from, to);
  });

  it.each([
    ['/administrator/dashboard', '/'],
    ['/admin/dashboard', '/'],
    ['/admin/settings/profile', '/'],
    ['/somewhere/else', '/'],
  ])('sends a visitor from %s to the login page', async (from, to) => {
    await landsOn(from, to);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  // The token pages and the policy are a document of their own (public.html, issue 21): the console loads it for
  // them, signed in or not, rather than sending the person to their area.
  it.each([
    '/privacy-policy',
    '/email-verification/abc',
    '/password-reset/abc',
    '/deletion-confirmation/abc',
  ])('loads the public document for %s, for a signed-in user too', async (path) => {
    server.use(...dashboardHandlers);
    await signIn(communityAdmin);
    await landsOn(path, path);
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(sessionStorage.getItem('gathering.publicDocument')).toBe(path);
  });

  it('sends a visitor to the login page when the public document was asked for once already (no loop)', async () => {
    sessionStorage.setItem('gathering.publicDocument', '/privacy-policy');
    await landsOn('/privacy-policy', '/');
    expect(sessionStorage.getItem('gathering.publicDocument')).toBeNull();
  });
});

describe('session start', () => {
  it('shows a loading screen until the current user has been fetched', async () => {
    let answer: (() => void) | undefined;
    server.use(
      ...dashboardHandlers,
      http.get('*/v1/users/me', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(communityAdmin);
      }),
    );
    localStorage.setItem('gathering.accessToken', 'tok');
    localStorage.setItem('gathering.exp', String(Math.floor(Date.now() / 1000) + 3600));
    const { sessionStore } = await import('../src/lib/session');
    const loading = sessionStore.start();
    const { router } = renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading Gathering' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await loading;
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('skips the current-user fetch when no token is stored', async () => {
    const { sessionStore } = await import('../src/lib/session');
    await sessionStore.load();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('treats a stored token whose refresh fails as signed out', async () => {
    server.use(
      http.get('*/v1/users/me', () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
      http.post('*/v1/users/token/refresh', () => HttpResponse.json({ message: 'gone' }, { status: 401 })),
    );
    localStorage.setItem('gathering.accessToken', 'tok');
    localStorage.setItem('gathering.exp', String(Math.floor(Date.now() / 1000) + 3600));
    const { sessionStore } = await import('../src/lib/session');
    await sessionStore.load();
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('gathering.accessToken')).toBeNull();
    expect(requests).toEqual(['GET /v1/users/me', 'POST /v1/users/token/refresh']);
  });
});
