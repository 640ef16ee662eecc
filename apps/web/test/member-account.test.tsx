import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppMeResponse } from '@gathering/contract';
import { App } from '../src/member/app';
import { setUiLanguage } from '../src/member/i18n';
import { startMember } from '../src/member/start';
import { forgetRemembered } from '../src/member/use-remote';
import { server, withFakeApi } from './render-app';

// The member web app's account screen (issue 35 item 1): the member's profile, their content languages in their own
// order (moved by keyboard, the focus kept and the new place announced), their password, and the links to the
// community's privacy policy and the deletion of the account. The server's sentences go under the field they name.
withFakeApi();

const SLUG = 'demo-nation';
const token = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;
const MEMBER = `Bearer ${token('member-1')}`;

const language = (tag: string, name: string, isDefault = false) =>
  ({ tag, name, script: 'Latn', direction: 'ltr', isDefault }) as const;
const community = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Demo Nation',
  slug: SLUG,
  logo: null,
  colors: { primary: '#0b7285', onPrimary: '#ffffff', background: '#ffffff' },
  languages: [language('en', 'English', true), language('fr', 'Français'), language('crk', 'Nēhiyawēwin')],
  timeZone: 'America/Edmonton',
  manifest: '',
};

const me: AppMeResponse = {
  id: '00000000-0000-4000-8000-000000000001',
  memberId: '00000000-0000-4000-8000-000000000002',
  username: 'sam.cardinal',
  email: 'sam@example.org',
  firstName: 'Sam',
  lastName: 'Cardinal',
  fullName: 'Sam Cardinal',
  isEmailVerified: true,
  multiCommunity: false,
  role: 'MEMBER',
  community: { id: community.id, name: community.name, slug: SLUG, logo: null },
};

function fakeApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let mine = { ...me };
  let languages = ['en', 'fr'];
  const memberOnly = (request: Request, answer: () => Response | Promise<Response>) =>
    request.headers.get('authorization') === MEMBER
      ? answer()
      : HttpResponse.json({ message: 'Sign in first.' }, { status: 401 });
  const record = async (request: Request) => {
    const body = await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(`*/app/v1/communities/${SLUG}`, () => HttpResponse.json(community)),
    http.post('*/app/v1/guests/session', () =>
      HttpResponse.json({ guestToken: token('guest-1'), exp: exp() }),
    ),
    http.get('*/app/v1/feed', () =>
      HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } }),
    ),
    http.get('*/app/v1/me', ({ request }) => memberOnly(request, () => HttpResponse.json(mine))),
    http.patch('*/app/v1/me', ({ request }) =>
      memberOnly(request, async () => {
        const body = await record(request);
        if (body.username === 'taken.name')
          return HttpResponse.json(
            { code: 'CONFLICT', message: 'That username is already taken.', field: 'username' },
            { status: 409 },
          );
        mine = { ...mine, ...(body as Partial<AppMeResponse>) };
        if (body.email !== me.email) mine.isEmailVerified = false;
        return HttpResponse.json(mine);
      }),
    ),
    http.get('*/app/v1/me/languages', ({ request }) =>
      memberOnly(request, () => HttpResponse.json({ languages })),
    ),
    http.put('*/app/v1/me/languages', ({ request }) =>
      memberOnly(request, async () => {
        languages = (await record(request)).languages as string[];
        return HttpResponse.json({ languages });
      }),
    ),
    http.put('*/app/v1/me/password', ({ request }) =>
      memberOnly(request, async () => {
        const body = await record(request);
        return body.currentPassword === 'right-password'
          ? HttpResponse.json({ message: 'Password changed.' })
          : HttpResponse.json(
              { code: 'BAD_REQUEST', message: 'The current password is wrong.', field: 'currentPassword' },
              { status: 400 },
            );
      }),
    ),
  );
  return sent;
}

const open = (signedIn: boolean, path = '/account') => {
  if (signedIn) {
    localStorage.setItem(`gathering.member.${SLUG}.accessToken`, token('member-1'));
    localStorage.setItem(`gathering.member.${SLUG}.exp`, String(exp()));
  }
  window.history.replaceState(null, '', `/c/${SLUG}${path}`);
  return render(<App handover={startMember(SLUG)} />);
};

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  forgetRemembered();
  setUiLanguage('en');
});
afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the account screen of the member web app', { timeout: 60_000 }, () => {
  it('is in a member’s menu, puts the server’s sentence under the field it names, and saves the profile', async () => {
    const sent = fakeApi();
    open(true, '/');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(nav).findByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(document.title).toBe('Your account · Demo Nation');

    const profile = section('Profile');
    const username = await within(profile).findByLabelText('Username');
    await waitFor(() => expect(username).toHaveValue('sam.cardinal'));
    expect(within(profile).getByLabelText('First name')).toHaveValue('Sam');

    // Checked before anything is sent.
    const email = within(profile).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    expect(within(profile).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(sent).toEqual([]);

    // The server's refusal, under its field.
    await user.clear(email);
    await user.type(email, 'sam.new@example.org');
    await user.clear(username);
    await user.type(username, 'taken.name');
    await user.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    expect(await within(profile).findByText('That username is already taken.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();

    await user.clear(username);
    await user.type(username, 'sam.c');
    await user.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    expect(
      await within(profile).findByText(
        'Your profile was saved. We e-mailed a link to sam.new@example.org: follow it to confirm the address.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(
      within(profile).getByText('This address is not confirmed yet: follow the link we e-mailed to it.'),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      path: '/app/v1/me',
      body: { firstName: 'Sam', lastName: 'Cardinal', username: 'sam.c', email: 'sam.new@example.org' },
    });

    // The public pages, by their addresses.
    const data = section('Privacy and your account');
    expect(within(data).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      `/privacy-policy/${SLUG}`,
    );
    expect(within(data).getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
      'href',
      `/user-delete/${SLUG}`,
    );
  });

  it('orders the member’s languages by keyboard, keeping the focus and saying where each went', async () => {
    const sent = fakeApi();
    open(true);
    const user = userEvent.setup();
    const languages = await screen.findByRole('region', { name: 'Languages' });
    const list = await within(languages).findByRole('list', { name: 'Your languages, most preferred first' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('[lang]')?.textContent);
    expect(names()).toEqual(['English', 'Français']);

    // English down, by Enter: English is last, so the focus goes to its other button, and the move is said.
    within(list).getByRole('button', { name: 'Move English down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Français', 'English']);
    expect(within(list).getByRole('button', { name: 'Move English up' })).toHaveFocus();
    expect(within(languages).getByText('English is now number 2 of 2.')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    // Cree added from the community's other languages, then moved up twice by Space: it keeps the focus.
    const add = within(languages).getByLabelText('Add a language');
    expect(
      within(add)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nēhiyawēwin']);
    await user.click(within(languages).getByRole('button', { name: 'Add' }));
    expect(names()).toEqual(['Français', 'English', 'Nēhiyawēwin']);
    expect(within(languages).getByText('Every language of the community is in your list.')).toHaveFocus();
    within(list).getByRole('button', { name: 'Move Nēhiyawēwin up' }).focus();
    await user.keyboard(' ');
    expect(within(list).getByRole('button', { name: 'Move Nēhiyawēwin up' })).toHaveFocus();
    await user.keyboard(' ');
    expect(names()).toEqual(['Nēhiyawēwin', 'Français', 'English']);
    // At the top its up button is disabled: the focus is on its down button.
    expect(within(list).getByRole('button', { name: 'Move Nēhiyawēwin up' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move Nēhiyawēwin down' })).toHaveFocus();
    expect(within(languages).getByText('Nēhiyawēwin is now number 1 of 3.')).toBeInTheDocument();

    // Removed: the focus goes to the next language's remove button.
    await user.click(within(list).getByRole('button', { name: 'Remove Français' }));
    expect(within(list).getByRole('button', { name: 'Remove English' })).toHaveFocus();
    expect(within(languages).getByText('Français removed.')).toBeInTheDocument();

    expect(sent).toEqual([]);
    await user.click(within(languages).getByRole('button', { name: 'Save the languages' }));
    expect(await within(languages).findByText('Your languages were saved.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent).toEqual([
      { method: 'PUT', path: '/app/v1/me/languages', body: { languages: ['crk', 'en'] } },
    ]);
  });

  it('changes the password for the password manager, with the server’s sentence under the current one', async () => {
    const sent = fakeApi();
    open(true);
    const user = userEvent.setup();
    const password = await screen.findByRole('region', { name: 'Password' });
    const current = within(password).getByLabelText('Current password');
    const fresh = within(password).getByLabelText('New password');
    const again = within(password).getByLabelText('Confirm the new password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    expect(again).toHaveAttribute('autocomplete', 'new-password');
    // Whose password, for the password manager: the account's username, in the form but not shown.
    await waitFor(() =>
      expect(password.querySelector('input[autocomplete="username"]')).toHaveValue('sam.cardinal'),
    );

    const change = within(password).getByRole('button', { name: 'Change the password' });
    await user.type(current, 'wrong-password');
    await user.type(fresh, 'short');
    await user.click(change);
    expect(within(password).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(fresh).toHaveFocus();
    await user.type(fresh, '-but-longer');
    await user.type(again, 'something else');
    await user.click(change);
    expect(within(password).getByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(again).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(again);
    await user.type(again, 'short-but-longer');
    await user.click(change);
    expect(await within(password).findByText('The current password is wrong.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();

    await user.clear(current);
    await user.type(current, 'right-password');
    await user.click(change);
    expect(
      await within(password).findByText(
        'Your password was changed. Your other phones and browsers will ask you to sign in again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(current).toHaveValue('');
    expect(fresh).toHaveValue('');
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/app/v1/me/password',
      body: { currentPassword: 'right-password', password: 'short-but-longer' },
    });
  });

  it('is not in a guest’s menu, and asks a guest who opens it to sign in, in French too', async () => {
    fakeApi();
    setUiLanguage('fr');
    open(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous pour voir votre compte.' })).toHaveAttribute(
      'href',
      `/c/${SLUG}/sign-in?next=%2Faccount`,
    );
    expect(screen.getByRole('navigation').querySelector('a[href$="/account"]')).toBeNull();
  });
});
