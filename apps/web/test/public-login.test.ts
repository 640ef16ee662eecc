import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountFrame } from '../src/public-entry/frame';
import { setLanguage } from '../src/public-entry/i18n';
import type { SignedIn } from '../src/core/login';
import { loginPage } from '../src/public-entry/pages/login';
import { requests, server, withFakeApi } from './render-app';

withFakeApi();

/**
 * The login page drawn before the console (issue 21: public-entry/pages/login.ts, in index.html): the same words and
 * rules as the console's login form (test/login.test.tsx), and the answer handed to the console.
 */
let loseConsole = () => {};
function open(language: 'en' | 'fr' = 'en') {
  setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  const signedIn = vi.fn<(s: SignedIn) => void>();
  mountFrame(root, (update) => loginPage(update, signedIn, (lost) => (loseConsole = lost)));
  return signedIn;
}
const loginCalls = () => requests.filter((r) => r === 'POST /v1/users/login');
const toasts = () => document.getElementById('toasts')!;

afterEach(() => {
  document.body.replaceChildren();
  setLanguage('en');
});

describe('login page before the console', () => {
  it('shows the pitch, the Login card and its links, titled "Login"', () => {
    open();
    expect(
      screen.getByRole('heading', { level: 1, name: 'All-in-one communications app for' }),
    ).toBeVisible();
    expect(screen.getByTestId('audience-banner')).toHaveTextContent('First Nations');
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible();
    expect(screen.getByLabelText('Username or E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/reset-request');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(document.title).toBe('Login · Gathering');
  });

  it('turns to the next audience every 3 seconds without touching what is typed', async () => {
    vi.useFakeTimers();
    try {
      open();
      const field = screen.getByLabelText('Username or E-mail') as HTMLInputElement;
      field.focus();
      field.value = 'demo';
      vi.advanceTimersByTime(3000);
      expect(screen.getByTestId('audience-banner')).toHaveTextContent('Metis Nations');
      vi.advanceTimersByTime(6000);
      expect(screen.getByTestId('audience-banner')).toHaveTextContent('NGOs');
      expect(field).toHaveFocus();
      expect(field).toHaveValue('demo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks both empty fields and names the credential first, sending nothing', async () => {
    const user = userEvent.setup();
    const signedIn = open();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const credential = 'Username is a required field. Please try again!';
    const password = 'Password is a required field. Please try again!';
    expect(screen.getByLabelText('Username or E-mail')).toHaveAccessibleDescription(credential);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(password);
    expect(screen.getByLabelText('Username or E-mail')).toHaveFocus();
    expect(toasts()).toHaveTextContent(credential);
    await user.type(screen.getByLabelText('Username or E-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Username or E-mail')).toHaveAccessibleDescription(credential);
    expect(loginCalls()).toHaveLength(0);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it("keeps the server's refusal beside the form until the next try, and an error toast", async () => {
    server.use(
      http.post('*/v1/users/login', () =>
        HttpResponse.json({ message: 'The username, e-mail or password is incorrect.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    const signedIn = open();
    await user.type(screen.getByLabelText('Username or E-mail'), 'demo-admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const refusal = await screen.findByText('The username, e-mail or password is incorrect.', {
      selector: 'form [role="alert"]',
    });
    expect(refusal).toBeVisible();
    expect(toasts()).toHaveTextContent('ErrorThe username, e-mail or password is incorrect.');
    // What was typed stays; the focus stays on the button pressed.
    expect(screen.getByLabelText('Username or E-mail')).toHaveValue('demo-admin');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
    expect(signedIn).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(document.querySelector('form [role="alert"]')).toBeNull();
  });

  it('says "Connection failed" when no answer comes', async () => {
    server.use(http.post('*/v1/users/login', () => HttpResponse.error()));
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Username or E-mail'), 'demo-admin');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Connection failed', { selector: 'form [role="alert"]' })).toBeVisible();
  });

  it('sends the trimmed credential once, stays busy, and hands the answer and the language to the console', async () => {
    const answer = { accessToken: 'token', exp: 2_000_000_000, me: { id: 'u1' } };
    let body: unknown;
    server.use(
      http.post('*/v1/users/login', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json(answer);
      }),
    );
    const user = userEvent.setup();
    const signedIn = open('fr');
    await user.type(screen.getByLabelText("Nom d'utilisateur ou courriel"), '  demo-admin ');
    await user.type(screen.getByLabelText('Mot de passe'), 'the-password');
    const button = screen.getByRole('button', { name: 'Se connecter' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
    // A community administrator lands on the dashboard: its data is asked for with the login's answer (issue 40 #1).
    expect(signedIn).toHaveBeenCalledWith({ answer, language: 'fr', firstScreen: expect.any(Promise) });
    expect(loginCalls()).toHaveLength(1);
    expect(body).toEqual({ credential: 'demo-admin', password: 'the-password' });
    // Busy until the console takes the document over.
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('aria-busy', 'true');
  });

  it("says when the console's code could not be loaded, and offers to reload, even while signing in", async () => {
    server.use(http.post('*/v1/users/login', () => new Promise<never>(() => {})));
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Username or E-mail'), 'demo-admin');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    loseConsole();
    const alert = screen.getByText(
      'The console could not be loaded. Check your connection, then reload the page.',
    );
    expect(alert.closest('[role="alert"]')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-busy');
  });
});
