import { useMemo } from 'react';
import { useApp } from '../context';
import { scopedFile } from '../pwa/protocol';
import { useTexts } from '../render/texts';
import type { AppFeedItem } from '../types';
import { eventIcs, icsFileName } from './ics';

/**
 * What a reader takes away from an item: an event into their own calendar (an .ics made here, from the item as
 * read: no request), a document opened in the browser or downloaded.
 */
export function ItemFiles({ item }: { item: AppFeedItem }) {
  if (item.feedItemType === 'EventItem' && item.dateTimes?.length) return <AddToCalendar item={item} />;
  if (item.feedItemType === 'DocumentItem' && item.attachment) return <DocumentFile item={item} />;
  return null;
}

function AddToCalendar({ item }: { item: AppFeedItem }) {
  const app = useApp();
  const { t, language } = useTexts();
  const href = useMemo(() => {
    const url = new URL(app.href(`/items/${encodeURIComponent(item.id)}`), window.location.origin).href;
    const ics = eventIcs(
      {
        id: item.id,
        headline: item.headline,
        tagline: item.tagline,
        location: item.location,
        url,
        zone: item.zone || app.community.timeZone,
        dateTimes: item.dateTimes ?? [],
      },
      Date.now(),
      window.location.host,
    );
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [app, item]);
  return (
    <p className="mw-files" lang={language}>
      <a className="mw-button" href={href} download={icsFileName(item.headline)} type="text/calendar">
        {t('files.addToCalendar')}
      </a>{' '}
      <span className="mw-help">{t('files.addToCalendarHelp', { count: item.dateTimes?.length ?? 0 })}</span>
    </p>
  );
}

/**
 * A document's file (downloaded: the server never renders a document in our origin). Through the address inside the
 * community's app when its service worker runs (pwa/protocol.ts scopedFile), so that the worker keeps it and opens it
 * again offline; the file's own address otherwise.
 */
function DocumentFile({ item }: { item: AppFeedItem }) {
  const app = useApp();
  const { t, language } = useTexts();
  const file = item.attachment!;
  const kept = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller;
  const href = (kept && scopedFile(app.slug, file.fileUrl)) || file.fileUrl;
  const size = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: file.fileSize >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(file.fileSize / (file.fileSize >= 1024 * 1024 ? 1024 * 1024 : 1024));
  const kind = (file.mimeType.split('/')[1] ?? file.mimeType).toUpperCase();
  const name = file.displayName || file.originalName;
  return (
    <section className="mw-files" aria-labelledby="mw-document-name">
      <p className="mw-file-name" id="mw-document-name">
        {name}
      </p>
      <p className="mw-help" lang={language}>
        {t('files.details', { kind, size })}
      </p>
      <p className="mw-file-actions" lang={language}>
        <a className="mw-button mw-primary" href={href} target="_blank" rel="noreferrer">
          {t('files.open')}
        </a>{' '}
        {/* Through the worker, the server's own attachment answer names the file (Chromium cancelled a download
            attribute's download that the worker answered from its cache). */}
        <a className="mw-button" href={href} download={kept ? undefined : file.originalName || name}>
          {t('files.download')}
        </a>
      </p>
    </section>
  );
}
