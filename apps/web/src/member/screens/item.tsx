import { useEffect } from 'react';
import { useApp } from '../context';
import { useItem } from '../feed-data';
import { AppLink } from '../frame';
import { ItemView } from '../render/item-view';
import { useTexts } from '../render/texts';
import { FormAnswers } from './form-answers';
import { ItemFiles } from '../item-files/item-files';
import { Message } from './message';

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
          <ItemFiles item={item.data} />
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
