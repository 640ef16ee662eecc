import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES as CONSOLE_NAMES, LANGUAGES as CONSOLE_LANGUAGES } from '../src/i18n/languages';
import { mountFrame } from '../src/public-entry/frame';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, t } from '../src/public-entry/i18n';
import { route } from '../src/public-entry/routes';
import { emailProblem, passwordProblem } from '../src/public-entry/validate';
import { requests, server, withFakeApi } from './render-app';
import { resetPasswordBody, resetRequestBody } from '@gathering/contract';

withFakeApi();

let left: string[] = [];
/** Opens a public page as public.html's main.ts does, at `path` (with its search), in `language`. */
function open(path: string, { language = 'en', signedIn = false } = {}) {
  const url = new URL(path, 'http://localhost');
  setLanguage(language as 'en');
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const screenOf = route(url.pathname, { search: url.searchParams, signedIn, leave: (to) => left.push(to) });
  if (screenOf) mountFrame(root, screenOf);
  return screenOf;
}

afterEach(() => {
  document.body.replaceChildren();
  document.title = '';
  left = [];
  setLanguage('en');
});

const toasts = () => document.getElementById('toasts')!;

describe('public pages: addresses', () => {
  it('knows each page, and sends other addresses and signed-in visitors of the visitor pages to the console', () => {
    const ctx = { search: new URLSearchParams(), signedIn: false, leave: () => {} };
    for (const path of [
      '/reset-request',
      '/password-reset/abc',
      '/email-verification',
      '/email-verification/abc',
      '/deletion-confirmation/abc',
      '/user-delete/demo-nation',
      '/privacy-policy',
      '/privacy-policy/demo-nation',
    ])
      expect(route(path, ctx), path).not.toBeNull();
    for (const path of ['/', '/reset-request/x', '/password-reset', '/user-delete', '/admin/dashboard'])
      expect(route(path, ctx), path).toBeNull();
    // Spec 001 §2: these two send a signed-in user to their area.
    expect(route('/reset-request', { ...ctx, signedIn: true })).toBeNull();
    expect(route('/user-delete/river', { ...ctx, signedIn: true })).toBeNull();
    expect(route('/privacy-policy', { ...ctx, signedIn: true })).not.toBeNull();
  });

  it("speaks the console's languages", () => {
    expect(LANGUAGES).toEqual(CONSOLE_LANGUAGES);
    expect(LANGUAGE_NAMES).toEqual(CONSOLE_NAMES);
  });
});

describe('public pages: validation agrees with the contract', () => {
  it.each(['a@b.co', ' Ada@Example.org ', 'x', 'a@b', 'a..b@c.de', `${'a'.repeat(250)}@b.co`, ''])(
    'e-mail %j',
    (email) => {
      expect(emailProblem(email) === null).toBe(resetRequestBody.safeParse({ email }).success);
    },
  );
  it.each(['', '1234567', '12345678', 'x'.repeat(128), 'x'.repeat(129)])('password %j', (password) => {
    const body = { email: 'a@b.co', token: 't', password, confirm_password: password };
    expect(passwordProblem(password) === null).toBe(resetPasswordBody.safeParse(body).success);
  });
});

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

describe('e-mail verification', () => {
  it('verifies the e-mail of a link, says a used link is already verified, and fails without a token', async () => {
    let already = false;
    server.use(
      http.get('*/v1/users/verify/:token', () =>
        HttpResponse.json({ message: 'ok', alreadyVerified: already }),
      ),
    );
    open('/email-verification/tok');
    expect(await screen.findByRole('heading', { name: 'Your Email Has Been Verified' })).toBeInTheDocument();
    document.body.replaceChildren();
    already = true;
    open('/email-verification/tok');
    expect(
      await screen.findByRole('heading', { name: 'Your E-mail Is Already Verified' }),
    ).toBeInTheDocument();
    document.body.replaceChildren();
    requests.length = 0;
    open('/email-verification');
    expect(screen.getByRole('heading', { name: 'Error Trying To Verify User' })).toBeInTheDocument();
    expect(screen.getByText('Verification Token does not exist or has expired')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('deletion pages', () => {
  const preview = {
    firstName: 'Mason',
    maskedEmail: 'm****@members.test',
    community: { name: 'Demo Nation', slug: 'demo-nation', logo: null },
  };

  it('opening the link only shows whose app user in which community; the button deletes it', async () => {
    server.use(
      http.get('*/v1/users/deletion/:token', () => HttpResponse.json(preview)),
      http.post('*/v1/users/deletion/:token', () => HttpResponse.json({ message: 'ok' })),
    );
    const user = userEvent.setup();
    open('/deletion-confirmation/tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Nation' })).toBeInTheDocument();
    expect(
      screen.getByText('The app user Mason (m****@members.test) of Demo Nation will be deleted.'),
    ).toBeInTheDocument();
    expect(requests).toEqual(['GET /v1/users/deletion/tok']);
    expect(screen.getByRole('link', { name: 'Keep My App User' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Delete My App User' }));
    expect(
      await screen.findByRole('heading', { name: 'User Deletion Completed Successfully' }),
    ).toBeInTheDocument();
    expect(requests).toEqual(['GET /v1/users/deletion/tok', 'POST /v1/users/deletion/tok']);
  });

  it('shows the failure texts for a refused confirmation and for a missing token', async () => {
    server.use(
      http.get('*/v1/users/deletion/:token', () => HttpResponse.json({ ...preview, firstName: null })),
      http.post('*/v1/users/deletion/:token', () => HttpResponse.json({ message: 'used' }, { status: 400 })),
    );
    const user = userEvent.setup();
    open('/deletion-confirmation/tok');
    expect(
      await screen.findByText('The app user m****@members.test of Demo Nation will be deleted.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete My App User' }));
    expect(await screen.findByRole('heading', { name: 'User Deletion Error' })).toBeInTheDocument();
    expect(screen.getByText('Token was invalid or expired')).toBeInTheDocument();
    document.body.replaceChildren();
    open('/deletion-confirmation');
    expect(screen.getByRole('heading', { name: 'User Deletion Error' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete My App User' })).not.toBeInTheDocument();
  });

  it('the deletion request page shows the community and sends the request for the lowercased e-mail', async () => {
    let body: unknown;
    server.use(
      http.get('*/v1/community/profile/:slug', () =>
        HttpResponse.json({ ...preview.community, logo: '/files/logo.png' }),
      ),
      http.delete('*/v1/users/deletion-request/:slug', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    open('/user-delete/demo-nation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Nation' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Demo Nation logo' });
    expect(logo).toHaveAttribute('src', '/files/logo.png');
    // A logo that cannot be loaded gives way to the product's.
    logo.dispatchEvent(new Event('error'));
    expect(logo).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await user.type(screen.getByLabelText('E-mail'), 'Mason@Members.Test');
    await user.click(screen.getByRole('button', { name: 'Request User Deletion' }));
    expect(await screen.findByRole('heading', { name: 'Deletion Requested' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'mason@members.test', community_slug: 'demo-nation' });
  });

  it('goes to the login page when the community cannot be loaded', async () => {
    server.use(
      http.get('*/v1/community/profile/:slug', () => HttpResponse.json({ message: 'no' }, { status: 404 })),
    );
    open('/user-delete/nowhere');
    await waitFor(() => expect(left).toEqual(['/']));
  });
});

describe('privacy policy', () => {
  it("puts the community's name into the policy, with its contact links", async () => {
    server.use(
      http.get('*/v1/community/profile/:slug', () =>
        HttpResponse.json({ name: 'Demo Nation', slug: 'demo-nation', logo: null }),
      ),
    );
    open('/privacy-policy/demo-nation');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText(/information the Demo Nation app and its administration website collect/),
    ).toBeInTheDocument();
    expect(screen.getByText('The Partner App').tagName).toBe('B');
    expect(screen.getByRole('link', { name: '1-888-555-0142' })).toHaveAttribute(
      'href',
      'tel:1-888-555-0142',
    );
    expect(screen.getByRole('link', { name: 'privacy@gathering.app' })).toHaveAttribute(
      'href',
      'mailto:privacy@gathering.app',
    );
    expect(document.title).toBe('Demo Nation · Gathering');
  });

  it('speaks of "your community" without a community, and switches language in place', async () => {
    const user = userEvent.setup();
    open('/privacy-policy');
    expect(screen.getByText(/your community's app and its administration website/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(document.documentElement.lang).toBe('fr');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('gathering.language')).toBe('fr');
  });
});
