import { useRef, useState, type FormEvent } from 'react';
import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { passwordProblem } from '../screens/account-rules';
import { TextField } from '../screens/text-field';
import { refusal } from './refusal';

const FIELDS = ['currentPassword', 'password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirm: '' };

/**
 * The member's password (PUT /app/v1/me/password): the current one, then the new one twice (it cannot be seen while
 * typed). The server ends the member's other sessions; this one goes on. Named as a browser's password manager
 * expects (the account's username, current-password, new-password), so it offers to fill and then to save.
 */
export function PasswordForm({ username }: { username: string }) {
  const app = useApp();
  const { t } = useTexts();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focus = (field: Field) =>
    form.current?.querySelector<HTMLInputElement>(`#mw-password-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setChanged(false);
    const found: Partial<Record<Field, string>> = {
      currentPassword: values.currentPassword ? undefined : t('account.password.currentRequired'),
      password: passwordProblem(values.password, t),
    };
    if (!found.password && values.confirm !== values.password) found.confirm = t('account.password.mismatch');
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focus(first);
    setBusy(true);
    try {
      await app.api.call('PUT', '/app/v1/me/password', {
        body: { currentPassword: values.currentPassword, password: values.password },
      });
      setValues(EMPTY);
      setChanged(true);
    } catch (err) {
      const refused = refusal(err, FIELDS, t);
      if ('field' in refused) {
        setErrors({ [refused.field]: refused.message });
        focus(refused.field);
      } else setFailure(refused.failure);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string, help?: string) => (
    <TextField
      id={`mw-password-${name}`}
      label={label}
      help={help}
      error={errors[name]}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setChanged(false);
      }}
    />
  );

  return (
    <form ref={form} className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
      {/* Whose password it is, for the password manager (not shown, not sent). */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {field('currentPassword', t('account.password.current'), 'current-password')}
      {field('password', t('account.password.new'), 'new-password', t('auth.passwordHelp'))}
      {field('confirm', t('account.password.confirm'), 'new-password')}
      {failure ? (
        <p role="alert" className="mw-error">
          {failure}
        </p>
      ) : null}
      <p role="status" className={changed ? 'mw-notice' : 'mw-visually-hidden'}>
        {changed ? t('account.password.changed') : null}
      </p>
      <button type="submit" className="mw-button mw-primary" disabled={busy}>
        {busy ? t('account.saving') : t('account.password.save')}
      </button>
    </form>
  );
}
