import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../context';
import { sessionPath } from '../api';
import { useTexts } from '../render/texts';
import { go, useAddress } from '../router';
import { AppLink } from '../frame';
import { TextField } from './text-field';

/** Where to go after signing in: a screen of this app (`next`), never another site. */
export function nextOf(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/[\w/%-]*$/.test(next) && !next.startsWith('//') ? next : '';
}

/** The same `next`, carried on to the other screen (sign-in ↔ sign-up). */
export const nextQuery = (search: string) => {
  const next = nextOf(search);
  return next ? `?next=${encodeURIComponent(next)}` : '';
};

/**
 * Sign-in to the community's app with an account of its app (the phones' rules: username or e-mail, password; the
 * API's limits and lockout). The refresh token stays in the member API's httpOnly cookie; the access token is kept
 * as the consoles keep theirs. After a sign-out the screen says the browser kept nothing of the session.
 */
export function SignInScreen() {
  const app = useApp();
  const { t } = useTexts();
  const search = useAddress().split('?')[1] ?? '';
  const signedOut = new URLSearchParams(search).get('signedOut');
  const [credential, setCredential] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ credential?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const credentialRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => app.title(t('auth.signIn')), [app, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      credential: credential.trim() ? undefined : t('auth.credentialRequired'),
      password: password ? undefined : t('auth.passwordRequired'),
    };
    setErrors(found);
    setFailure(null);
    if (found.credential) return credentialRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const answer = await app.api.call('POST', sessionPath(app.slug, 'sign-in'), {
        auth: 'none',
        body: { credential: credential.trim(), password },
      });
      await app.signedIn(answer.data);
      go(app.href(nextOf(search)), { replace: true });
    } catch (err) {
      setBusy(false);
      const status = (err as { status?: number }).status;
      setFailure(status === 0 ? t('app.connectionFailed') : err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section className="mw-form-screen">
      <h1 className="mw-title">{t('auth.title', { community: app.community.name })}</h1>
      {signedOut ? (
        <p role="status" className="mw-notice">
          {signedOut === 'offline' ? t('auth.signOutFailed') : t('auth.signedOut')}
        </p>
      ) : null}
      <p>{t('auth.intro')}</p>
      <form className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure ? (
          <p role="alert" className="mw-error">
            {failure}
          </p>
        ) : null}
        <TextField
          inputRef={credentialRef}
          id="mw-credential"
          label={t('auth.credential')}
          error={errors.credential}
          name="username"
          autoComplete="username"
          value={credential}
          onChange={(e) => setCredential(e.target.value)}
        />
        <TextField
          inputRef={passwordRef}
          id="mw-password"
          label={t('auth.password')}
          error={errors.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="mw-button mw-primary" disabled={busy}>
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
      <p className="mw-switch">
        {t('auth.noAccount')} <AppLink to={`/sign-up${nextQuery(search)}`}>{t('auth.signUp')}</AppLink>
      </p>
    </section>
  );
}
