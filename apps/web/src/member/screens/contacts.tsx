import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AppContacts } from '@gathering/contract';
import { CONTACT_KINDS, CONTACTS_MAX, type ContactKind } from '@gathering/contract/contact-kinds';
import { useApp } from '../context';
import { AppLink } from '../frame';
import { useTexts } from '../render/texts';
import { asApiError, useRemote } from '../use-remote';
import { Message } from './message';
import { TextField } from './text-field';

/** The member's own channels (the member API's; no endpoint of its own). */
const PATH = '/app/v1/me/contacts';

interface Row {
  key: string;
  kind: ContactKind;
  value: string;
  alerts: boolean;
  news: boolean;
}

let made = 0;
const rowsOf = (data: AppContacts): Row[] =>
  data.channels.map((c) => ({ key: c.id, kind: c.kind, value: c.display, alerts: c.alerts, news: c.news }));

/**
 * "Contacts": the numbers and e-mail addresses the community's alerts reach the member at when the app cannot
 * (issue 36), with their consent per channel to emergency alerts and to other news. The server checks each number
 * (libphonenumber-js) and its sentence goes under the field it is about.
 */
export function ContactsScreen() {
  const app = useApp();
  const { t } = useTexts();
  useEffect(() => app.title(t('contacts.title')), [app, t]);
  if (app.kind !== 'member')
    return (
      <Message title={t('contacts.title')}>
        <p>{t('contacts.membersOnly')}</p>
        <p>
          <AppLink to={`/sign-in?next=${encodeURIComponent('/contacts')}`}>{t('contacts.signIn')}</AppLink>
        </p>
      </Message>
    );
  return <Contacts />;
}

function Contacts() {
  const app = useApp();
  const { t } = useTexts();
  const remote = useRemote<AppContacts>(`${app.api.who()}:contacts`, async (signal) => {
    const answer = await app.api.call<AppContacts>('GET', PATH, { signal });
    return answer.data;
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The list as the server last answered it, until the member changes something.
  const shown = rows ?? (remote.data ? rowsOf(remote.data) : null);

  function change(next: Row[]) {
    setRows(next);
    setSaved(false);
  }
  const update = (i: number, patch: Partial<Row>) => {
    if (!shown) return;
    change(shown.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    if (problems[`channels.${i}.value`]) setProblems({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    setFailure(null);
    const found: Record<string, string> = {};
    shown.forEach((r, i) => {
      if (!r.value.trim()) found[`channels.${i}.value`] = t('contacts.required');
    });
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) return form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    setBusy(true);
    try {
      const answer = await app.api.call<AppContacts>('PUT', PATH, {
        body: {
          channels: shown.map(({ kind, value, alerts, news }) => ({
            kind,
            value: value.trim(),
            alerts,
            news,
          })),
        },
      });
      remote.set(answer.data);
      setRows(null);
      setSaved(true);
    } catch (err) {
      const error = asApiError(err);
      if (error.status === 0) setFailure(t('app.connectionFailed'));
      else if (error.field?.startsWith('channels.')) {
        setProblems({ [error.field]: error.message });
        form.current?.querySelector<HTMLElement>(`[data-field="${error.field}"]`)?.focus();
      } else setFailure(error.message);
    } finally {
      setBusy(false);
    }
  }

  if (!shown)
    return remote.error ? (
      <div role="alert" className="mw-error">
        <p>{remote.error.status === 0 ? t('app.connectionFailed') : remote.error.message}</p>
        <button type="button" className="mw-button" onClick={remote.reload}>
          {t('app.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="mw-loading">
        {t('app.loading')}
      </p>
    );

  return (
    <section className="mw-form-screen">
      <h1 className="mw-title">{t('contacts.title')}</h1>
      <p>{t('contacts.intro', { email: remote.data?.accountEmail ?? '' })}</p>
      <p className="mw-help">{t('contacts.consentHelp')}</p>
      <form ref={form} className="mw-form mw-contacts" onSubmit={(e) => void submit(e)} noValidate>
        {shown.length === 0 ? <p>{t('contacts.none')}</p> : null}
        {shown.map((r, i) => {
          const id = `mw-contact-${r.key}`;
          const legend = t('contacts.channel', { number: i + 1 });
          const field = `channels.${i}.value`;
          return (
            <fieldset key={r.key} className="mw-form-node mw-contact">
              <legend>{legend}</legend>
              <div className="mw-field">
                <label htmlFor={`${id}-kind`}>{t('contacts.kind')}</label>
                <select
                  id={`${id}-kind`}
                  value={r.kind}
                  onChange={(e) => update(i, { kind: e.target.value as ContactKind })}
                >
                  {CONTACT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`contacts.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id={`${id}-value`}
                data-field={field}
                label={r.kind === 'EMAIL' ? t('contacts.address') : t('contacts.number')}
                help={r.kind === 'EMAIL' ? undefined : t('contacts.numberHelp')}
                type={r.kind === 'EMAIL' ? 'email' : 'tel'}
                autoComplete={r.kind === 'EMAIL' ? 'email' : 'tel'}
                error={problems[field]}
                value={r.value}
                onChange={(e) => update(i, { value: e.target.value })}
              />
              <label className="mw-choice">
                <input
                  type="checkbox"
                  checked={r.alerts}
                  onChange={(e) => update(i, { alerts: e.target.checked })}
                />{' '}
                {t('contacts.alerts')}
              </label>
              <label className="mw-choice">
                <input
                  type="checkbox"
                  checked={r.news}
                  onChange={(e) => update(i, { news: e.target.checked })}
                />{' '}
                {t('contacts.news')}
              </label>
              <button
                type="button"
                className="mw-button"
                onClick={() => {
                  change(shown.filter((_, n) => n !== i));
                  setProblems({});
                }}
              >
                {t('contacts.remove', { channel: legend })}
              </button>
            </fieldset>
          );
        })}
        {shown.length < CONTACTS_MAX ? (
          <button
            type="button"
            className="mw-button"
            onClick={() =>
              change([
                ...shown,
                { key: `new-${++made}`, kind: 'MOBILE', value: '', alerts: true, news: false },
              ])
            }
          >
            {t('contacts.add')}
          </button>
        ) : (
          <p className="mw-help">{t('contacts.full', { count: CONTACTS_MAX })}</p>
        )}
        {failure ? (
          <p role="alert" className="mw-error">
            {failure}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="mw-notice">
            {t('contacts.saved')}
          </p>
        ) : null}
        <button type="submit" className="mw-button mw-primary" disabled={busy}>
          {busy ? t('contacts.saving') : t('contacts.save')}
        </button>
      </form>
    </section>
  );
}
