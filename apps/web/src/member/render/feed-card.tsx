import type { MouseEvent } from 'react';
import type { AppFeedItem } from '../types';
import { formatDate } from './dates';
import { useTexts } from './texts';
import './render.css';

/**
 * An item as the feed lists it: its cover, kind, headline (the link to the item), tagline and date. `onOpen` lets
 * the app open it without reloading; without it the link is a plain link (the console's preview draws it inert).
 */
export function FeedCard({
  item,
  zone,
  href,
  onOpen,
}: {
  item: AppFeedItem;
  zone: string;
  href?: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t, language } = useTexts();
  const published = item.publishedOn ? formatDate(item.publishedOn, zone, language) : '';
  return (
    <article className="mw-card" lang={item.language}>
      {item.coverImage ? (
        <img
          className="mw-thumb"
          src={item.coverImage.fileUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : null}
      <div className="mw-card-text">
        <p className="mw-kind" lang={language}>
          {item.pinned ? <span className="mw-pin">{t('feed.pinned')} · </span> : null}
          {t(`kinds.${item.feedItemType}`)}
          {published ? ` · ${published}` : ''}
        </p>
        <h2 className="mw-card-headline">
          {href ? (
            <a href={href} onClick={onOpen}>
              {item.headline}
            </a>
          ) : (
            item.headline
          )}
        </h2>
        {item.tagline ? <p className="mw-card-tagline">{item.tagline}</p> : null}
      </div>
    </article>
  );
}
