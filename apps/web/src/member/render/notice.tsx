import type { ReactNode } from 'react';
import type { AppNotificationEntry } from '@gathering/contract';
import { formatMoment } from './moment';
import { useTexts } from './texts';
import './notice.css';

/** What a notification's drawing reads of it (a received one, or the console's unsent push). */
export type Notice = Pick<
  AppNotificationEntry,
  'id' | 'kind' | 'alertType' | 'title' | 'body' | 'opened' | 'acknowledged' | 'deliveredOn'
> & {
  /** The language of title and body; none for the console's placeholders (in the console's own). */
  language?: string;
};

/** The alert's type in the reader's words, else "Emergency alert". */
function useAlertLabel(notice: Pick<Notice, 'alertType'>) {
  const { t } = useTexts();
  return notice.alertType ? t(`alerts.types.${notice.alertType}`) : t('alerts.badge');
}

/**
 * A notification as the member web app's list draws it (issue 35): "New" until read, an alert's type, its title and
 * message in their language, when it arrived, and `actions` (the app's link and "Mark as read"; inert in the
 * console's preview). Drawn by the app's notifications screen and the console's push preview (issue 35 item 5).
 */
export function NotificationEntryView({
  entry,
  zone,
  actions,
}: {
  entry: Notice;
  zone: string | null | undefined;
  actions?: ReactNode;
}) {
  const { t, language } = useTexts();
  const alertLabel = useAlertLabel(entry);
  const id = `mw-n-${entry.id}`;
  return (
    <article
      className={`mw-entry${entry.opened ? '' : ' mw-entry-unread'}${entry.kind === 'EMERGENCY' ? ' mw-entry-alert' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="mw-entry-title" id={`${id}-title`}>
        {entry.opened ? null : <span className="mw-badge">{t('inbox.unread')}</span>}
        {entry.kind === 'EMERGENCY' ? <span className="mw-badge mw-badge-alert">{alertLabel}</span> : null}
        <span lang={entry.language}>{entry.title}</span>
      </h2>
      <p className="mw-entry-body" lang={entry.language}>
        {entry.body}
      </p>
      <p className="mw-entry-meta">
        {t('inbox.received', { date: formatMoment(entry.deliveredOn, zone, language) })}
        {entry.acknowledged ? ` · ${t('inbox.acknowledged')}` : null}
      </p>
      {actions ? <p className="mw-entry-actions">{actions}</p> : null}
    </article>
  );
}

/**
 * An emergency alert not yet acknowledged, as the member web app's banner draws it above every screen: its words in a
 * role="alert" region, the Acknowledge button beside it. Without `onAcknowledge` the button is inert (the console's
 * preview); `failure` is a sentence the acknowledgement met.
 */
export function AlertCard({
  alert,
  zone,
  busy = false,
  failure,
  onAcknowledge,
  announce = true,
}: {
  alert: Notice;
  zone: string | null | undefined;
  busy?: boolean;
  failure?: string | null;
  onAcknowledge?: () => void;
  /** false in the console's preview: a draft changing under the administrator's typing is not an alert to announce. */
  announce?: boolean;
}) {
  const { t, language } = useTexts();
  const alertLabel = useAlertLabel(alert);
  const id = `mw-alert-${alert.id}`;
  return (
    <article className="mw-alert" aria-labelledby={`${id}-title`}>
      <div role={announce ? 'alert' : undefined}>
        <p className="mw-alert-badge">{alertLabel}</p>
        <h2 className="mw-alert-title" id={`${id}-title`} lang={alert.language}>
          {alert.title}
        </h2>
        <p className="mw-alert-body" lang={alert.language}>
          {alert.body}
        </p>
      </div>
      <p className="mw-alert-when">
        {t('inbox.received', { date: formatMoment(alert.deliveredOn, zone, language) })}
      </p>
      <p className="mw-alert-help" id={`${id}-help`}>
        {t('alerts.acknowledgeHelp')}
      </p>
      {failure ? (
        <p role="alert" className="mw-alert-failure">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="mw-button mw-alert-ack"
        aria-describedby={`${id}-help`}
        onClick={onAcknowledge}
        disabled={busy || !onAcknowledge}
      >
        {busy ? t('alerts.acknowledging') : t('alerts.acknowledge')}
      </button>
    </article>
  );
}
