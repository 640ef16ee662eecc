import { useEffect, useState, type FormEvent } from 'react';
import { useApp } from '../context';
import { feedPage, useFeed } from '../feed-data';
import { FeedCard } from '../render/feed-card';
import { useTexts } from '../render/texts';
import { go, isOwnClick, useAddress } from '../router';
import type { AppFeedItem } from '../types';

/**
 * The feed: what the community published for this reader (a guest sees what is public), newest first with the
 * pinned items on top, as the member API orders it; a search (in either script) in the address, so Back returns
 * to it; further pages on demand.
 */
export function FeedScreen() {
  const app = useApp();
  const { t } = useTexts();
  const address = useAddress();
  const query = new URLSearchParams(address.split('?')[1] ?? '').get('q') ?? '';
  const feed = useFeed(query);
  const [typed, setTyped] = useState(query);
  const [more, setMore] = useState<{ query: string; pages: number; items: AppFeedItem[] }>({
    query,
    pages: 1,
    items: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  useEffect(() => app.title(t('feed.title')), [app, t]);
  useEffect(() => setTyped(query), [query]);

  const extra = more.query === query ? more : { query, pages: 1, items: [] };
  const items = [...(feed.data?.data ?? []), ...extra.items];
  const pages = feed.data?.meta.pages ?? 0;

  function search(event: FormEvent) {
    event.preventDefault();
    const q = typed.trim();
    go(app.href(q ? `?q=${encodeURIComponent(q)}` : ''));
  }

  async function showMore() {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await feedPage(app, extra.pages, query);
      setMore({ query, pages: extra.pages + 1, items: [...extra.items, ...page.data] });
    } catch (err) {
      setMoreError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <h1 className="mw-title">{t('feed.title')}</h1>
      <p className="mw-who">{app.kind === 'member' ? t('auth.member') : t('auth.guest')}</p>
      <form className="mw-search" role="search" onSubmit={search}>
        <label htmlFor="mw-search">{t('feed.searchLabel')}</label>
        <div className="mw-search-row">
          <input id="mw-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="mw-button">
            {t('feed.search')}
          </button>
        </div>
      </form>
      {query && feed.data ? (
        <p role="status" className="mw-results">
          {feed.data.meta.total === 0
            ? t('feed.noResults', { query })
            : t('feed.results', { count: feed.data.meta.total, query })}
        </p>
      ) : null}
      {feed.error && !feed.data ? (
        <div role="alert" className="mw-error">
          <p>{feed.error.status === 0 ? t('app.connectionFailed') : feed.error.message}</p>
          <button type="button" className="mw-button" onClick={feed.reload}>
            {t('app.retry')}
          </button>
        </div>
      ) : null}
      {!feed.data && !feed.error ? (
        <p role="status" className="mw-loading">
          {t('app.loading')}
        </p>
      ) : null}
      {feed.data && !query && items.length === 0 ? <p>{t('feed.empty')}</p> : null}
      {items.length ? (
        <ul className="mw-feed">
          {items.map((item) => (
            <li key={item.id}>
              <FeedCard
                item={item}
                zone={app.community.timeZone}
                href={app.href(`/items/${encodeURIComponent(item.id)}`)}
                onOpen={(event) => {
                  if (!isOwnClick(event)) return;
                  event.preventDefault();
                  go(event.currentTarget.pathname);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {moreError ? (
        <p role="alert" className="mw-error">
          {moreError}
        </p>
      ) : null}
      {extra.pages < pages ? (
        <button
          type="button"
          className="mw-button mw-more"
          onClick={() => void showMore()}
          disabled={loadingMore}
        >
          {loadingMore ? t('feed.loadingMore') : t('feed.more')}
        </button>
      ) : null}
    </>
  );
}
