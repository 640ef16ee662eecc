import { useState, type FormEvent } from 'react';
import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { passwordProblem } from '../screens/account-rules';
import { TextField } from '../screens/text-field';
import { FormEnd, useAccountForm } from './form-parts';

const FIELDS = ['currentPassword', 'password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirm: '' };
const PREFIX = 'mw-password-';

/**
 * The member's password (PUT /app/v1/me/password): the current one, then the new one twice (it cannot be seen while
 * typed). The server ends the member's other sessions; this one goes on. Named as a browser's password manager
 * expects (the account's username, current-password, new-password), so it offers to fill and then to save.
 */
export function PasswordForm({ username }: { username: string }) {
  const app = useApp();
  const { t } = useTexts();
  const { errors, failure, busy, form, submit } = useAccountForm(FIELDS, PREFIX);
  const [values, setValues] = useState(EMPTY);
  const [changed, setChanged] = useState(false);

  async function change(event: FormEvent) {
    event.preventDefault();
    setChanged(false);
    const found: Partial<Record<Field, string>> = {
      currentPassword: values.currentPassword ? undefined : t('account.password.currentRequired'),
      password: passwordProblem(values.password, t),
    };
    if (!found.password && values.confirm !== values.password) found.confirm = t('account.password.mismatch');
    const { currentPassword, password } = values;
    await submit(found, async () => {
      await app.api.call('PUT', '/app/v1/me/password', { body: { currentPassword, password } });
      setValues(EMPTY);
      setChanged(true);
    });
  }

  const field = (name: Field, label: string, autoComplete: string, help?: string) => (
    <TextField
      id={`${PREFIX}${name}`}
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
    <form ref={form} className="mw-form" onSubmit={(e) => void change(e)} noValidate>
      {/* Whose password it is, for the password manager (not shown, not sent). */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {field('currentPassword', t('account.password.current'), 'current-password')}
      {field('password', t('account.password.new'), 'new-password', t('auth.passwordHelp'))}
      {field('confirm', t('account.password.confirm'), 'new-password')}
      <FormEnd
        failure={failure}
        done={changed ? t('account.password.changed') : null}
        busy={busy}
        label={t('account.password.save')}
      />
    </form>
  );
}
