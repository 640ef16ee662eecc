import { i18n } from '../../../i18n';

/**
 * A response or resolution time (seconds, from the contract's `*Seconds`) in the reader's language, to the minute:
 * "Under 1 min", "45 min", "3 h 20 min", "2 days 4 h"; "—" while it has not happened.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return i18n.t('support:duration.none');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return i18n.t('support:duration.underMinute');
  if (minutes < 60) return i18n.t('support:duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('support:duration.hours', { hours, minutes: minutes % 60 });
  return i18n.t('support:duration.days', { count: Math.floor(hours / 24), hours: hours % 24 });
}
