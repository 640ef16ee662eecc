import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, server, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { toastStore } from '../../../components/toasts';
import { LoginForm } from './login-form';

withFakeApi();

const WRONG = 'The username, e-mail or password is incorrect.';
const LOCKED = 'Too many failed attempts. Try again in 15 minutes.';
const form = () => screen.getByRole('region', { name: 'Login' });
const toastTexts = () => toastStore.getSnapshot().map((t) => t.description);

function renderForm() {
  renderWithProviders(<LoginForm />, { route: '/' });
  return setupUser();
}

async function tryLogin(user: ReturnType<typeof setupUser>, credential: string, password: string) {
  const credentialField = screen.getByLabelText('Username or E-mail');
  const passwordField = screen.getByLabelText('Password');
  await user.clear(credentialField);
  await user.clear(passwordField);
  if (credential) await user.type(credentialField, credential);
  if (password) await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('<LoginForm/> errors', () => {
  it('marks both empty fields, notifies the credential first, and sends nothing', async () => {
    const user = renderForm();
    await tryLogin(user, '', '');
    expect(screen.getByLabelText('Username or E-mail')).toHaveAccessibleDescription(
      'Username is a required field. Please try again!',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is a required field. Please try again!',
    );
    expect(toastTexts()).toEqual(['Username is a required field. Please try again!']);
    expect(requests).toEqual([]);
  });

  it('marks an empty password alone once a credential is given', async () => {
    const user = renderForm();
    await tryLogin(user, 'chief', '');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is a required field. Please try again!',
    );
    expect(screen.getByLabelText('Username or E-mail')).not.toHaveAccessibleDescription();
    expect(requests).toEqual([]);
  });

  it('keeps a wrong password and a lockout beside the form until the next try, as well as in a toast', async () => {
    let answer = { message: WRONG, status: 401 };
    server.use(
      http.post('*/v1/users/login', () =>
        HttpResponse.json({ message: answer.message }, { status: answer.status }),
      ),
    );
    const user = renderForm();
    await tryLogin(user, 'chief', 'wrong');
    expect(await within(form()).findByRole('alert')).toHaveTextContent(WRONG);
    expect(toastTexts()).toContain(WRONG);
    // The toast fading away leaves the inline alert in place.
    for (const t of toastStore.getSnapshot()) toastStore.dismiss(t.id);
    expect(within(form()).getByRole('alert')).toHaveTextContent(WRONG);

    answer = { message: LOCKED, status: 429 };
    await tryLogin(user, 'chief', 'wrong again');
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(LOCKED));
    expect(within(form()).getAllByRole('alert')).toHaveLength(1);

    // The next try clears it, even one stopped in the browser.
    await tryLogin(user, 'chief', '');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
