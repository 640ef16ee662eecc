import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContacts } from '@gathering/contract';
import { App } from '../src/member/app';
import { setUiLanguage } from '../src/member/i18n';
import { startMember } from '../src/member/start';
import { forgetRemembered } from '../src/member/use-remote';
import { server, withFakeApi } from './render-app';

// The member web app's Contacts screen (issue 36 #1): the signed-in member's numbers and e-mail addresses with their
// consent per channel, through the member API's own /app/v1/me/contacts; the server's sentence about a number goes
// under that number.
withFakeApi();

const SLUG = 'demo-nation';
const token = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;

const community = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Demo Nation',
  slug: SLUG,
  logo: null,
  colors: { primary: '#0b7285', onPrimary: '#ffffff', background: '#ffffff' },
  languages: [{ tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true }],
  timeZone: 'America/Edmonton',
  manifest: '',
};

const channel = (id: number, kind: 'MOBILE' | 'EMAIL', value: string, display: string) => ({
  id: `00000000-0000-4000-8000-0000000004${String(id).padStart(2, '0')}`,
  kind,
  value,
  display,
  alerts: true,
  news: false,
  consentSource: 'MEMBER' as const,
  consentChangedAt: '2026-03-01T12:00:00.000Z',
});

function fakeApi() {
  const sent: unknown[] = [];
  let mine: AppContacts = {
    accountEmail: 'sam@example.org',
    channels: [channel(1, 'MOBILE', '+12049470123', '(204) 947-0123')],
  };
  server.use(
    http.get(`*/app/v1/communities/${SLUG}`, () => HttpResponse.json(community)),
    http.post('*/app/v1/guests/session', () =>
      HttpResponse.json({ guestToken: token('guest-1'), exp: exp() }),
    ),
    // The boot script asks for the feed's first page whatever the screen.
    http.get('*/app/v1/feed', () =>
      HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } }),
    ),
    http.get('*/app/v1/me/contacts', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${token('member-1')}`
        ? HttpResponse.json(mine)
        : HttpResponse.json({ message: 'Forbidden.' }, { status: 403 }),
    ),
    http.put('*/app/v1/me/contacts', async ({ request }) => {
      const body = (await request.json()) as { channels: { kind: string; value: string; news: boolean }[] };
      sent.push(body);
      const bad = body.channels.findIndex((c) => c.value.replace(/\D/g, '').length < 10);
      if (bad >= 0)
        return HttpResponse.json(
          {
            message: 'Please enter a valid phone number, for example +1 204 555 0123.',
            field: `channels.${bad}.value`,
          },
          { status: 400 },
        );
      mine = {
        ...mine,
        channels: body.channels.map((c, i) => ({
          ...channel(i + 1, c.kind as 'MOBILE', c.value, c.value),
          news: c.news,
        })),
      };
      return HttpResponse.json(mine);
    }),
  );
  return sent;
}

const open = (signedIn: boolean) => {
  if (signedIn) {
    localStorage.setItem(`gathering.member.${SLUG}.accessToken`, token('member-1'));
    localStorage.setItem(`gathering.member.${SLUG}.exp`, String(exp()));
  }
  window.history.replaceState(null, '', `/c/${SLUG}/contacts`);
  return render(<App handover={startMember(SLUG)} />);
};

beforeEach(() => {
  forgetRemembered();
  setUiLanguage('en');
});
afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the Contacts screen of the member web app', { timeout: 60_000 }, () => {
  it('shows the member their channels, and puts the server’s sentence under the number it is about', async () => {
    const sent = fakeApi();
    open(true);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(document.title).toBe('Contacts · Demo Nation');
    expect(screen.getByRole('navigation').querySelector('a[href$="/contacts"]')).not.toBeNull();
    const first = screen.getByRole('group', { name: 'Contact 1' });
    await waitFor(() => expect(within(first).getByLabelText(/Phone number/)).toHaveValue('(204) 947-0123'));
    expect(within(first).getByRole('checkbox', { name: 'Emergency alerts' })).toBeChecked();

    await user.click(within(first).getByRole('checkbox', { name: 'Other news' }));
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const second = screen.getByRole('group', { name: 'Contact 2' });
    // An empty one is refused before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([]);
    expect(
      within(second).getByText('Enter the number or address, or remove this contact.'),
    ).toBeInTheDocument();

    const number = within(second).getByLabelText(/Phone number/);
    await user.type(number, '555 01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(second).findByText('Please enter a valid phone number, for example +1 204 555 0123.'),
    ).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();

    await user.clear(number);
    await user.type(number, '+1 204 555 0100');
    await user.selectOptions(within(second).getByLabelText('Type'), 'Mobile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Among the frame's other live regions (the notices, the alerts), the form's own says so.
    expect(await screen.findByText('Your contacts were saved.')).toHaveAttribute('role', 'status');
    expect(sent.at(-1)).toEqual({
      channels: [
        { kind: 'MOBILE', value: '(204) 947-0123', alerts: true, news: true },
        { kind: 'MOBILE', value: '+1 204 555 0100', alerts: true, news: false },
      ],
    });
  });

  it('asks a guest to sign in, and speaks French', async () => {
    fakeApi();
    setUiLanguage('fr');
    open(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coordonnées' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Connectez-vous pour indiquer vos coordonnées.' }),
    ).toHaveAttribute('href', `/c/${SLUG}/sign-in?next=%2Fcontacts`);
  });
});
