import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../core/languages';
import { useApp } from './context';
import { setUiLanguage } from './i18n';
import { useTexts } from './render/texts';
import { go, isOwnClick } from './router';
import { AlertBanner } from './inbox/alert-banner';
import { unreadCount, useInbox } from './inbox/inbox-data';
import { PwaNotices } from './pwa/notices';

/** The footer's notifications control, loaded after the first screen (it is no part of the first feed's budget). */
const PushControl = lazy(() => import('./pwa/push-control'));

/** A link to a screen of the app, opened without reloading the page (a new tab still works as a link does). */
export function AppLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const app = useApp();
  const href = app.href(to);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isOwnClick(event)) return;
    event.preventDefault();
    go(href);
  };
  return (
    <a href={href} className={className} onClick={open}>
      {children}
    </a>
  );
}

/** The nav's entries for the notifications (with how many are unread, in words) and support. */
function InboxLinks() {
  const { t } = useTexts();
  const unread = unreadCount(useInbox().data);
  return (
    <>
      <AppLink to="/notifications">
        {t('inbox.nav')}
        {unread ? (
          <>
            {' '}
            <span className="mw-count" aria-hidden="true">
              {unread}
            </span>
            <span className="mw-visually-hidden">{t('inbox.navUnread', { count: unread })}</span>
          </>
        ) : null}
      </AppLink>
      <AppLink to="/support">{t('support.nav')}</AppLink>
    </>
  );
}

/**
 * Every screen's frame: a skip link, the community's bar (its logo and name, the way to sign in or out, the
 * interface's language), the notices (offline, a new version), the screen, and the footer (notifications).
 */
export function Frame({ children }: { children: ReactNode }) {
  const app = useApp();
  const { t, language } = useTexts();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    // The sign-in screen, which asks the server nothing, saying whether the server heard the sign-out.
    await app.signOut((reached) => go(app.href(`/sign-in?signedOut=${reached ? '1' : 'offline'}`)));
    setLeaving(false);
  }

  return (
    <>
      <a className="mw-skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="mw-bar">
        <AppLink to="" className="mw-brand">
          {app.community.logo ? <img src={app.community.logo} alt="" width={32} height={32} /> : null}
          <span>{app.community.name}</span>
        </AppLink>
        <nav className="mw-nav" aria-label={t('app.nav')}>
          <AppLink to="">{t('feed.title')}</AppLink>
          {app.kind === 'member' ? <AppLink to="/contacts">{t('contacts.title')}</AppLink> : null}
          {app.kind === 'member' ? <AppLink to="/account">{t('auth.account')}</AppLink> : null}
          <InboxLinks />
          {app.kind === 'member' ? (
            <button type="button" className="mw-bar-button" onClick={() => void signOut()} disabled={leaving}>
              {leaving ? t('auth.signingOut') : t('auth.signOut')}
            </button>
          ) : (
            <AppLink to="/sign-in">{t('auth.signIn')}</AppLink>
          )}
          <label className="mw-language">
            <span className="mw-visually-hidden">{t('app.language')}</span>
            <select
              value={language}
              onChange={(event) => isLanguage(event.target.value) && setUiLanguage(event.target.value)}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </nav>
      </header>
      <PwaNotices />
      <main className="mw-main" id="main" tabIndex={-1}>
        <AlertBanner />
        {children}
      </main>
      <footer className="mw-footer">
        <Suspense fallback={null}>
          <PushControl />
        </Suspense>
      </footer>
    </>
  );
}
