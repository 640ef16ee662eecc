import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { BootHandover } from './boot-handover';
import { AppContext, useApp, type MemberApp } from './context';
import { uiLanguage } from './i18n';
import { appUrl } from './paths';
import { askCommunity } from './start';
import { match, useAddress } from './router';
import { sessionPath } from './api';
import { Frame } from './frame';
import { useScreenFocus } from './screen-focus';
import { AccountScreen } from './account/screens';
import { ContactsScreen } from './screens/contacts';
import { FeedScreen } from './screens/feed';
import { ItemScreen } from './screens/item';
import { SignInScreen } from './screens/sign-in';
import { SignUpScreen } from './screens/sign-up';
import { Message } from './screens/message';
import { TextsProvider } from './texts-provider';
import { InboxProvider } from './inbox/inbox-data';
import { NotificationsScreen } from './inbox/notifications';
import { NewTicketScreen, TicketScreen, TicketsScreen } from './support/screens';
import { forgetRemembered } from './use-remote';
import { leavingPush, currentSubscription, registerDevice } from './pwa/push';
import { startWorker } from './pwa/register';
import { useTexts } from './render/texts';
import type { CommunityBranding } from './types';

/** The screens, by the part of the address after /c/<slug>. */
const ROUTES = [
  ['feed', '/'],
  ['item', '/items/:id'],
  ['signIn', '/sign-in'],
  ['signUp', '/sign-up'],
  ['contacts', '/contacts'],
  ['account', '/account'],
  // Notifications, alerts and support (member-inbox).
  ['notifications', '/notifications'],
  ['tickets', '/support'],
  ['newTicket', '/support/new'],
  ['ticket', '/support/:id'],
] as const;

export function App({ handover }: { handover: BootHandover | null }) {
  return <TextsProvider>{handover ? <Community handover={handover} /> : <Missing />}</TextsProvider>;
}

function Missing() {
  const { t } = useTexts();
  useEffect(() => {
    document.title = `${t('app.noCommunityTitle')} · Gathering`;
  }, [t]);
  return (
    <main className="mw-main mw-alone" id="main">
      <Message title={t('app.noCommunityTitle')}>{t('app.noCommunity')}</Message>
    </main>
  );
}

type Loaded = { community: CommunityBranding } | { missing: true } | { failed: true } | null;

/** A community's app: its look once known (the copy kept from the last visit at once), then its screens. */
function Community({ handover }: { handover: BootHandover }) {
  const { t } = useTexts();
  const [loaded, setLoaded] = useState<Loaded>(() =>
    handover.community.kept ? { community: handover.community.kept } : null,
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const fresh = attempt === 0 ? handover.community.fresh : askCommunity(handover.api, null);
    fresh.then(
      (community) => live && setLoaded(community ? { community } : { missing: true }),
      () => live && setLoaded((kept) => (kept && 'community' in kept ? kept : { failed: true })),
    );
    return () => {
      live = false;
    };
  }, [handover, attempt]);

  if (loaded === null)
    return (
      <p className="mw-loading" role="status">
        {t('app.loading')}
      </p>
    );
  if ('missing' in loaded) return <Missing />;
  if ('failed' in loaded)
    return (
      <main className="mw-main mw-alone" id="main">
        <Message title={t('app.connectionFailed')}>
          <button type="button" className="mw-button" onClick={() => setAttempt((a) => a + 1)}>
            {t('app.retry')}
          </button>
        </Message>
      </main>
    );
  return <Screens handover={handover} community={loaded.community} />;
}

function Screens({ handover, community }: { handover: BootHandover; community: CommunityBranding }) {
  const { api, kept, slug } = handover;
  const [kind, setKind] = useState(api.kind);
  const [turn, setTurn] = useState(0);
  const [online, setOnline] = useState(true);
  useEffect(
    () =>
      api.onSessionChange((next) => {
        // The session changed under the app (ended by the server, or in another tab): a new reader's turn.
        forgetRemembered();
        setKind(next);
        setTurn((n) => n + 1);
      }),
    [api],
  );

  const href = useCallback((path = '') => appUrl(slug, path), [slug]);
  const app = useMemo<MemberApp>(
    () => ({
      slug,
      api,
      kept,
      community,
      kind,
      turn,
      online,
      reached: (reached) => setOnline(reached),
      href,
      boot: handover,
      async signedIn(answer) {
        api.signedIn(answer);
        // What a guest kept here is of no use to the member, and a member's copies are theirs alone.
        const who = api.who();
        if (who) await kept.forgetOthers(who);
        // The guest's notifications on this browser become the member's (the server moves the device).
        const sub = await currentSubscription(slug);
        if (sub) void registerDevice(api, sub, navigator.language).catch(() => undefined);
      },
      async signOut(show) {
        let reached = true;
        // This browser's push subscription stops receiving the member's notifications (issue 35 item 4).
        const push = await leavingPush(slug);
        try {
          await api.call('POST', sessionPath(slug, 'sign-out'), {
            auth: 'none',
            body: push.endpoint ? { deviceToken: push.endpoint } : {},
          });
        } catch {
          // The browser forgets the session all the same: the next person on it must see nothing of this one.
          reached = false;
        }
        // The screen left (an item, the notifications) goes first: asking the server again once the tokens are gone,
        // it started a guest session nobody asked for (a race the shared-browser journey met on a busy machine). The
        // next screen asks nothing.
        show(reached);
        // Everything kept goes before the app draws again for the next person (a guest, with a new device id): the
        // copies, the images and documents, the subscription and the notifications shown.
        api.session.forgetAll();
        await kept.forgetAll();
        await push.forget();
        api.signedOut();
      },
      title(heading) {
        document.title = `${heading} · ${community.name}`;
      },
    }),
    [slug, api, kept, community, kind, turn, online, href, handover],
  );

  // Installable and offline (issue 35): the community's manifest and service worker, after the first screen. The
  // network back: the app is online until a call says otherwise.
  useEffect(() => startWorker(slug, community.manifest), [slug, community.manifest]);
  useEffect(() => {
    const back = () => setOnline(true);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--mw-primary', community.colors.primary);
    root.style.setProperty('--mw-on-primary', community.colors.onPrimary);
    const tag = community.languages.find((l) => l.isDefault)?.tag;
    document.documentElement.lang = uiLanguage();
    if (tag)
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', community.colors.primary);
  }, [community]);

  const address = useAddress();
  const path = address.split('?')[0].slice(href().length) || '/';
  const route = match(path, ROUTES);
  useScreenFocus(path);
  let screen;
  if (route?.name === 'feed') screen = <FeedScreen key={turn} />;
  else if (route?.name === 'item')
    screen = <ItemScreen key={`${turn}:${route.params.id}`} id={route.params.id} />;
  else if (route?.name === 'signIn') screen = <SignInScreen />;
  else if (route?.name === 'signUp') screen = <SignUpScreen />;
  else if (route?.name === 'contacts') screen = <ContactsScreen key={turn} />;
  else if (route?.name === 'account') screen = <AccountScreen key={turn} />;
  else if (route?.name === 'notifications') screen = <NotificationsScreen key={turn} />;
  else if (route?.name === 'tickets') screen = <TicketsScreen key={turn} />;
  else if (route?.name === 'newTicket') screen = <NewTicketScreen key={turn} />;
  else if (route?.name === 'ticket')
    screen = <TicketScreen key={`${turn}:${route.params.id}`} id={route.params.id} />;
  else screen = <NotFound />;

  // Signing in or up asks nothing of the server (quiet) and holds no reader's copy: its screen is not drawn anew when
  // the reader changes under it (sign-out shows it first, then forgets the session: the focus and the words stay).
  const quiet = route?.name === 'signIn' || route?.name === 'signUp';
  return (
    <AppContext.Provider value={app}>
      <InboxProvider key={quiet ? 'quiet' : turn} app={app} quiet={quiet}>
        <Frame>
          <Suspense fallback={<Loading />}>{screen}</Suspense>
        </Frame>
      </InboxProvider>
    </AppContext.Provider>
  );
}

/** A screen still on its way (one fetched when first opened). */
function Loading() {
  const { t } = useTexts();
  return (
    <p className="mw-loading" role="status">
      {t('app.loading')}
    </p>
  );
}

function NotFound() {
  const app = useApp();
  const { t } = useTexts();
  useEffect(() => app.title(t('app.notFoundTitle')), [app, t]);
  return (
    <Message title={t('app.notFoundTitle')}>
      <p>{t('app.notFound')}</p>
    </Message>
  );
}
