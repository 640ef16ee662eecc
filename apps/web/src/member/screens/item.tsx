import { useEffect } from 'react';
import { useApp } from '../context';
import { useItem } from '../feed-data';
import { AppLink } from '../frame';
import { ItemView } from '../render/item-view';
import { useTexts } from '../render/texts';
import { FormAnswers } from './form-answers';
import { Message } from './message';
import { scopedFile } from '../pwa/protocol';
import type { AppFeedItem } from '../types';

/** One item, as a member reads it; a guest asking for a member's item is told it may be for members only. */
export function ItemScreen({ id }: { id: string }) {
  const app = useApp();
  const { t } = useTexts();
  const item = useItem(id);
  const heading = item.data?.headline ?? (item.error ? t('item.unavailableTitle') : t('app.loading'));
  useEffect(() => app.title(heading), [app, heading]);
  const dir = app.community.languages.find((l) => l.tag === item.data?.language)?.direction;

  return (
    <>
      <p className="mw-back">
        <AppLink to="">{t('item.back')}</AppLink>
      </p>
      {item.data ? (
        <ItemView item={item.data} zone={app.community.timeZone} dir={dir}>
          {item.data.feedItemType === 'DocumentItem' && item.data.attachment ? (
            <DocumentLink file={item.data.attachment} />
          ) : null}
          {item.data.feedItemType === 'FormItem' && item.data.formNodes?.length ? (
            <FormAnswers item={item.data} />
          ) : null}
        </ItemView>
      ) : item.error && item.error.status !== 0 ? (
        <Message title={t('item.unavailableTitle')}>
          <p>{t('item.unavailable')}</p>
          {app.kind === 'guest' ? (
            <p>
              <AppLink to={`/sign-in?next=${encodeURIComponent(`/items/${id}`)}`}>
                {t('item.signInToRead')}
              </AppLink>
            </p>
          ) : null}
        </Message>
      ) : item.error ? (
        <div role="alert" className="mw-error">
          <p>{t('app.connectionFailed')}</p>
          <button type="button" className="mw-button" onClick={item.reload}>
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
}

/**
 * A document's file, opened (downloaded: the server never renders a document in our origin). Through the address
 * inside the community's app when its service worker runs (pwa/protocol.ts scopedFile), so that the worker keeps it
 * and opens it again offline; the file's own address otherwise.
 */
function DocumentLink({ file }: { file: NonNullable<AppFeedItem['attachment']> }) {
  const app = useApp();
  const { t } = useTexts();
  const kept = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller;
  const href = (kept && scopedFile(app.slug, file.fileUrl)) || file.fileUrl;
  return (
    <p className="mw-document">
      <a href={href}>{t('item.openDocument', { name: file.displayName || file.originalName })}</a>
    </p>
  );
}
