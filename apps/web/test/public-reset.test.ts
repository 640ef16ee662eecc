import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { t } from '../src/public-entry/i18n';
import { publicPages } from './public-pages';
import { requests, server } from './render-app';

// The password reset and its request (public.html); the other public pages: public-entry.test.ts.
const { open, toasts } = publicPages();

describe('password reset page', () => {
  it('shows a loader while the token is checked, then the invalid state with its ways out', async () => {
    server.use(
      http.get('*/v1/users/reset/verify/:token', async () => {
        await delay(50);
        return HttpResponse.json({ message: 'invalid', field: 'token' }, { status: 400 });
      }),
    );
    open('/password-reset/bad-token');
    expect(screen.getByRole('status', { name: 'Checking your reset link' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Token' })).toBeInTheDocument();
    expect(screen.getByText('This token is either invalid or has expired')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-request',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Invalid Reset Token · Gathering');
  });

  it('resets the password with the token of the link and the e-mail lowercased as typed', async () => {
    let body: unknown;
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    open('/password-reset/the-token');
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'River-Admin@Gathering.Local');
    expect(email).toHaveValue('river-admin@gathering.local');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Your Password Has Been Reset' })).toHaveFocus();
    expect(body).toEqual({
      email: 'river-admin@gathering.local',
      token: 'the-token',
      password: 'a-new-password',
      confirm_password: 'a-new-password',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/');
  });

  it('on failure says so above an empty form and shows the server message in an Error toast', async () => {
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', () =>
        HttpResponse.json({ message: 'The token has expired.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    open('/password-reset/t');
    await user.type(await screen.findByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = await screen.findByText('Error Reseting Your Password');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'There was an error trying to update your password',
    );
    expect(within(toasts()).getByRole('alert')).toHaveTextContent('Error');
    expect(within(toasts()).getByRole('alert')).toHaveTextContent('The token has expired.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('falls back to "Error trying to reset your new password", and a field error goes under its field', async () => {
    let answer = () => HttpResponse.json({}, { status: 500 });
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', () => answer()),
    );
    const user = userEvent.setup();
    open('/password-reset/t');
    const fill = async () => {
      await user.type(await screen.findByLabelText('E-mail'), 'a@b.co');
      await user.type(screen.getByLabelText('New password'), 'a-new-password');
      await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    };
    await fill();
    await waitFor(() => expect(toasts()).toHaveTextContent('Error trying to reset your new password'));
    answer = () =>
      HttpResponse.json({ message: 'No account has this e-mail.', field: 'email' }, { status: 400 });
    toasts().replaceChildren();
    await fill();
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('No account has this e-mail.'),
    );
    expect(toasts()).toBeEmptyDOMElement();
  });

  it('checks the fields before sending, in French too', async () => {
    server.use(http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })));
    const user = userEvent.setup();
    open('/password-reset/t', { language: 'fr' });
    const email = await screen.findByLabelText('Courriel');
    await user.type(email, 'nope');
    await user.type(screen.getByLabelText(t('fields.newPassword')), 'short');
    await user.type(screen.getByLabelText(t('fields.confirmPassword')), 'other');
    await user.click(screen.getByRole('button', { name: t('reset.submit') }));
    // The form is drawn again with its errors; the keyboard is put on the first field to fix.
    expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription(t('common:validation.email'));
    expect(screen.getByLabelText('Courriel')).toHaveFocus();
    expect(screen.getByLabelText('Courriel')).toHaveValue('nope');
    expect(screen.getByLabelText(t('fields.newPassword'))).toHaveAccessibleDescription(
      t('reset.passwordTooShort'),
    );
    expect(screen.getByLabelText(t('fields.confirmPassword'))).toHaveAccessibleDescription(
      t('reset.passwordsDiffer'),
    );
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(document.documentElement.lang).toBe('fr');
  });

  it("titles the page 'Set your password' for an invited member", async () => {
    server.use(http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })));
    open('/password-reset/t?invite=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();
  });
});

describe('reset request page', () => {
  it('sends the lowercased e-mail, shows "You\'ve Got Mail", and Resend Request returns to the form', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/users/reset-request', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    open('/reset-request');
    expect(document.title).toBe('Forgot Your Password? · Gathering');
    await user.type(screen.getByLabelText('E-mail'), 'Ada@Example.ORG');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(await screen.findByRole('heading', { name: "You've Got Mail" })).toBeInTheDocument();
    expect(body).toEqual({ email: 'ada@example.org' });
    await user.click(screen.getByRole('button', { name: 'Resend Request' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.org');
  });

  it('keeps the focus on the busy button, and a second press while busy sends nothing', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/v1/users/reset-request', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({}, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    open('/reset-request');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    const busy = screen.getByRole('button', { name: 'Request Password Reset' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(toasts()).toHaveTextContent('Invalid Email'));
    expect(screen.getByRole('button', { name: 'Request Password Reset' })).toHaveFocus();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /v1/users/reset-request']);
  });

  it('shows "Invalid Email" when the server answers without a message, else its message', async () => {
    let answer = () => HttpResponse.json({}, { status: 400 });
    server.use(http.post('*/v1/users/reset-request', () => answer()));
    const user = userEvent.setup();
    open('/reset-request');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Invalid Email'));
    answer = () => HttpResponse.json({ message: 'Too many requests. Try again later.' }, { status: 429 });
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Too many requests. Try again later.'));
  });
});
