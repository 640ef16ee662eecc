import { AppLink } from '../frame';
import { useTexts } from '../render/texts';
import { unreadCount, useInbox } from './inbox-data';

/** The nav's entries for the notifications (with how many are unread, in words) and support. */
export function InboxLinks() {
  const { t } = useTexts();
  const inbox = useInbox();
  const unread = unreadCount(inbox.data);
  return (
    <>
      <AppLink to="/notifications">
        {t('inbox.nav')}
        {unread ? (
          <>
            {' '}
            <span className="mw-count" aria-hidden="true">
              {unread}
            </span>
            <span className="mw-visually-hidden">{t('inbox.navUnread', { count: unread })}</span>
          </>
        ) : null}
      </AppLink>
      <AppLink to="/support">{t('support.nav')}</AppLink>
    </>
  );
}
