import { useEffect, useState } from 'react';
import { useApp } from '../context';
import { AppLink } from '../frame';
import { useTexts } from '../render/texts';
import { useRemote } from '../use-remote';
import { formatMoment } from '../render/moment';
import { ticketsPath, type AppSupportTicketsPage } from './tickets-data';
import '../render/notice.css';
import '../inbox/inbox.css';

/** The reader's own support tickets, most recent activity first, each with where it stands. */
export function TicketsScreen() {
  const app = useApp();
  const { t, language } = useTexts();
  const tickets = useRemote<AppSupportTicketsPage>('support:tickets', async (signal) => {
    const answer = await app.api.call<AppSupportTicketsPage>('GET', ticketsPath(0), { signal });
    return answer.data;
  });
  const [more, setMore] = useState<{ pages: number; items: AppSupportTicketsPage['data'] }>({
    pages: 1,
    items: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => app.title(t('support.title')), [app, t]);

  const items = [...(tickets.data?.data ?? []), ...more.items];
  async function showMore() {
    setLoadingMore(true);
    setFailure(null);
    try {
      const page = await app.api.call<AppSupportTicketsPage>('GET', ticketsPath(more.pages));
      setMore({ pages: more.pages + 1, items: [...more.items, ...page.data.data] });
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <h1 className="mw-title">{t('support.title')}</h1>
      <p>{t('support.intro')}</p>
      <p>
        <AppLink to="/support/new" className="mw-button mw-primary">
          {t('support.new')}
        </AppLink>
      </p>
      {tickets.error && !tickets.data ? (
        <div role="alert" className="mw-error">
          <p>{tickets.error.status === 0 ? t('app.connectionFailed') : tickets.error.message}</p>
          <button type="button" className="mw-button" onClick={tickets.reload}>
            {t('app.retry')}
          </button>
        </div>
      ) : null}
      {!tickets.data && !tickets.error ? (
        <p role="status" className="mw-loading">
          {t('app.loading')}
        </p>
      ) : null}
      {tickets.data && items.length === 0 ? <p>{t('support.empty')}</p> : null}
      {items.length ? (
        <ul className="mw-tickets">
          {items.map((ticket) => (
            <li key={ticket.id}>
              <AppLink to={`/support/${encodeURIComponent(ticket.id)}`} className="mw-ticket-link">
                <strong>
                  {t('support.ticketTitle', {
                    type: t(`support.type.${ticket.type}`),
                    date: formatMoment(ticket.postedOn, app.community.timeZone, language),
                  })}
                </strong>{' '}
                <span className="mw-badge mw-status">{t(`support.status.${ticket.status}`)}</span>
                <span className="mw-ticket-excerpt">{excerpt(ticket.ticket.message)}</span>
                <span className="mw-entry-meta">
                  {t('support.lastActivity', {
                    date: formatMoment(ticket.lastActivityOn, app.community.timeZone, language),
                  })}
                  {' · '}
                  {t('support.messages', { count: ticket.comments })}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p role="alert" className="mw-error">
          {failure}
        </p>
      ) : null}
      {more.pages < (tickets.data?.meta.pages ?? 0) ? (
        <button
          type="button"
          className="mw-button mw-more"
          onClick={() => void showMore()}
          disabled={loadingMore}
        >
          {loadingMore ? t('inbox.loadingMore') : t('inbox.more')}
        </button>
      ) : null}
    </>
  );
}

/** The first words of a message, for the list (the whole of it is on the ticket's page). */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140).trimEnd()}…` : text);
