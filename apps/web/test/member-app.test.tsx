import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { entries, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/member/app';
import { setUiLanguage } from '../src/member/i18n';
import { startMember } from '../src/member/start';
import { forgetRemembered } from '../src/member/use-remote';
import type { AppFeedItem } from '../src/member/types';
import { server, withFakeApi } from './render-app';

// The member web app (src/member, issue 35) against a fake member API: what a guest and a member read, and what a
// sign-out leaves in the browser (nothing of the member).
withFakeApi();

const SLUG = 'demo-nation';
/** A token the app reads the subject of (it never checks a signature: the server does). */
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
  manifest: `/app/v1/communities/${SLUG}/manifest.webmanifest`,
};

const item = (id: string, headline: string, extra: Partial<AppFeedItem> = {}) =>
  ({
    id,
    feedItemType: 'NewsItem',
    headline,
    tagline: `${headline}: the tagline`,
    body: `<p>${headline}: the whole story.</p>`,
    publishedOn: '2026-06-14T18:00:00.000Z',
    pinned: false,
    coverImage: null,
    language: 'en',
    liked: false,
    ...extra,
  }) as unknown as AppFeedItem;

const publicNews = item('00000000-0000-4000-8000-000000000101', 'Band office hours');
const membersNews = item('00000000-0000-4000-8000-000000000102', 'Members meeting minutes');

/** The fake API: who asked for what, with which token; members read one more item than guests. */
function fakeApi() {
  const seen: { method: string; path: string; auth: string | null; body?: unknown }[] = [];
  let guests = 0;
  const who = (request: Request) => request.headers.get('authorization')?.replace('Bearer ', '') ?? null;
  const isMember = (request: Request) => who(request) === token('member-1');
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, auth: who(request) });
  });
  server.use(
    http.get(`*/app/v1/communities/${SLUG}`, () =>
      HttpResponse.json(community, { headers: { etag: '"c1"' } }),
    ),
    http.get('*/app/v1/communities/:slug', () =>
      HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
    ),
    http.post('*/app/v1/guests/session', async ({ request }) => {
      const body = (await request.json()) as { deviceId: string };
      guests += 1;
      seen.push({ method: 'GUEST', path: body.deviceId, auth: null });
      return HttpResponse.json({ guestToken: token(`guest-${guests}`), exp: exp() });
    }),
    http.get('*/app/v1/feed', ({ request }) => {
      const data = isMember(request) ? [membersNews, publicNews] : [publicNews];
      return HttpResponse.json(
        { data, meta: { current: 0, pages: 1, total: data.length } },
        { headers: { etag: isMember(request) ? '"m"' : '"g"' } },
      );
    }),
    http.get('*/app/v1/feed/:id', ({ request, params }) => {
      const found = [publicNews, ...(isMember(request) ? [membersNews] : [])].find((i) => i.id === params.id);
      return found
        ? HttpResponse.json(found, { headers: { etag: `"${found.id}"` } })
        : HttpResponse.json({ message: 'Item not found.' }, { status: 404 });
    }),
    http.post(`*/app/v1/communities/${SLUG}/session/sign-in`, async ({ request }) => {
      const body = (await request.json()) as { credential: string; password: string };
      if (body.credential !== 'sam@example.org' || body.password !== 'a good password')
        return HttpResponse.json({ message: 'Invalid credentials.' }, { status: 401 });
      return HttpResponse.json({
        accessToken: token('member-1'),
        exp: exp(),
        refreshExpiresOn: '2027-01-01T00:00:00Z',
      });
    }),
    http.post(`*/app/v1/communities/${SLUG}/session/sign-up`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      seen.push({ method: 'SIGN-UP', path: '', auth: null, body });
      if (body.username === 'taken')
        return HttpResponse.json({ message: 'This username is taken.', field: 'username' }, { status: 409 });
      return HttpResponse.json(
        { accessToken: token('member-1'), exp: exp(), refreshExpiresOn: '2027-01-01T00:00:00Z' },
        { status: 201 },
      );
    }),
    http.post(`*/app/v1/communities/${SLUG}/session/sign-out`, () =>
      HttpResponse.json({ message: 'Logged out.' }),
    ),
  );
  return { seen };
}

function open(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App handover={startMember(SLUG)} />);
}

const memberKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(`gathering.member.${SLUG}.`));
const keptRows = () => entries(createStore(`gathering-member:${SLUG}`, 'kept'));

// The interface's language is read once per module graph, from what another file's test may have remembered (test
// files share modules): each test starts in English.
beforeEach(() => {
  forgetRemembered();
  setUiLanguage('en');
});
afterEach(() => {
  setUiLanguage('en');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the member web app', () => {
  it('lets a guest read the feed and open an item, in the community’s colours and name', async () => {
    const { seen } = fakeApi();
    open(`/c/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Nation' })).toHaveAttribute('href', `/c/${SLUG}/`);
    expect(screen.getByText('You are reading as a guest.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Band office hours' });
    expect(screen.queryByText('Members meeting minutes')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Feed · Demo Nation'));

    // The first screen of a visit leaves the focus to the browser (the skip link is the first Tab).
    expect(screen.getByRole('heading', { level: 1, name: 'Feed' })).not.toHaveFocus();

    await userEvent.click(link);
    expect(window.location.pathname).toBe(`/c/${SLUG}/items/${publicNews.id}`);
    // The link went with the feed: the new screen's heading has the focus, once its data has come (issue 35 #3).
    const itemHeading = await screen.findByRole('heading', { level: 1, name: 'Band office hours' });
    await waitFor(() => expect(itemHeading).toHaveFocus());
    expect(screen.getByText('Band office hours: the whole story.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Band office hours · Demo Nation'));
    // The item was asked of the server (which records the view), with the guest's token.
    await waitFor(() =>
      expect(
        seen.some((s) => s.path === `/app/v1/feed/${publicNews.id}` && s.auth === token('guest-1')),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to the feed' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Feed' })).toHaveFocus());
  });

  it('tells a guest that an item may be for members only, with the way to sign in', async () => {
    fakeApi();
    open(`/c/${SLUG}/items/${membersNews.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to read it if you are a member.' })).toHaveAttribute(
      'href',
      `/c/${SLUG}/sign-in?next=${encodeURIComponent(`/items/${membersNews.id}`)}`,
    );
  });

  it('signs a member in, shows what members read, and on sign-out leaves nothing of them in the browser', async () => {
    const { seen } = fakeApi();
    open(`/c/${SLUG}/sign-in?next=${encodeURIComponent(`/items/${membersNews.id}`)}`);
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    // Nothing typed: each field says what it needs, and nothing is sent.
    await userEvent.click(signIn);
    expect(screen.getByText('Enter your username or e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveFocus();
    expect(seen.some((s) => s.path.endsWith('/session/sign-in'))).toBe(false);
    // A wrong password: the server's sentence.
    await userEvent.type(screen.getByLabelText('Username or e-mail'), 'sam@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(signIn);

    // Back to the item asked for, which a member may read.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Members meeting minutes' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/c/${SLUG}/items/${membersNews.id}`);
    await userEvent.click(screen.getByRole('link', { name: 'Feed' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Members meeting minutes' })).toBeInTheDocument();
    expect(localStorage.getItem(`gathering.member.${SLUG}.accessToken`)).toBe(token('member-1'));
    await waitFor(async () => expect((await keptRows()).map(([k]) => String(k))).toContain('member-1:feed'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByText('You have signed out. Nothing of your session is left in this browser.'),
    ).toBeInTheDocument();
    expect(
      seen.some((s) => s.method === 'POST' && s.path === `/app/v1/communities/${SLUG}/session/sign-out`),
    ).toBe(true);
    expect(memberKeys()).toEqual([]);
    expect(await keptRows()).toEqual([]);

    // The next person on this browser: a new guest (a new device id), who reads nothing of the member's.
    const guestsBefore = seen.filter((s) => s.method === 'GUEST').map((s) => s.path);
    await userEvent.click(screen.getByRole('link', { name: 'Feed' }));
    expect(await screen.findByRole('link', { name: 'Band office hours' })).toBeInTheDocument();
    expect(screen.queryByText('Members meeting minutes')).not.toBeInTheDocument();
    expect(screen.getByText('You are reading as a guest.')).toBeInTheDocument();
    const guestsAfter = seen.filter((s) => s.method === 'GUEST').map((s) => s.path);
    expect(guestsAfter.length).toBeGreaterThan(guestsBefore.length);
    expect(guestsBefore).not.toContain(guestsAfter.at(-1));
  });

  it('lets a guest create an account: each field checked, a taken username said under its field, the guest kept', async () => {
    const { seen } = fakeApi();
    open(`/c/${SLUG}`);
    await screen.findByRole('link', { name: 'Band office hours' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Demo Nation' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create an account' });
    await userEvent.click(create);
    expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(seen.some((s) => s.method === 'SIGN-UP')).toBe(false);

    await userEvent.type(screen.getByLabelText('First name'), 'Sam');
    await userEvent.type(screen.getByLabelText('E-mail'), 'sam@example.org');
    await userEvent.type(screen.getByLabelText('Username'), 'taken');
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(create);
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'sam.cardinal');
    await userEvent.click(create);

    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Members meeting minutes' })).toBeInTheDocument();
    const sent = seen.filter((s) => s.method === 'SIGN-UP').at(-1)!.body;
    // The browser's guest becomes the member.
    expect(sent).toEqual({
      firstName: 'Sam',
      lastName: '',
      email: 'sam@example.org',
      username: 'sam.cardinal',
      password: 'a good password',
      guestToken: token('guest-1'),
    });
  });

  it('says so when there is no community at the address', async () => {
    fakeApi();
    window.history.replaceState(null, '', '/c/nowhere');
    render(<App handover={startMember('nowhere')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community not found' })).toBeInTheDocument();
  });

  it('speaks French when the person chooses it', async () => {
    fakeApi();
    open(`/c/${SLUG}`);
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fil' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
