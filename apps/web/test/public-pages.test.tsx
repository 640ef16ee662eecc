import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../src/i18n';
import { toastArea } from '../src/components/test-utils';
import { renderApp, requests, server, withFakeApi } from './render-app';

withFakeApi();

const toasts = toastArea;

describe('password reset page', () => {
  it('shows a loader while the token is checked, then the invalid state', async () => {
    server.use(
      http.get('*/v1/users/reset/verify/:token', async () => {
        await delay(50);
        return HttpResponse.json(
          { message: 'This token is either invalid or has expired', field: 'token' },
          { status: 400 },
        );
      }),
    );
    renderApp('/password-reset/bad-token');
    // The first test of the file also waits for the lazily imported page module (slow on a busy machine).
    expect(
      await screen.findByRole('status', { name: 'Checking your reset link' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Invalid Reset Token')).toBeInTheDocument();
    expect(screen.getByText('This token is either invalid or has expired')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    // Not a dead end (issue 10 #9): a new link can be asked for, or back to login.
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-request',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
  });

  it('resets the password with the token of the link and the e-mail lowercased as typed', async () => {
    let body: unknown;
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'done' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/password-reset/good-token');
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'Mary@River.TEST');
    expect(email).toHaveValue('mary@river.test');
    await user.type(screen.getByLabelText('New password'), 'new secret 123');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret 123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your Password Has Been Reset')).toBeInTheDocument();
    expect(screen.getByText('You can now login to your account with your new password')).toBeInTheDocument();
    expect(body).toEqual({
      email: 'mary@river.test',
      token: 'good-token',
      password: 'new secret 123',
      confirm_password: 'new secret 123',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/');
  });

  it('on failure shows the error texts, a toast with the server message, and clears the form', async () => {
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', () =>
        HttpResponse.json({ message: 'This password is too common.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/password-reset/good-token');
    await user.type(await screen.findByLabelText('E-mail'), 'mary@river.test');
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Error Reseting Your Password')).toBeInTheDocument();
    expect(screen.getByText('There was an error trying to update your password')).toBeInTheDocument();
    expect(within(toasts()).getByText('This password is too common.')).toBeInTheDocument();
    expect(within(toasts()).getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  });

  it('falls back to "Error trying to reset your new password" when the server gives no message', async () => {
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderApp('/password-reset/good-token');
    await user.type(await screen.findByLabelText('E-mail'), 'mary@river.test');
    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await within(toasts()).findByText('Error trying to reset your new password')).toBeInTheDocument();
  });

  it('checks the e-mail and the password length on the field, in French too, before sending', async () => {
    server.use(http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })));
    await i18n.changeLanguage('fr');
    try {
      const user = userEvent.setup();
      renderApp('/password-reset/good-token');
      await user.type(await screen.findByLabelText('Courriel'), 'mary');
      await user.type(screen.getByLabelText('Nouveau mot de passe'), 'short');
      await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'other');
      await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
      expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription(
        'Veuillez saisir une adresse courriel valide.',
      );
      expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
        'Le mot de passe doit comporter au moins 8 caractères.',
      );
      expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
        'Le mot de passe et sa confirmation ne correspondent pas.',
      );
      expect(requests).toEqual(['GET /v1/users/reset/verify/good-token']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('puts a server error that names a field under that field', async () => {
    server.use(
      http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })),
      http.post('*/v1/users/reset/password', () =>
        HttpResponse.json(
          { message: 'No account uses this e-mail address.', field: 'email' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/password-reset/good-token');
    await user.type(await screen.findByLabelText('E-mail'), 'mary@river.test');
    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'No account uses this e-mail address.',
      ),
    );
  });

  it('stops a mismatched confirmation before sending', async () => {
    server.use(http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })));
    const user = userEvent.setup();
    renderApp('/password-reset/good-token');
    await user.type(await screen.findByLabelText('E-mail'), 'mary@river.test');
    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'different one');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The password and its confirmation do not match.',
    );
    expect(requests).toEqual(['GET /v1/users/reset/verify/good-token']);
  });
});

describe('reset request page', () => {
  it('sends the lowercased e-mail, shows "You\'ve Got Mail", and Resend Request returns to the form', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/users/reset-request', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/reset-request');
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'ADA@Root.Test');
    expect(email).toHaveValue('ada@root.test');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(await screen.findByText("You've Got Mail")).toBeInTheDocument();
    expect(body).toEqual({ email: 'ada@root.test' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Resend Request' }));
    expect(screen.getByRole('button', { name: 'Request Password Reset' })).toBeInTheDocument();
  });

  it('shows "Invalid Email" when the server answers without a message, else its message', async () => {
    server.use(
      http.post('*/v1/users/reset-request', () => new HttpResponse(null, { status: 400 }), { once: true }),
      http.post('*/v1/users/reset-request', () =>
        HttpResponse.json({ message: 'Please enter a valid e-mail address.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/reset-request');
    // An address that is not one is stopped on the field, without a request.
    await user.type(await screen.findByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText('E-mail'), '@river.test');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(await within(toasts()).findByText('Invalid Email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(await within(toasts()).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText("You've Got Mail")).not.toBeInTheDocument();
  });
});

describe('invitation link (issue 10 #11)', () => {
  it("titles the page 'Set your password' for an invited member", async () => {
    server.use(http.get('*/v1/users/reset/verify/:token', () => HttpResponse.json({ valid: true })));
    renderApp('/password-reset/invite-token?invite=1');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByText('Reset Your Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();
  });
});

describe('e-mail verification and deletion confirmation', () => {
  it('verifies the e-mail of a link', async () => {
    server.use(http.get('*/v1/users/verify/:token', () => HttpResponse.json({ message: 'ok' })));
    renderApp('/email-verification/tok');
    expect(await screen.findByText('Your Email Has Been Verified')).toBeInTheDocument();
    expect(screen.getByText('Thank you! You can now access your account')).toBeInTheDocument();
  });

  it('shows the failure for a bad token, and without a token without asking the server', async () => {
    server.use(
      http.get('*/v1/users/verify/:token', () =>
        HttpResponse.json({ message: 'Verification Token does not exist or has expired' }, { status: 400 }),
      ),
    );
    const first = renderApp('/email-verification/bad');
    expect(await screen.findByText('Error Trying To Verify User')).toBeInTheDocument();
    first.unmount();
    renderApp('/email-verification');
    expect(await screen.findByText('Error Trying To Verify User')).toBeInTheDocument();
    expect(screen.getByText('Verification Token does not exist or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(requests).toEqual(['GET /v1/users/verify/bad']);
  });

  it('says the address is already verified when a used link is opened again', async () => {
    server.use(
      http.get('*/v1/users/verify/:token', () =>
        HttpResponse.json({ message: 'This e-mail address is already verified.', alreadyVerified: true }),
      ),
    );
    renderApp('/email-verification/used');
    expect(await screen.findByText('Your E-mail Is Already Verified')).toBeInTheDocument();
    expect(screen.queryByText('Error Trying To Verify User')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/');
  });
});

describe('user deletion page', () => {
  const profile = { name: 'River Nation', slug: 'river', logo: null };

  it('shows the community and sends the deletion request for the lowercased e-mail', async () => {
    let body: unknown;
    server.use(
      http.get('*/v1/community/profile/river', () => HttpResponse.json(profile)),
      http.delete('*/v1/users/deletion-request/river', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/user-delete/river');
    expect(await screen.findByRole('heading', { name: 'River Nation' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'River Nation logo' })).toBeInTheDocument();
    expect(screen.getByText('Delete Your App User')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'Member@River.Test');
    await user.click(screen.getByRole('button', { name: 'Request User Deletion' }));
    expect(await screen.findByText(/check your inbox to complete the user deletion/i)).toBeInTheDocument();
    expect(body).toEqual({ email: 'member@river.test', community_slug: 'river' });
  });

  it('goes to the login page when the community cannot be loaded', async () => {
    server.use(
      http.get('*/v1/community/profile/:slug', () =>
        HttpResponse.json({ message: 'Community was invalid or could not be found' }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/user-delete/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a failed request as an Error toast', async () => {
    server.use(
      http.get('*/v1/community/profile/river', () => HttpResponse.json(profile)),
      http.delete('*/v1/users/deletion-request/river', () =>
        HttpResponse.json(
          { message: 'Too many requests. Please wait a moment and try again.' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/user-delete/river');
    await user.type(await screen.findByLabelText('E-mail'), 'member@river.test');
    await user.click(screen.getByRole('button', { name: 'Request User Deletion' }));
    expect(
      await within(toasts()).findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });
});

describe('privacy policy', () => {
  it("puts the community's name into the policy", async () => {
    server.use(
      http.get('*/v1/community/profile/river', () =>
        HttpResponse.json({ name: 'River Nation', slug: 'river', logo: null }),
      ),
    );
    renderApp('/privacy-policy/river');
    expect(await screen.findByRole('heading', { name: 'River Nation' })).toBeInTheDocument();
    const policy = screen.getByRole('article');
    expect(within(policy).getAllByText(/River Nation/).length).toBeGreaterThan(5);
    for (const section of [
      'Words we use',
      'What the Partner App collects',
      'What the administration panel collects',
      'Forms and signatures',
      'We never sell your data',
      'Your rights',
      'Security',
      'How long we keep information',
      'Links to other websites',
      'Contact us',
    ]) {
      expect(within(policy).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(policy).getByText(/Partner App/, { selector: 'b' })).toBeInTheDocument();
    expect(within(policy).getByText(/Web-Service Platform/, { selector: 'b' })).toBeInTheDocument();
    expect(within(policy).getByText(/SSL/)).toBeInTheDocument();
    // Issue 10 #7: the name is followed by its space ("River Nationknows" before).
    expect(policy.textContent).toContain('so that River Nation knows what');
    expect(policy.textContent).not.toMatch(/River Nation\S*knows/);
    expect(within(policy).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(policy).getByRole('link', { name: /\d{3}-\d{4}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('reads in French, with the name in its place', async () => {
    server.use(
      http.get('*/v1/community/profile/river', () =>
        HttpResponse.json({ name: 'River Nation', slug: 'river', logo: null }),
      ),
    );
    await i18n.changeLanguage('fr');
    try {
      renderApp('/privacy-policy/river');
      expect(
        await screen.findByRole('heading', { name: 'Politique de confidentialité' }),
      ).toBeInTheDocument();
      const policy = screen.getByRole('article');
      expect(within(policy).getByRole('heading', { name: 'Vos droits' })).toBeInTheDocument();
      expect(within(policy).getByText(/Application partenaire/, { selector: 'b' })).toBeInTheDocument();
      expect(policy.textContent).toContain("renseignements l'application River Nation et son site");
      expect(within(policy).getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('uses a default name without a community, or when the community is unknown', async () => {
    server.use(
      http.get('*/v1/community/profile/:slug', () => HttpResponse.json({ message: 'no' }, { status: 404 })),
    );
    const a = renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByText(/your community/).length).toBeGreaterThan(5);
    // Issue 10 #7: not "the your community app".
    expect(screen.getByRole('article').textContent).not.toContain('the your community');
    expect(screen.getByRole('article').textContent).toContain("what information your community's app");
    expect(requests).toEqual([]);
    a.unmount();
    renderApp('/privacy-policy/unknown');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByText(/your community/).length).toBeGreaterThan(5);
  });
});
