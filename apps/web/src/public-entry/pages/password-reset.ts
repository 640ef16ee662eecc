import { errorMessage } from '../../core/api';
import { call } from '../api';
import { h } from '../dom';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { field, linkButton, loader, statusCard, submitButton, toastError } from '../ui';
import {
  confirmationProblem,
  emailProblem,
  lowercased,
  passwordProblem,
  PROBLEM_TEXT,
  type Problem,
} from '../validate';

type Values = { email: string; password: string; confirm_password: string };
const EMPTY: Values = { email: '', password: '', confirm_password: '' };

/**
 * /password-reset/:token: the link is checked on opening (reading it changes nothing), then the form sets the new
 * password. An invitation (members import) links here with ?invite=1: a first password, not a reset.
 */
export function passwordResetPage(update: Update, token: string, invited: boolean): Screen {
  let state: 'checking' | 'invalid' | 'form' | 'failure' | 'success' = 'checking';
  let values: Values = { ...EMPTY };
  let errors: Partial<Record<keyof Values, string>> = {};
  let busy = false;

  call('GET', `/v1/users/reset/verify/${encodeURIComponent(token)}`).then(
    () => {
      state = 'form';
      update();
    },
    () => {
      state = 'invalid';
      update();
    },
  );

  const text = (problem: Problem | null) => (problem ? t(PROBLEM_TEXT[problem]) : undefined);

  async function submit(e: Event) {
    e.preventDefault();
    if (busy) return;
    errors = {
      email: text(emailProblem(values.email)),
      password: text(passwordProblem(values.password)),
      confirm_password: text(confirmationProblem(values.password, values.confirm_password)),
    };
    if (Object.values(errors).some(Boolean)) return update();
    busy = true;
    update();
    try {
      // The token comes from the link, never from a field the visitor could edit.
      await call('POST', '/v1/users/reset/password', { ...values, email: values.email.trim(), token });
      state = 'success';
    } catch (err) {
      // Spec 001 §8: the failure is said above the form, which starts again empty.
      values = { ...EMPTY };
      state = 'failure';
      const message = errorMessage(err, t('reset.failedDefault'));
      const name = (err as { field?: string }).field;
      if (name && name in values) errors = { [name]: message };
      else toastError(message);
    }
    busy = false;
    update();
  }

  const input = (name: keyof Values, label: string, type: 'email' | 'password', autocomplete: string) =>
    field({
      label,
      type,
      autocomplete,
      value: values[name],
      error: errors[name],
      onInput: (el) => {
        if (name === 'email') el.value = lowercased(el.value);
        values[name] = el.value;
      },
    });

  return {
    render() {
      if (state === 'checking') return [loader(t('reset.checking'))];
      if (state === 'invalid')
        return [
          statusCard(
            'error',
            t('reset.invalidTitle'),
            t('reset.invalidText'),
            linkButton('/reset-request', t('links.requestNewLink')),
            linkButton('/', t('links.backToLogin'), 'default'),
          ),
        ];
      if (state === 'success')
        return [
          statusCard(
            'success',
            t('reset.doneTitle'),
            t('reset.doneText'),
            linkButton('/', t('links.goToLogin')),
          ),
        ];
      return [
        h(
          'section',
          { class: 'card', 'aria-labelledby': 'new-password-title' },
          h(
            'form',
            { novalidate: true, onsubmit: (e: Event) => void submit(e) },
            h(
              'h1',
              { class: 'h2', id: 'new-password-title' },
              invited ? t('reset.setTitle') : t('reset.title'),
            ),
            state === 'failure'
              ? h(
                  'div',
                  { class: 'alert', role: 'alert' },
                  h('p', { class: 'alert-title' }, t('reset.failedTitle')),
                  h('p', {}, t('reset.failedText')),
                )
              : null,
            input('email', t('fields.email'), 'email', 'email'),
            input('password', t('fields.newPassword'), 'password', 'new-password'),
            input('confirm_password', t('fields.confirmPassword'), 'password', 'new-password'),
            submitButton(invited ? t('reset.setButton') : t('reset.submit'), busy),
            h('a', { href: '/', class: 'small center' }, t('links.backToLogin')),
          ),
        ),
      ];
    },
  };
}
