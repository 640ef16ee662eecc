import { useEffect, useState, type MouseEvent } from 'react';
import type { AppNotificationEntry, AppNotificationsPage } from '@gathering/contract';
import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { go, isOwnClick } from '../router';
import { inboxPath, markRead, useInbox, withEntry } from './inbox-data';
import { NotificationEntryView } from '../render/notice';

/**
 * The notifications the reader received, newest first (GET /app/v1/notifications, the phones' list): each in the
 * reader's language, the unread ones marked "New". Opening its item, or "Mark as read", records the open as the
 * phones do (POST …/open; without a device token, once for the person). Alerts not yet acknowledged are in the
 * banner above; here they stay in the list, marked acknowledged once they are.
 */
export function NotificationsScreen() {
  const app = useApp();
  const { t } = useTexts();
  const inbox = useInbox();
  const [more, setMore] = useState<{ pages: number; items: AppNotificationEntry[] }>({ pages: 1, items: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => app.title(t('inbox.title')), [app, t]);

  const items = [...(inbox.data?.data ?? []), ...more.items];
  const pages = inbox.data?.meta.pages ?? 0;

  const sentence = (err: unknown) =>
    (err as { status?: number }).status === 0
      ? t('app.connectionFailed')
      : err instanceof Error
        ? err.message
        : String(err);

  async function showMore() {
    setLoadingMore(true);
    setFailure(null);
    try {
      const page = await app.api.call<AppNotificationsPage>('GET', inboxPath(more.pages));
      setMore({ pages: more.pages + 1, items: [...more.items, ...page.data.data] });
    } catch (err) {
      setFailure(sentence(err));
    } finally {
      setLoadingMore(false);
    }
  }

  /** The open recorded, then the shared copy (the nav's count) and this screen's further pages say so. */
  async function read(id: string) {
    await markRead(app, id);
    if (inbox.data) inbox.set(withEntry(inbox.data, id, { opened: true }));
    setMore((m) => ({ ...m, items: m.items.map((n) => (n.id === id ? { ...n, opened: true } : n)) }));
  }

  return (
    <>
      <h1 className="mw-title">{t('inbox.title')}</h1>
      {inbox.error && !inbox.data ? (
        <div role="alert" className="mw-error">
          <p>{inbox.error.status === 0 ? t('app.connectionFailed') : inbox.error.message}</p>
          <button type="button" className="mw-button" onClick={inbox.reload}>
            {t('app.retry')}
          </button>
        </div>
      ) : null}
      {!inbox.data && !inbox.error ? (
        <p role="status" className="mw-loading">
          {t('app.loading')}
        </p>
      ) : null}
      {inbox.data && items.length === 0 ? <p>{t('inbox.empty')}</p> : null}
      {failure ? (
        <p role="alert" className="mw-error">
          {failure}
        </p>
      ) : null}
      {items.length ? (
        <ul className="mw-inbox">
          {items.map((n) => (
            <li key={n.id}>
              <Entry entry={n} onRead={read} onFailure={(err) => setFailure(sentence(err))} />
            </li>
          ))}
        </ul>
      ) : null}
      {more.pages < pages ? (
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

function Entry({
  entry,
  onRead,
  onFailure,
}: {
  entry: AppNotificationEntry;
  onRead(id: string): Promise<void>;
  onFailure(err: unknown): void;
}) {
  const app = useApp();
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const id = `mw-n-${entry.id}`;
  const itemId = entry.data?.feedItemId;
  const itemHref = itemId ? app.href(`/items/${encodeURIComponent(itemId)}`) : null;

  async function markIt() {
    setBusy(true);
    try {
      await onRead(entry.id);
    } catch (err) {
      onFailure(err);
    } finally {
      setBusy(false);
    }
  }

  function openItem(event: MouseEvent<HTMLAnchorElement>) {
    // Read as the link is followed; the item opens whether or not the mark reached the server.
    if (!entry.opened) void onRead(entry.id).catch(() => undefined);
    if (!isOwnClick(event)) return;
    event.preventDefault();
    go(event.currentTarget.pathname);
  }

  return (
    <NotificationEntryView
      entry={entry}
      zone={app.community.timeZone}
      actions={
        itemHref || !entry.opened ? (
          <>
            {itemHref ? (
              <a href={itemHref} onClick={openItem} aria-describedby={`${id}-title`}>
                {t('inbox.openItem')}
              </a>
            ) : null}
            {entry.opened ? null : (
              <button
                type="button"
                className="mw-button"
                onClick={() => void markIt()}
                disabled={busy}
                aria-describedby={`${id}-title`}
              >
                {busy ? t('inbox.marking') : t('inbox.markRead')}
              </button>
            )}
          </>
        ) : null
      }
    />
  );
}
