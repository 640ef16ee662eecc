import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { sessionPath } from '../api';
import { useApp } from '../context';
import { AppLink } from '../frame';
import { useTexts } from '../render/texts';
import { go, useAddress } from '../router';
import { asApiError } from '../use-remote';
import { personProblems } from './account-rules';
import { nextOf, nextQuery } from './sign-in';
import { TextField } from './text-field';

const FIELDS = ['firstName', 'lastName', 'email', 'username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A guest creates an account in the community's app (the phones' rules and limits: the member API's sign-up, with
 * the refresh token in the httpOnly cookie). This browser's guest becomes the member, so what the community counted
 * of the guest stays with them. The server's refusals (a taken e-mail or username) go under their field.
 */
export function SignUpScreen() {
  const app = useApp();
  const { t } = useTexts();
  const search = useAddress().split('?')[1] ?? '';
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    username: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => app.title(t('auth.signUp')), [app, t]);

  const focus = (field: Field) => form.current?.querySelector<HTMLInputElement>(`#mw-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = personProblems(values, t);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focus(first);
    setBusy(true);
    try {
      const guest = app.api.session.guest()?.accessToken;
      const answer = await app.api.call('POST', sessionPath(app.slug, 'sign-up'), {
        auth: 'none',
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password,
          ...(guest ? { guestToken: guest } : {}),
        },
      });
      await app.signedIn(answer.data);
      // The guest this browser was is the member now: the next guest here is a new one.
      app.api.session.forgetDevice();
      go(app.href(nextOf(search)), { replace: true });
    } catch (err) {
      setBusy(false);
      const error = asApiError(err);
      const field = FIELDS.find((f) => f === error.field);
      if (field) {
        setErrors({ [field]: error.message });
        focus(field);
      } else setFailure(error.status === 0 ? t('app.connectionFailed') : error.message);
    }
  }

  const field = (name: Field, extra: Partial<ComponentProps<typeof TextField>>) => (
    <TextField
      id={`mw-${name}`}
      label={t(`auth.${name}`)}
      error={errors[name]}
      name={name}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      {...extra}
    />
  );

  return (
    <section className="mw-form-screen">
      <h1 className="mw-title">{t('auth.signUpTitle', { community: app.community.name })}</h1>
      <form ref={form} className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure ? (
          <p role="alert" className="mw-error">
            {failure}
          </p>
        ) : null}
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('username', { autoComplete: 'username', help: t('auth.usernameHelp') })}
        {field('password', { type: 'password', autoComplete: 'new-password', help: t('auth.passwordHelp') })}
        <button type="submit" className="mw-button mw-primary" disabled={busy}>
          {busy ? t('auth.signingUp') : t('auth.signUp')}
        </button>
      </form>
      <p className="mw-switch">
        {t('auth.haveAccount')} <AppLink to={`/sign-in${nextQuery(search)}`}>{t('auth.signIn')}</AppLink>
      </p>
    </section>
  );
}
