import { errorMessage } from '../../core/api';
import { call } from '../api';
import { h } from '../dom';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { button, field, statusCard, submitButton, toastError } from '../ui';
import { emailProblem, lowercased, PROBLEM_TEXT } from '../validate';

/** /reset-request (spec 001 §2): the e-mail of the account; the answer never says whether it exists. */
export function resetRequestPage(update: Update): Screen {
  let email = '';
  let error: string | null = null;
  let busy = false;
  let sent = false;

  async function submit(e: Event) {
    e.preventDefault();
    if (busy) return;
    const problem = emailProblem(email);
    error = problem && t(PROBLEM_TEXT[problem]);
    if (error) return update();
    busy = true;
    update();
    try {
      await call('POST', '/v1/users/reset-request', { email: email.trim() });
      sent = true;
    } catch (err) {
      // Spec 001 §8: "Invalid Email" when the server gives no sentence of its own; a field's sentence goes under it.
      const message = errorMessage(err, t('invalidEmail'));
      if ((err as { field?: string }).field === 'email') error = message;
      else toastError(message);
    }
    busy = false;
    update();
  }

  return {
    render: () =>
      sent
        ? [
            statusCard(
              'info',
              t('resetRequest.sentTitle'),
              t('resetRequest.sentText'),
              button(t('resetRequest.resend'), () => {
                sent = false;
                update();
              }),
              h('a', { href: '/' }, t('links.backToLogin')),
            ),
          ]
        : [
            h(
              'section',
              { class: 'card', 'aria-labelledby': 'reset-title' },
              h(
                'form',
                { novalidate: true, onsubmit: (e: Event) => void submit(e) },
                h('h1', { class: 'h2', id: 'reset-title' }, t('resetRequest.title')),
                h('p', { class: 'dimmed small' }, t('resetRequest.text')),
                field({
                  label: t('fields.email'),
                  type: 'email',
                  autocomplete: 'email',
                  value: email,
                  error,
                  onInput: (input) => {
                    input.value = email = lowercased(input.value);
                  },
                }),
                submitButton(t('resetRequest.submit'), busy),
                h('a', { href: '/', class: 'small center' }, t('links.backToLogin')),
              ),
            ),
          ],
  };
}
