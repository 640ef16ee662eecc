import { useEffect, useState } from 'react';
import { useApp } from '../context';
import { uiLanguage } from '../i18n';
import { useTexts } from '../render/texts';
import { asApiError } from '../use-remote';
import { currentSubscription, pushSupported, turnOff, turnOn } from './push';
import { workerRegistration } from './register';

type Status = 'unknown' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * The footer's control for this browser's notifications (issue 35): what they are, then "Turn on notifications"
 * (the browser's permission, the subscription with the community's key, the device registered) or "Turn off".
 * Loaded after the first screen (frame.tsx), so it costs the first feed nothing.
 */
export default function PushControl() {
  const app = useApp();
  const { t } = useTexts();
  const [status, setStatus] = useState<Status>('unknown');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = app.community.webPushPublicKey;

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!pushSupported() || !key) return live && setStatus('unsupported');
      // The worker comes after the page's load (register.ts): until it is active, nothing to offer.
      const reg = await workerRegistration();
      if (!live || !reg) return;
      if (Notification.permission === 'denied') return setStatus('denied');
      setStatus((await currentSubscription(app.slug)) ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, [app.slug, app.turn, key]);

  if (status === 'unknown') return null;

  async function change(to: 'on' | 'off') {
    setBusy(true);
    setError(null);
    try {
      if (to === 'off') {
        await turnOff(app.api);
        setStatus('off');
      } else {
        const result = await turnOn(app.api, key!, navigator.language || uiLanguage());
        setStatus(result);
      }
    } catch (err) {
      const failed = asApiError(err);
      setError(failed.status === 0 || !failed.fromServer ? t('push.failed') : failed.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mw-push" aria-labelledby="mw-push-title">
      <h2 id="mw-push-title" className="mw-push-title">
        {t('push.title')}
      </h2>
      <p>{t(`push.${status}`, { community: app.community.name })}</p>
      {status === 'off' || status === 'on' ? (
        <button
          type="button"
          className="mw-button"
          disabled={busy}
          onClick={() => void change(status === 'on' ? 'off' : 'on')}
        >
          {busy ? t('push.working') : status === 'on' ? t('push.turnOff') : t('push.turnOn')}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="mw-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
