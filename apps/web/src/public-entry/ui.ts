import { h } from './dom';
import { t } from './i18n';

/** A status card's look (components/status-card): a title that is the page's h1, a sentence, what to do next. */
export function statusCard(
  tone: 'success' | 'error' | 'info',
  title: string,
  text: string,
  ...actions: Node[]
) {
  return h(
    'section',
    { class: 'card narrow center', 'aria-label': title },
    h(
      'span',
      { class: `badge ${tone}`, 'aria-hidden': 'true' },
      tone === 'success' ? '✓' : tone === 'error' ? '!' : '✉',
    ),
    h('h1', { class: 'h2' }, title),
    h('p', { class: 'dimmed' }, text),
    actions.length ? h('div', { class: 'actions' }, ...actions) : null,
  );
}

/** A page still asking the server: a spinner named for what it waits on (components' PageLoader). */
export const loader = (label: string) =>
  h('div', { class: 'loader', role: 'status', 'aria-label': label }, h('span', { class: 'spinner' }));

/** A link that looks like a button ("Back to login"): a link, since it goes somewhere. */
export const linkButton = (href: string, text: string, variant: 'filled' | 'default' = 'filled') =>
  h('a', { class: `button ${variant}`, href }, text);

export function button(
  text: string,
  onclick: () => void,
  variant: 'filled' | 'default' | 'danger' = 'filled',
) {
  return h('button', { type: 'button', class: `button ${variant}`, onclick }, text);
}

/**
 * A submit button that says it is busy while the request runs. aria-disabled rather than disabled: a disabled
 * button drops the keyboard's focus to the page's body; the page ignores a second press while busy.
 */
export function submitButton(text: string, busy: boolean, variant: 'filled' | 'danger' = 'filled') {
  return h(
    'button',
    {
      type: 'submit',
      class: `button ${variant}`,
      'aria-disabled': busy ? 'true' : undefined,
      'aria-busy': busy ? 'true' : undefined,
    },
    busy ? h('span', { class: 'spinner small', 'aria-hidden': 'true' }) : null,
    text,
  );
}

let ids = 0;

/**
 * A labelled field with its error under it (aria-invalid, aria-describedby), as Mantine's TextInput draws it.
 * `value` and `onInput` keep the page's own copy of what is typed, so a new rendering (a language switch, a
 * failure) puts it back.
 */
export function field(opts: {
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value: string;
  error?: string | null;
  onInput: (input: HTMLInputElement) => void;
}) {
  const id = `field-${++ids}`;
  const errorId = `${id}-error`;
  const input = h('input', {
    id,
    name: id,
    class: 'input',
    type: opts.type,
    autocomplete: opts.autocomplete,
    'aria-invalid': opts.error ? 'true' : undefined,
    'aria-describedby': opts.error ? errorId : undefined,
    oninput: (e: Event) => opts.onInput(e.currentTarget as HTMLInputElement),
  });
  input.value = opts.value;
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, opts.label),
    input,
    opts.error ? h('p', { class: 'error', id: errorId }, opts.error) : null,
  );
}

/**
 * The toasts of the public pages (components/toasts): an error read out at once (role alert), with its title and
 * a dismiss button, gone after 8 s unless the keyboard is inside it.
 */
export function toastError(message: string) {
  const space = document.getElementById('toasts');
  if (!space) return;
  const dismiss = () => toast.remove();
  const toast = h(
    'div',
    { class: 'toast', role: 'alert', 'aria-atomic': 'true', 'data-variant': 'ERROR' },
    h('p', { class: 'toast-title' }, t('common:toast.error')),
    h('p', {}, message),
    h(
      'button',
      { type: 'button', class: 'close', 'aria-label': t('common:toast.dismiss'), onclick: dismiss },
      '×',
    ),
  );
  space.append(toast);
  const timer = setInterval(() => {
    if (!toast.contains(document.activeElement)) {
      clearInterval(timer);
      dismiss();
    }
  }, 8000);
}
