import '@mantine/core/styles.css';
import './reduced-motion.css';
import './syllabics-font.css';
import './focus.css';
import { StrictMode } from 'react';
import type { CommunityDashboardResponse } from '@gathering/contract';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ADMIN_HOME, homeOf } from './app/home';
import { createQueryClient } from './app/query-client';
import { adminConsole } from './app/routes/admin-console';
import { loadFirstScreen, whenQueriesSettle } from './app/routes/prefetch-screens';
import { toast } from './components/toasts';
import { acceptLogin } from './features/auth/api/login';
import { communityDashboardQuery } from './features/dashboard/api/get-community-dashboard';
import { errorMessage } from './lib/api-client';
import { sessionStore, toSession } from './lib/session';
import { currentLanguage, i18n, initI18n, isLanguage, setLanguage } from './i18n';
import { installZodMessages } from './lib/forms';
import { startServiceWorker } from './lib/service-worker';

// Catalogues load on demand; screens suspend until theirs has arrived.
const texts = initI18n();
installZodMessages();
// The current user is fetched once on start (skipped without a stored token); the app waits for it.
void sessionStore.start();
sessionStore.watchOtherTabs();
// The offline shell and the update prompt (issue 21) are registered after the page's own load, or after the first
// screen's data when the person signs in on the login page drawn before the console (below).

/**
 * The console's styles: index.html only preloads them (vite.config.ts inlinePublicScript), so that they hold back
 * neither the login page drawn before the console nor its script. Applied here, before the console draws.
 */
function applyStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-console-style]')];
  return Promise.all(
    links.map((preload) => {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = '';
      sheet.href = preload.href;
      preload.removeAttribute('data-console-style');
      // A style that cannot load leaves the console plain but usable; it is drawn all the same.
      const loaded = new Promise((settle) => {
        sheet.onload = sheet.onerror = settle;
      });
      document.head.append(sheet);
      return loaded;
    }),
  );
}

const queryClient = createQueryClient();

async function draw(): Promise<HTMLElement> {
  await applyStyles();
  // The login page's own look goes with it; the console takes the document over.
  document.getElementById('public-style')?.remove();
  const root = document.createElement('div');
  root.id = 'root';
  document.getElementById('root')!.replaceWith(root);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  return root;
}

/**
 * After the hand-over the focus is on nothing (the login page's button went with the page): the console's h1 takes
 * it once shown, as after any navigation (components/page-frame), so a screen reader says where the person is.
 * Resolves once the first screen is drawn (or after 30 s).
 */
function focusFirstHeading(root: HTMLElement): Promise<void> {
  return new Promise((shown) => {
    const observer = new MutationObserver(() => {
      const heading = root.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      observer.disconnect();
      shown();
      if (document.activeElement && document.activeElement !== document.body) return;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    observer.observe(root, { childList: true, subtree: true });
    setTimeout(() => {
      observer.disconnect();
      shown();
    }, 30_000);
  });
}

const loginPage = window.gatheringLogin;
if (!loginPage) {
  void draw();
  startServiceWorker();
} else {
  // The login page is on screen (public-entry/pages/login.ts): the console waits for the person to sign in, and
  // loads its frame and first screen meanwhile, all at once (as app/routes/login-route.tsx does for its own page).
  void loadFirstScreen([adminConsole], ADMIN_HOME.slice('/admin'.length));
  void loginPage.then(async ({ answer, language, firstScreen }) => {
    // A language chosen on the login page after the console had started.
    if (isLanguage(language) && language !== currentLanguage()) await setLanguage(language);
    // The outcome's words (a toast) are the sign-in's catalogue, in the account's language (acceptLogin takes it);
    // the screen waits for it only when the answer lacks the user, whose loading may fail in those words.
    const authTexts = () => texts.then(() => i18n.loadNamespaces('auth'));
    if (!answer.me) await authTexts();
    let refused: string | null = null;
    await acceptLogin(answer).catch((err: unknown) => {
      refused = errorMessage(err, i18n.t('auth:login.error'));
    });
    // A community's person lands on its dashboard, whose counts the login page asked for with the login's answer
    // (issue 40 #1); the console takes that answer rather than asking again once its code has come.
    const session = toSession(sessionStore.getSnapshot());
    if (session.isAuthenticated && !session.isAdministrator) {
      const query = communityDashboardQuery();
      void queryClient.prefetchQuery({
        ...query,
        queryFn: (context) =>
          firstScreen
            ? (firstScreen as Promise<CommunityDashboardResponse>).catch(() => query.queryFn!(context))
            : query.queryFn!(context),
      });
    }
    // The console opens at the person's area, as its own login page sends them there (app/guards.tsx).
    window.history.replaceState(null, '', homeOf(session));
    const shown = focusFirstHeading(await draw());
    void authTexts().then(() => {
      if (refused !== null) toast.error(refused);
      else toast.success(i18n.t('auth:login.loggedIn'));
    });
    // Nothing loads ahead before the first screen's data is on screen: the offline shell comes after it.
    void shown.then(() => whenQueriesSettle(queryClient)).then(startServiceWorker);
  });
}
