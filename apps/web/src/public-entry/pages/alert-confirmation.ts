import { call } from '../api';
import { h } from '../dom';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { button, loader, statusCard } from '../ui';

interface Confirmation {
  community: string;
  title: string;
  body: string;
  confirmed: boolean;
}

/**
 * /alerts/confirm/:token: the link of an emergency alert's e-mail (issue 36). Opening it only shows the alert and
 * whether it is confirmed (mail scanners open links before people do); the button is the one call that confirms,
 * and the cascade then stops for that person.
 */
export function alertConfirmationPage(update: Update, token: string | undefined): Screen {
  let state: 'checking' | 'ask' | 'error' | 'done' = token ? 'checking' : 'error';
  let alert: Confirmation | null = null;
  let busy = false;
  let failed = false;
  const path = `/v1/public/cascade/confirm/${encodeURIComponent(token ?? '')}`;

  if (token)
    call<Confirmation>('GET', path).then(
      (answer) => {
        alert = answer;
        state = answer.confirmed ? 'done' : 'ask';
        update();
      },
      () => {
        state = 'error';
        update();
      },
    );

  async function confirm() {
    if (busy) return;
    busy = true;
    failed = false;
    update();
    try {
      alert = await call<Confirmation>('POST', path);
      state = 'done';
    } catch {
      // The link still shows the alert: the person may try again (a lost connection), or call the community.
      failed = true;
    }
    busy = false;
    update();
  }

  return {
    title: () => (alert ? alert.title : t('alertConfirm.errorTitle')),
    render() {
      if (state === 'checking') return [loader(t('alertConfirm.checking'))];
      if (state === 'error' || !alert)
        return [statusCard('error', t('alertConfirm.errorTitle'), t('alertConfirm.errorText'))];
      const { community, title, body } = alert;
      const confirmButton = button(t('alertConfirm.button'), () => void confirm());
      if (busy) {
        confirmButton.setAttribute('aria-disabled', 'true');
        confirmButton.setAttribute('aria-busy', 'true');
      }
      return [
        h(
          'section',
          { class: 'card narrow', 'aria-labelledby': 'alert-title' },
          h('p', { class: 'alert-kicker' }, t('alertConfirm.from', { community })),
          h('h1', { id: 'alert-title', class: 'h2' }, title),
          h('p', { class: 'alert-body' }, body),
          state === 'done'
            ? h(
                'p',
                { class: 'alert-done', role: 'status' },
                h('span', { 'aria-hidden': 'true' }, '✓ '),
                t('alertConfirm.doneText'),
              )
            : h(
                'div',
                {},
                h('p', { class: 'dimmed' }, t('alertConfirm.ask')),
                failed ? h('p', { class: 'error', role: 'alert' }, t('alertConfirm.failed')) : null,
                h('div', { class: 'actions end' }, confirmButton),
              ),
        ),
      ];
    },
  };
}
