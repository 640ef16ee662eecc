import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SupportComment } from '@gathering/contract';
import { useApp } from '../context';
import { AppLink } from '../frame';
import { useTexts } from '../render/texts';
import { remembered, useRemote } from '../use-remote';
import { formatMoment } from '../render/moment';
import { Message } from '../screens/message';
import { arrivalKey } from './new-ticket';
import {
  answerTicket,
  attachScreenshot,
  messageProblem,
  screenshotProblem,
  ticketPath,
  type AppSupportTicket,
} from './tickets-data';
import '../render/notice.css';
import '../inbox/inbox.css';

/**
 * One of the reader's tickets: their message and screenshots, the thread as the member API shows it (never the
 * administrators' internal notes), replies nested under what they answer, and the reader's answer below. A closed
 * ticket takes no more answers (the server says so too); an answer reopens a resolved one.
 */
export function TicketScreen({ id }: { id: string }) {
  const app = useApp();
  const { t, language } = useTexts();
  const key = `support:ticket:${id}`;
  const ticket = useRemote<AppSupportTicket>(key, async (signal) => {
    const answer = await app.api.call<AppSupportTicket>('GET', ticketPath(id), { signal });
    return answer.data;
  });
  // What the new-ticket screen had to say on arrival, said once.
  const [arrival] = useState(() => remembered<string>(arrivalKey(id)) ?? null);
  const zone = app.community.timeZone;
  const heading = ticket.data
    ? t('support.ticketTitle', {
        type: t(`support.type.${ticket.data.type}`),
        date: formatMoment(ticket.data.postedOn, zone, language),
      })
    : ticket.error
      ? t('support.unavailableTitle')
      : t('app.loading');
  useEffect(() => app.title(heading), [app, heading]);

  const back = (
    <p className="mw-back">
      <AppLink to="/support">{t('support.back')}</AppLink>
    </p>
  );
  if (!ticket.data)
    return (
      <>
        {back}
        {ticket.error && ticket.error.status !== 0 ? (
          <Message title={t('support.unavailableTitle')}>
            <p>{t('support.unavailable')}</p>
          </Message>
        ) : ticket.error ? (
          <div role="alert" className="mw-error">
            <p>{t('app.connectionFailed')}</p>
            <button type="button" className="mw-button" onClick={ticket.reload}>
              {t('app.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="mw-loading">
            {t('app.loading')}
          </p>
        )}
      </>
    );

  const data = ticket.data;
  return (
    <>
      {back}
      {arrival ? (
        <p role="status" className="mw-notice">
          {arrival}
        </p>
      ) : null}
      <h1 className="mw-title">{heading}</h1>
      <p>
        <span className="mw-badge mw-status">{t(`support.status.${data.status}`)}</span>
      </p>
      <h2>{t('support.yourMessage')}</h2>
      <p className="mw-quote">{data.ticket.message}</p>
      {data.attachments.length ? (
        <>
          <h2>{t('support.screenshots')}</h2>
          <ul className="mw-shots">
            {data.attachments.map((a, i) => (
              <li key={a.id}>
                <a href={a.url} target="_blank" rel="noreferrer">
                  <img src={a.url} alt={t('support.screenshotAlt', { n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Screenshot id={id} onTicket={ticket.set} />
      <h2>{t('support.thread')}</h2>
      {data.comments.length ? <Thread comments={data.comments} /> : <p>{t('support.noAnswer')}</p>}
      {data.status === 'CLOSED' ? (
        <p className="mw-notice">{t('support.closed')}</p>
      ) : (
        <Answer id={id} onTicket={ticket.set} />
      )}
    </>
  );
}

function Thread({ comments }: { comments: SupportComment[] }) {
  const app = useApp();
  const { t, language } = useTexts();
  return (
    <ul className="mw-thread">
      {comments.map((c) => {
        const mine = c.posterDetails.role === 'MEMBER';
        return (
          <li key={c.id} className={`mw-comment${mine ? ' mw-comment-mine' : ''}`}>
            <p className="mw-comment-who">
              {mine ? t('support.you') : c.posterDetails.name}
              <span className="mw-entry-meta">
                {' · '}
                {formatMoment(c.postedOn, app.community.timeZone, language)}
              </span>
            </p>
            <p className="mw-comment-text">{c.comment}</p>
            {c.replies.length ? <Thread comments={c.replies} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Another screenshot for the ticket (the phones' upload route; 5 per ticket, the server says when it is full). */
function Screenshot({ id, onTicket }: { id: string; onTicket(ticket: AppSupportTicket): void }) {
  const app = useApp();
  const { t } = useTexts();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const problem = file ? screenshotProblem(file, t) : t('support.screenshotType');
    setError(problem);
    if (problem || !file) return input.current?.focus();
    setBusy(true);
    try {
      onTicket(await attachScreenshot(app, id, file));
      setDone(true);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      const status = (err as { status?: number }).status;
      setError(status === 0 ? t('app.connectionFailed') : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="mw-field">
        <label htmlFor="mw-more-screenshot">{t('support.attach')}</label>
        <p className="mw-help" id="mw-more-screenshot-help">
          {t('support.screenshotHelp')}
        </p>
        <input
          ref={input}
          id="mw-more-screenshot"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? 'mw-more-screenshot-help mw-more-screenshot-error' : 'mw-more-screenshot-help'
          }
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {error ? (
          <p className="mw-field-error" id="mw-more-screenshot-error">
            {error}
          </p>
        ) : null}
      </div>
      {done ? (
        <p role="status" className="mw-notice">
          {t('support.attached')}
        </p>
      ) : null}
      <button type="submit" className="mw-button" disabled={busy}>
        {busy ? t('support.attaching') : t('support.attach')}
      </button>
    </form>
  );
}

function Answer({ id, onTicket }: { id: string; onTicket(ticket: AppSupportTicket): void }) {
  const app = useApp();
  const { t } = useTexts();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const area = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const problem = messageProblem(message, t);
    setError(problem);
    if (problem) return area.current?.focus();
    setBusy(true);
    try {
      onTicket(await answerTicket(app, id, message, key));
      setMessage('');
      setSent(true);
      setKey(crypto.randomUUID());
    } catch (err) {
      const status = (err as { status?: number }).status;
      setError(status === 0 ? t('app.connectionFailed') : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mw-form mw-answer" onSubmit={(e) => void submit(e)} noValidate>
      <div className="mw-field">
        <label htmlFor="mw-answer">{t('support.answer')}</label>
        <textarea
          ref={area}
          id="mw-answer"
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'mw-answer-error' : undefined}
        />
        {error ? (
          <p className="mw-field-error" id="mw-answer-error">
            {error}
          </p>
        ) : null}
      </div>
      {sent ? (
        <p role="status" className="mw-notice">
          {t('support.answerSent')}
        </p>
      ) : null}
      <button type="submit" className="mw-button mw-primary" disabled={busy}>
        {t('support.answerSend')}
      </button>
    </form>
  );
}
