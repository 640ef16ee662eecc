import '@mantine/core/styles.css';
import './reduced-motion.css';
import './syllabics-font.css';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { homeOf } from './app/home';
import { createQueryClient } from './app/query-client';
import { adminConsole } from './app/routes/admin-console';
import { prefetchScreens } from './app/routes/prefetch-screens';
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
// The offline shell and the update prompt (issue 21); registered after the page's own load.
startServiceWorker();

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
 */
function focusFirstHeading(root: HTMLElement) {
  const observer = new MutationObserver(() => {
    const heading = root.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    observer.disconnect();
    if (document.activeElement && document.activeElement !== document.body) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 30_000);
}

const loginPage = window.gatheringLogin;
if (!loginPage) void draw();
else {
  // The login page is on screen (public-entry/pages/login.ts): the console waits for the person to sign in, and
  // loads its frame and first screen meanwhile (as app/routes/login-route.tsx does for its own login page).
  void prefetchScreens([adminConsole], '', ['/dashboard']);
  // The words of the sign-in's outcome (a toast), ready before it.
  const authTexts = texts.then(() => i18n.loadNamespaces('auth'));
  void loginPage.then(async ({ answer, language }) => {
    // A language chosen on the login page after the console had started.
    if (isLanguage(language) && language !== currentLanguage()) await setLanguage(language);
    let refused: string | null = null;
    await authTexts;
    await acceptLogin(answer).catch((err: unknown) => {
      refused = errorMessage(err, i18n.t('auth:login.error'));
    });
    // A community's person lands on its dashboard: its counts are asked for now, while the console draws (one
    // satellite round trip sooner than its first render would ask).
    const session = toSession(sessionStore.getSnapshot());
    if (session.isAuthenticated && !session.isAdministrator)
      void queryClient.prefetchQuery(communityDashboardQuery());
    // The console opens at the person's area, as its own login page sends them there (app/guards.tsx).
    window.history.replaceState(null, '', homeOf(session));
    focusFirstHeading(await draw());
    if (refused) toast.error(refused);
    else toast.success(i18n.t('auth:login.loggedIn'));
  });
}
