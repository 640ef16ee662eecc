import { exchange } from '../core/api';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../core/languages';
import { pageTitle, PRODUCT } from '../core/page-title';
import { readToken } from '../core/session-token';
import { h, LOGO } from './dom';
import { currentLanguage, setLanguage, t } from './i18n';
import { toastError } from './ui';

/** What a page draws from its state; `update` draws it again after the state changed. */
export interface Screen {
  render(): Node[];
  /** The page's title when its h1 is not (the login page's h1 is the product's pitch). */
  title?(): string;
}
export type Update = () => void;

const MAIN = 'main-content';

/** The stored session's access token, if a person is signed in in this browser (as the console reads it). */
export const storedToken = (): string | null => readToken()?.accessToken ?? null;

/**
 * The public layout (app/layouts/public-layout.tsx) without React: skip link, header with the product's logo and
 * the language switch, the page in <main>, the privacy link in the footer, the toasts' space. Each page's title is
 * its h1 ("Forgot Your Password? · Gathering"), by the rule of the console's titles (core/page-title.ts).
 */
export function mountFrame(root: HTMLElement, makeScreen: (update: Update) => Screen) {
  const main = h('main', { id: MAIN, class: 'main' });
  const header = h('header', { class: 'header' });
  const footer = h('footer', { class: 'footer' });

  const skip = () =>
    h(
      'a',
      {
        class: 'skip',
        href: `#${MAIN}`,
        onclick: (e: Event) => {
          e.preventDefault();
          main.setAttribute('tabindex', '-1');
          main.focus();
        },
      },
      t('common:shell.skipToContent'),
    );

  const languageSwitch = () =>
    h(
      'div',
      { class: 'languages', role: 'group', 'aria-label': t('common:language.label') },
      ...LANGUAGES.map((language) =>
        h(
          'button',
          {
            type: 'button',
            class: `lang${language === currentLanguage() ? ' current' : ''}`,
            lang: language,
            'aria-pressed': String(language === currentLanguage()),
            onclick: () => choose(language),
          },
          LANGUAGE_NAMES[language],
        ),
      ),
    );

  function chrome() {
    header.replaceChildren(
      h(
        'div',
        { class: 'bar' },
        h(
          'a',
          { href: '/', class: 'logo', 'aria-label': t('common:shell.home') },
          h('img', { src: LOGO, alt: '', width: 32, height: 32 }),
          h('span', {}, PRODUCT),
        ),
        languageSwitch(),
      ),
    );
    main.setAttribute('aria-label', t('common:shell.pageContent'));
    footer.setAttribute('aria-label', t('common:shell.siteFooter'));
    footer.replaceChildren(
      h('a', { href: '/privacy-policy', class: 'dimmed small' }, t('common:shell.privacyPolicy')),
    );
    skipLink.replaceWith((skipLink = skip()));
  }

  /** Which control has the focus, as a kind and a rank ("the 2nd password field"), found again once redrawn. */
  function focusedPlace(): [string, number] | null {
    const active = document.activeElement;
    if (!active || !main.contains(active) || !(active instanceof HTMLElement)) return null;
    const kind = `${active.tagName}[type="${active.getAttribute('type') ?? ''}"]`;
    return [kind, [...main.querySelectorAll(kind)].indexOf(active)];
  }

  function update() {
    const place = focusedPlace();
    const hadFocus = main.contains(document.activeElement);
    main.replaceChildren(h('div', { class: 'container' }, ...screen.render()));
    const heading = main.querySelector('h1');
    document.title = pageTitle(screen.title?.() ?? heading?.textContent ?? '');
    // What had the focus went with the old content: the new heading takes it, so a screen reader says the outcome
    // and the next Tab continues from there (components/page-frame/focus-keeper.tsx).
    // A form sent back with errors puts it on the first field to fix instead; a control drawn again (the busy
    // button, the same button after a failure) keeps it.
    if (!hadFocus || main.contains(document.activeElement)) return;
    const invalid = main.querySelector<HTMLElement>('[aria-invalid="true"]');
    const same = place && main.querySelectorAll<HTMLElement>(place[0])[place[1]];
    if (invalid) invalid.focus();
    else if (same) same.focus();
    else if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }

  async function choose(language: Language) {
    if (language === currentLanguage()) return;
    setLanguage(language, true);
    chrome();
    update();
    (header.querySelector(`button[lang="${language}"]`) as HTMLElement | null)?.focus();
    // Signed in in this browser: the account remembers the choice too (lib/language.ts), as on the console.
    const token = storedToken();
    if (!token) return;
    const saved = await exchange('/v1/users/me/locale', {
      method: 'PATCH',
      body: { locale: language },
      token,
      language,
    }).then(
      (res) => res.ok || res.status === 401,
      () => false,
    );
    // An expired access token (401) is not this page's to refresh: the console asks again at the next sign-in.
    if (!saved) toastError(t('common:language.notSaved'));
  }

  const screen = makeScreen(update);
  let skipLink: HTMLElement = h('a');
  root.replaceChildren(skipLink, header, main, footer, h('div', { id: 'toasts', class: 'toasts' }));
  chrome();
  update();
}
