import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { route } from '../src/public-entry/routes';
import { emailProblem, passwordProblem } from '../src/public-entry/validate';
import { publicPages } from './public-pages';
import { requests, server } from './render-app';
import { resetPasswordBody, resetRequestBody } from '@gathering/contract';

// The password reset and its request: public-reset.test.ts.
const { open, left } = publicPages();

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
