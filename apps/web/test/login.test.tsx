import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../src/i18n';
import { toastArea } from '../src/components/test-utils';
import { TOKEN_KEY } from '../src/core/session-token';
import {
  communityAdmin,
  dashboardHandlers,
  platformAdmin,
  renderApp,
  requests,
  server,
  withFakeApi,
} from './render-app';

withFakeApi();

const toastRegion = toastArea;

describe('login page', () => {
  it('shows the pitch and the Login card', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'All-in-one communications app for' }),
    ).toBeInTheDocument();
    expect(screen.getByText('First Nations')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/reset-request');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('rejects an empty credential first, as a field error and a toast, without a request; an empty password is marked too', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const message = 'Username is a required field. Please try again!';
    expect(screen.getByLabelText('Username or E-mail')).toHaveAccessibleDescription(message);
    expect(within(toastRegion()).getByText(message)).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error')).toBeInTheDocument();
    // Both empty fields are marked; the notification names the credential, which is checked first.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is a required field. Please try again!',
    );
    expect(
      within(toastRegion()).queryByText('Password is a required field. Please try again!'),
    ).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('speaks French: labels, the required-field sentence and the pitch', async () => {
    await i18n.changeLanguage('fr');
    try {
      const user = userEvent.setup();
      renderApp('/');
      await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
      const message = "Le nom d'utilisateur est obligatoire. Veuillez réessayer!";
      expect(screen.getByLabelText("Nom d'utilisateur ou courriel")).toHaveAccessibleDescription(message);
      expect(screen.getByText('Premières Nations')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Mot de passe oublié' })).toHaveAttribute(
        'href',
        '/reset-request',
      );
      expect(requests).toEqual([]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('rejects an empty password without a request', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText('Username or E-mail'), 'chief');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const message = 'Password is a required field. Please try again!';
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message);
    expect(within(toastRegion()).getByText(message)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows the server's message in an Error toast when the password is wrong", async () => {
    server.use(
      http.post('*/v1/users/login', () =>
        HttpResponse.json({ message: 'The username, e-mail or password is incorrect.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText('Username or E-mail'), 'chief');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await within(toastRegion()).findByText('The username, e-mail or password is incorrect.'),
    ).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // A wrong password is not a reason to refresh anything.
    expect(requests).toEqual(['POST /v1/users/login']);
  });

  it.each([
    ['platform administrator', platformAdmin, '/administrator/dashboard', 'Communities', '12'],
    ['community administrator', communityAdmin, '/admin/dashboard', 'Groups', '5'],
  ])('signs a %s in and lands in their area with its dashboard', async (_, me, path, tile, figure) => {
    let body: unknown;
    server.use(
      http.post('*/v1/users/login', async ({ request }) => {
        body = await request.json();
        // The answer carries the user: the console asks nothing more before its dashboard (issue 21).
        return HttpResponse.json({ accessToken: 'fresh', exp: Math.floor(Date.now() / 1000) + 900, me });
      }),
      ...dashboardHandlers,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.type(await screen.findByLabelText('Username or E-mail'), ` ${me.username} `);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(body).toEqual({ credential: me.username, password: 'secret' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
    expect(await screen.findByText('User successfully logged in')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: tile });
    expect(await within(region).findByText(figure)).toBeInTheDocument();
    expect(requests).not.toContain('GET /v1/users/me');
  });

  it("says the sign-in's outcome in the account's language, not the page's (issue 40 #8)", async () => {
    localStorage.setItem('gathering.language', 'en');
    server.use(
      http.post('*/v1/users/login', () =>
        HttpResponse.json({
          accessToken: 'fresh',
          exp: Math.floor(Date.now() / 1000) + 900,
          me: { ...communityAdmin, locale: 'fr' },
        }),
      ),
      ...dashboardHandlers,
    );
    try {
      const user = userEvent.setup();
      renderApp('/');
      await user.type(await screen.findByLabelText('Username or E-mail'), communityAdmin.username);
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
      expect(screen.queryByText('User successfully logged in')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('loads the user when a login answer does not carry it', async () => {
    server.use(
      http.post('*/v1/users/login', () =>
        HttpResponse.json({ accessToken: 'fresh', exp: Math.floor(Date.now() / 1000) + 900 }),
      ),
      http.get('*/v1/users/me', () => HttpResponse.json(communityAdmin)),
      ...dashboardHandlers,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.type(await screen.findByLabelText('Username or E-mail'), communityAdmin.username);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests).toContain('GET /v1/users/me');
  });
});
