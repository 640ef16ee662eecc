import { useApp } from '../context';
import { useTexts } from '../render/texts';
import { usePwaState } from './state';

/**
 * The frame's notices under the community's bar (issue 35): offline — the browser says the network is gone, or the
 * last call found no server — with what is shown being what this browser kept; and a new version of the app waiting,
 * with "Reload" to take it (never by itself: a half-typed form would be lost).
 */
export function PwaNotices() {
  const app = useApp();
  const { t } = useTexts();
  const { browserOffline, reload } = usePwaState();
  return (
    <>
      {browserOffline || !app.online ? (
        <p className="mw-offline" role="status">
          {t('app.offline')}
        </p>
      ) : null}
      {reload ? (
        <div className="mw-update" role="status">
          <p>{t('app.updateReady')}</p>
          <button type="button" className="mw-button" onClick={reload}>
            {t('app.reload')}
          </button>
        </div>
      ) : null}
    </>
  );
}
