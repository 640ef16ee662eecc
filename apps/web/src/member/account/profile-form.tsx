import { useState, type ComponentProps, type FormEvent } from 'react';
import type { AppMeResponse } from '@gathering/contract';
import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { personProblems } from '../screens/account-rules';
import { TextField } from '../screens/text-field';
import { FormEnd, useAccountForm } from './form-parts';

const FIELDS = ['firstName', 'lastName', 'username', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const PREFIX = 'mw-profile-';

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
  const { errors, failure, busy, form, submit } = useAccountForm(FIELDS, PREFIX);
  const [values, setValues] = useState<Values>(() => valuesOf(me));
  const [saved, setSaved] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const { firstName, email, username } = values;
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
    };
    await submit(personProblems({ firstName, email, username }, t), async () => {
      const next = (await app.api.call<AppMeResponse>('PATCH', '/app/v1/me', { body })).data;
      onSaved(next);
      setValues(valuesOf(next));
      setSaved(
        next.email !== me.email
          ? t('account.profile.savedEmail', { email: next.email })
          : t('account.profile.saved'),
      );
    });
  }

  const field = (name: Field, extra: Partial<ComponentProps<typeof TextField>>) => (
    <TextField
      id={`${PREFIX}${name}`}
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
    <form ref={form} className="mw-form" onSubmit={(e) => void save(e)} noValidate>
      {field('firstName', { autoComplete: 'given-name' })}
      {field('lastName', { autoComplete: 'family-name' })}
      {field('username', { autoComplete: 'username', help: t('auth.usernameHelp') })}
      {field('email', {
        type: 'email',
        autoComplete: 'email',
        help: me.isEmailVerified ? undefined : t('account.profile.emailUnverified'),
      })}
      <FormEnd failure={failure} done={saved} busy={busy} label={t('account.profile.save')} />
    </form>
  );
}
