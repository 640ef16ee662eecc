import { useTexts } from '../render/texts';
import type { Remote } from '../use-remote';

/** What a part of the account screen shows until its first answer: "Loading…", or why it failed with a way to try again. */
export function Waiting({ remote }: { remote: Pick<Remote<unknown>, 'error' | 'reload'> }) {
  const { t } = useTexts();
  return remote.error ? (
    <div role="alert" className="mw-error">
      <p>{remote.error.status === 0 ? t('app.connectionFailed') : remote.error.message}</p>
      <button type="button" className="mw-button" onClick={remote.reload}>
        {t('app.retry')}
      </button>
    </div>
  ) : (
    <p role="status" className="mw-loading">
      {t('app.loading')}
    </p>
  );
}
