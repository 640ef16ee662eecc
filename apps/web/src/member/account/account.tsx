import './texts';
import { useEffect } from 'react';
import type { AppMeResponse } from '@gathering/contract';
import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { AppLink } from '../frame';
import { Message } from '../screens/message';
import { useRemote } from '../use-remote';
import { LanguagesForm } from './languages-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { Waiting } from './waiting';
import './account.css';

/**
 * "Your account" (issue 35 item 1): what the phone app's profile screen offers a member — their names, username and
 * e-mail, the languages their content comes in, their password — and the links to the community's privacy policy and
 * to the deletion of their account (the public pages). A guest is asked to sign in.
 */
export function AccountScreen() {
  const app = useApp();
  const { t } = useTexts();
  useEffect(() => app.title(t('account.title')), [app, t]);
  if (app.kind !== 'member')
    return (
      <Message title={t('account.title')}>
        <p>{t('account.membersOnly')}</p>
        <p>
          <AppLink to={`/sign-in?next=${encodeURIComponent('/account')}`}>{t('account.signIn')}</AppLink>
        </p>
      </Message>
    );
  return <Account />;
}

function Account() {
  const app = useApp();
  const { t } = useTexts();
  const me = useRemote<AppMeResponse>(`${app.api.who()}:me`, async (signal) => {
    const answer = await app.api.call<AppMeResponse>('GET', '/app/v1/me', { signal });
    return answer.data;
  });
  const slug = encodeURIComponent(app.slug);

  return (
    <div className="mw-account">
      <h1 className="mw-title">{t('account.title')}</h1>
      <section aria-labelledby="mw-account-profile">
        <h2 id="mw-account-profile">{t('account.profile.title')}</h2>
        {me.data ? <ProfileForm me={me.data} onSaved={me.set} /> : <Waiting remote={me} />}
      </section>
      <section aria-labelledby="mw-account-languages">
        <h2 id="mw-account-languages">{t('account.languages.title')}</h2>
        <LanguagesForm />
      </section>
      <section aria-labelledby="mw-account-password">
        <h2 id="mw-account-password">{t('account.password.title')}</h2>
        <PasswordForm username={me.data?.username ?? ''} />
      </section>
      <section aria-labelledby="mw-account-data">
        <h2 id="mw-account-data">{t('account.data.title')}</h2>
        {/* The public pages are another document (public.html): plain links, a full navigation. */}
        <ul className="mw-account-links">
          <li>
            <a href={`/privacy-policy/${slug}`}>{t('account.data.privacy')}</a>
          </li>
          <li>
            <a href={`/user-delete/${slug}`}>{t('account.data.delete')}</a>
            <p className="mw-help">{t('account.data.deleteHelp')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
