import { errorMessage } from '../../core/api';
import {
  AUDIENCES,
  BANNER_INTERVAL_MS,
  FIRST_SCREEN_DATA_PATH,
  landsOnCommunityDashboard,
  loginBody,
  loginProblems,
  LOGIN_PATH,
  type SignedIn,
} from '../../core/login';
import { call } from '../api';
import { h } from '../dom';
import type { Screen, Update } from '../frame';
import { currentLanguage, t } from '../i18n';
import { button, field, submitButton, toastError } from '../ui';

/**
 * The login page (spec 001 §1) drawn without the console (issue 21): over a satellite link the console's code takes
 * seconds to arrive, and the person can type meanwhile. The console's own script loads beside this page; once the
 * server has accepted the credentials, `signedIn` hands it the answer and the console takes over the document
 * (main.tsx). Its rules are the console's login form's (core/login.ts): a non-blank credential then a password,
 * checked before anything is sent; the server's refusal stays beside the form until the next try.
 */
export function loginPage(
  update: Update,
  signedIn: (s: SignedIn) => void,
  onConsoleLost: (lost: () => void) => void = () => {},
): Screen {
  let credential = '';
  let password = '';
  let errors: { credential?: string; password?: string } = {};
  let refusal: string | null = null;
  let busy = false;
  let audience = 0;
  // The console's script could not be fetched (the link dropped on a first visit): signing in would lead nowhere.
  let consoleLost = false;
  onConsoleLost(() => {
    consoleLost = true;
    busy = false;
    update();
  });

  // The banner changes its word alone: a new rendering of the page would move the caret of a field being typed in.
  let banner: HTMLElement | null = null;
  const word = () => h('span', { class: 'audience' }, t(`auth:pitch.audiences.${AUDIENCES[audience]}`));
  const timer = setInterval(() => {
    // Gone with the page once the console has taken the document over.
    if (banner && !banner.isConnected) return clearInterval(timer);
    audience = (audience + 1) % AUDIENCES.length;
    banner?.replaceChildren(word());
  }, BANNER_INTERVAL_MS);

  async function submit(e: Event) {
    e.preventDefault();
    if (busy) return;
    refusal = null;
    const problems = loginProblems(credential, password);
    errors = {
      credential: problems?.credential && t(`auth:login.${problems.credential}`),
      password: problems?.password && t(`auth:login.${problems.password}`),
    };
    const missing = errors.credential ?? errors.password;
    if (missing) {
      toastError(missing);
      return update();
    }
    busy = true;
    update();
    try {
      const answer = await call<SignedIn['answer']>('POST', LOGIN_PATH, loginBody(credential, password));
      // The first screen's data is asked for now, while the console's code may still be on its way (issue 40 #1).
      const firstScreen = landsOnCommunityDashboard(answer)
        ? call('GET', FIRST_SCREEN_DATA_PATH, undefined, answer.accessToken)
        : undefined;
      // A refusal is the console's to handle: it asks again itself.
      firstScreen?.catch(() => undefined);
      // The button stays busy until the console has replaced this page.
      signedIn({ answer, language: currentLanguage(), firstScreen });
    } catch (err) {
      refusal = errorMessage(err, t('auth:login.error'));
      toastError(refusal);
      busy = false;
      update();
    }
  }

  return {
    title: () => t('auth:login.submit'),
    render() {
      banner = h('h2', { class: 'banner', 'data-testid': 'audience-banner' }, word());
      return [
        h(
          'div',
          { class: 'login' },
          h(
            'div',
            { class: 'pitch' },
            h('h1', { class: 'pitch-title' }, t('auth:pitch.title')),
            banner,
            h('p', { class: 'dimmed' }, t('auth:pitch.text')),
          ),
          h(
            'section',
            { class: 'card', 'aria-labelledby': 'login-title' },
            h(
              'form',
              { novalidate: true, onsubmit: (e: Event) => void submit(e) },
              h('h2', { id: 'login-title' }, t('auth:login.title')),
              consoleLost
                ? h(
                    'div',
                    { class: 'alert', role: 'alert' },
                    h('p', {}, t('login.consoleLost')),
                    button(t('login.reload'), () => window.location.reload(), 'default'),
                  )
                : null,
              refusal ? h('div', { class: 'alert', role: 'alert' }, refusal) : null,
              field({
                label: t('auth:login.credential'),
                type: 'text',
                autocomplete: 'username',
                value: credential,
                error: errors.credential,
                onInput: (input) => (credential = input.value),
              }),
              field({
                label: t('auth:login.password'),
                type: 'password',
                autocomplete: 'current-password',
                value: password,
                error: errors.password,
                onInput: (input) => (password = input.value),
              }),
              submitButton(t('auth:login.submit'), busy),
              h('a', { href: '/reset-request', class: 'small center' }, t('auth:login.forgot')),
            ),
          ),
        ),
      ];
    },
  };
}
