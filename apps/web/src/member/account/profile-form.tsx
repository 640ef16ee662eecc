import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import type { AppMeResponse } from '@gathering/contract';
import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { personProblems } from '../screens/account-rules';
import { TextField } from '../screens/text-field';
import { refusal } from './refusal';

const FIELDS = ['firstName', 'lastName', 'username', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (me: AppMeResponse): Values => ({
  firstName: me.firstName,
  lastName: me.lastName,
  username: me.username,
  email: me.email,
});

/**
 * The member's names, username and e-mail (PATCH /app/v1/me, the consoles' own-profile rules). A new e-mail address
 * is unverified until its owner follows the link the server sends to it; the screen says so.
 */
export function ProfileForm({ me, onSaved }: { me: AppMeResponse; onSaved: (me: AppMeResponse) => void }) {
  const app = useApp();
  const { t } = useTexts();
  const [values, setValues] = useState<Values>(() => valuesOf(me));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focus = (field: Field) =>
    form.current?.querySelector<HTMLInputElement>(`#mw-profile-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const found = personProblems(
      { firstName: values.firstName, email: values.email, username: values.username },
      t,
    );
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focus(first);
    setBusy(true);
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
    };
    try {
      const answer = await app.api.call<AppMeResponse>('PATCH', '/app/v1/me', { body });
      const next = answer.data;
      onSaved(next);
      setValues(valuesOf(next));
      setSaved(
        next.email !== me.email
          ? t('account.profile.savedEmail', { email: next.email })
          : t('account.profile.saved'),
      );
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

  const field = (name: Field, extra: Partial<ComponentProps<typeof TextField>>) => (
    <TextField
      id={`mw-profile-${name}`}
      label={t(`auth.${name}`)}
      error={errors[name]}
      name={name}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setSaved(null);
      }}
      {...extra}
    />
  );

  return (
    <form ref={form} className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
      {field('firstName', { autoComplete: 'given-name' })}
      {field('lastName', { autoComplete: 'family-name' })}
      {field('username', { autoComplete: 'username', help: t('auth.usernameHelp') })}
      {field('email', {
        type: 'email',
        autoComplete: 'email',
        help: me.isEmailVerified ? undefined : t('account.profile.emailUnverified'),
      })}
      {failure ? (
        <p role="alert" className="mw-error">
          {failure}
        </p>
      ) : null}
      <p role="status" className={saved ? 'mw-notice' : 'mw-visually-hidden'}>
        {saved}
      </p>
      <button type="submit" className="mw-button mw-primary" disabled={busy}>
        {busy ? t('account.saving') : t('account.profile.save')}
      </button>
    </form>
  );
}
