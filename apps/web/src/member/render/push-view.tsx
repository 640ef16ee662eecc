import { useTexts } from './texts';
import './render.css';

/**
 * A push as the member web app shows it (its notification, and its place in the app's list): the community's logo
 * and name, the title and the text; an alert marked as one, with the Acknowledge it asks for. The console's push
 * composer previews it in each of the community's languages (issue 35 item 5).
 */
export function PushView({
  title,
  body,
  community,
  logo,
  emergency = false,
  language,
}: {
  title: string;
  body: string;
  community: string;
  logo?: string | null;
  emergency?: boolean;
  /** The language of the title and text (BCP 47). */
  language?: string;
}) {
  const { t, language: ui } = useTexts();
  return (
    <div className={emergency ? 'mw-push mw-push-alert' : 'mw-push'}>
      <div className="mw-push-from" lang={ui}>
        {logo ? <img src={logo} alt="" width={24} height={24} /> : null}
        <span>{community}</span>
        {emergency ? <strong className="mw-badge">{t('notifications.alert')}</strong> : null}
      </div>
      <p className="mw-push-title" lang={language}>
        {title}
      </p>
      <p className="mw-push-body" lang={language}>
        {body}
      </p>
      {emergency ? (
        <p className="mw-push-action" lang={ui}>
          {t('notifications.acknowledge')}
        </p>
      ) : null}
    </div>
  );
}
