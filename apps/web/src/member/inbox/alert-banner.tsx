import { useState } from 'react';
import type { AppNotificationEntry } from '@gathering/contract';
import { useApp } from '../context';
import { AlertCard } from '../render/notice';
import { useTexts } from '../render/texts';
import { acknowledge, pendingAlerts, useInbox, withEntry } from './inbox-data';
import './inbox.css';

/**
 * The emergency alerts the reader has not acknowledged, above every screen (first in the main content, where the
 * skip link lands). Each alert's words are in a role="alert" region, so a screen reader announces it when it
 * arrives; the Acknowledge button is beside it, not inside it (an announcement is read, not operated). Once
 * acknowledged, a polite status thanks the reader and the alert leaves the banner.
 */
export function AlertBanner() {
  const app = useApp();
  const { t } = useTexts();
  const inbox = useInbox();
  const [thanked, setThanked] = useState<string[]>([]);
  const pending = pendingAlerts(inbox.data);
  const done = (inbox.data?.data ?? []).filter((n) => thanked.includes(n.id) && n.acknowledged);
  if (!pending.length && !done.length) return null;

  return (
    <section className="mw-alerts" aria-label={t('alerts.region')}>
      {pending.map((alert) => (
        <PendingAlert
          key={alert.id}
          alert={alert}
          zone={app.community.timeZone}
          onAcknowledged={() => {
            setThanked((ids) => [...ids, alert.id]);
            if (inbox.data) inbox.set(withEntry(inbox.data, alert.id, { acknowledged: true }));
          }}
        />
      ))}
      {done.map((alert) => (
        <p key={alert.id} role="status" className="mw-alert-thanks">
          {t('alerts.thanks', { title: alert.title })}
        </p>
      ))}
    </section>
  );
}

function PendingAlert({
  alert,
  zone,
  onAcknowledged,
}: {
  alert: AppNotificationEntry;
  zone: string | null | undefined;
  onAcknowledged(): void;
}) {
  const app = useApp();
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function acknowledgeIt() {
    setBusy(true);
    setFailure(null);
    try {
      await acknowledge(app, alert.id);
      onAcknowledged();
    } catch (err) {
      const status = (err as { status?: number }).status;
      setFailure(status === 0 ? t('app.connectionFailed') : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <AlertCard
      alert={alert}
      zone={zone}
      busy={busy}
      failure={failure}
      onAcknowledge={() => void acknowledgeIt()}
    />
  );
}
