import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SUPPORT_TICKET_TYPES } from '@gathering/contract/constants';
import type { SupportTicketType } from '@gathering/contract';
import { useApp } from '../context';
import { AppLink } from '../frame';
import { useTexts } from '../render/texts';
import { go } from '../router';
import { TextField } from '../screens/text-field';
import { remember } from '../use-remote';
import { attachScreenshot, createTicket, messageProblem, screenshotProblem } from './tickets-data';
import '../inbox/inbox.css';

type Errors = Partial<Record<'message' | 'contactEmail' | 'screenshot', string>>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the ticket's page finds what to say on arrival (sent; sent but the screenshot failed). */
export const arrivalKey = (id: string) => `support:arrival:${id}`;

/**
 * A new support ticket: its subject (the ticket types the phones offer), the message, a screenshot if the reader
 * has one (sent through the phones' upload route once the ticket exists), and for a guest the e-mail to answer.
 */
export function NewTicketScreen() {
  const app = useApp();
  const { t } = useTexts();
  const [type, setType] = useState<SupportTicketType>('QUESTION');
  const [message, setMessage] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per ticket being written: a retry after a lost answer is the same ticket, not a second one.
  const [key] = useState(() => crypto.randomUUID());
  const refs = {
    message: useRef<HTMLTextAreaElement>(null),
    contactEmail: useRef<HTMLInputElement>(null),
    screenshot: useRef<HTMLInputElement>(null),
  };
  const guest = app.kind === 'guest';
  useEffect(() => app.title(t('support.new')), [app, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      message: messageProblem(message, t) ?? undefined,
      contactEmail: guest && !EMAIL.test(contactEmail.trim()) ? t('support.contactEmailRequired') : undefined,
      screenshot: screenshotProblem(file, t) ?? undefined,
    };
    setErrors(found);
    setFailure(null);
    const first = (['message', 'contactEmail', 'screenshot'] as const).find((f) => found[f]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    let ticket;
    try {
      ticket = await createTicket(
        app,
        { type, message, ...(guest ? { contactEmail: contactEmail.trim() } : {}) },
        key,
      );
    } catch (err) {
      setBusy(false);
      const status = (err as { status?: number }).status;
      return setFailure(
        status === 0 ? t('app.connectionFailed') : err instanceof Error ? err.message : String(err),
      );
    }
    let arrival = t('support.sent');
    if (file)
      try {
        ticket = await attachScreenshot(app, ticket.id, file);
      } catch (err) {
        const reason =
          (err as { status?: number }).status === 0 ? t('app.connectionFailed') : (err as Error).message;
        arrival = t('support.screenshotFailed', { reason });
      }
    remember(`support:ticket:${ticket.id}`, ticket);
    remember(arrivalKey(ticket.id), arrival);
    go(app.href(`/support/${encodeURIComponent(ticket.id)}`), { replace: true });
  }

  const messageHelp = 'mw-ticket-message-help';
  const messageError = 'mw-ticket-message-error';
  return (
    <section className="mw-form-screen">
      <p className="mw-back">
        <AppLink to="/support">{t('support.back')}</AppLink>
      </p>
      <h1 className="mw-title">{t('support.new')}</h1>
      {guest ? <p>{t('support.guestNote')}</p> : null}
      <form className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure ? (
          <p role="alert" className="mw-error">
            {failure}
          </p>
        ) : null}
        <div className="mw-field">
          <label htmlFor="mw-ticket-type">{t('support.subject')}</label>
          <select
            id="mw-ticket-type"
            value={type}
            onChange={(e) => setType(e.target.value as SupportTicketType)}
          >
            {SUPPORT_TICKET_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`support.type.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="mw-field">
          <label htmlFor="mw-ticket-message">{t('support.message')}</label>
          <p className="mw-help" id={messageHelp}>
            {t('support.messageHelp')}
          </p>
          <textarea
            ref={refs.message}
            id="mw-ticket-message"
            rows={6}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageHelp} ${messageError}` : messageHelp}
          />
          {errors.message ? (
            <p className="mw-field-error" id={messageError}>
              {errors.message}
            </p>
          ) : null}
        </div>
        {guest ? (
          <TextField
            inputRef={refs.contactEmail}
            id="mw-ticket-email"
            label={t('support.contactEmail')}
            error={errors.contactEmail}
            type="email"
            autoComplete="email"
            value={contactEmail}
            onChange={(e) => setContactEmail(e.target.value)}
          />
        ) : null}
        <TextField
          inputRef={refs.screenshot}
          id="mw-ticket-screenshot"
          label={t('support.screenshot')}
          help={t('support.screenshotHelp')}
          error={errors.screenshot}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="mw-button mw-primary" disabled={busy}>
          {busy ? t('support.sending') : t('support.send')}
        </button>
      </form>
    </section>
  );
}
