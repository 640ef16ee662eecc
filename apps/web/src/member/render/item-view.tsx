import type { ReactNode } from 'react';
import type { AppFeedItem } from '../types';
import { formatDate } from './dates';
import { EventFacts, JobFacts } from './kind-details';
import { RichText } from './rich-text';
import { useTexts } from './texts';
import './render.css';

export interface ItemViewProps {
  item: AppFeedItem;
  /** The community's zone: event dates and publishing dates are read in it. */
  zone: string;
  /** The headline's level: 1 on the item's own screen, lower inside another page (the console's preview). */
  level?: 1 | 2 | 3;
  /** What the reader can do with it (the member app's actions, a form's fields), under its facts. */
  children?: ReactNode;
  /** The writing direction of the item's language (the community's languages say it). */
  dir?: 'ltr' | 'rtl';
}

/**
 * One item as a member reads it: cover, kind, headline, tagline, its kind's facts, its text. The member web app
 * draws its screens with it, and the console its preview (issue 35 item 5), so what an administrator sees before
 * publishing is what members get.
 */
export function ItemView({ item, zone, level = 1, children, dir }: ItemViewProps) {
  const { t, language } = useTexts();
  const Headline = `h${level}` as const;
  const published = item.publishedOn ? formatDate(item.publishedOn, zone, language) : '';
  return (
    <article className="mw-item" lang={item.language} dir={dir}>
      {item.coverImage ? (
        <img
          className="mw-cover"
          src={item.coverImage.fileUrl}
          alt=""
          width={960}
          height={540}
          decoding="async"
        />
      ) : null}
      <p className="mw-kind" lang={language}>
        {t(`kinds.${item.feedItemType}`)}
        {published ? <span> · {t('item.published', { date: published })}</span> : null}
      </p>
      <Headline className="mw-headline">{item.headline}</Headline>
      {item.tagline ? <p className="mw-tagline">{item.tagline}</p> : null}
      {item.feedItemType === 'EventItem' ? <EventFacts item={item} zone={zone} /> : null}
      {item.feedItemType === 'JobItem' ? <JobFacts item={item} /> : null}
      {item.body ? <RichText html={item.body} /> : null}
      {children}
    </article>
  );
}
