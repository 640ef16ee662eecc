import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../components/time-picker';
import { formatDateTime } from '../../../lib/format';

/**
 * When a scheduled push goes out, in the zone it was set in ("Nov 23, 2026, 09:00 AM (Winnipeg)"), or, for a
 * per-recipient local time, the wall-clock time each phone reaches in its own zone.
 */
export function SendTime({
  at,
  zone,
  localTime = false,
}: {
  at: string | null;
  zone: string | null;
  localTime?: boolean;
}) {
  const { t } = useTranslation('notifications');
  if (!at) return <Text span>{t('schedule.immediately')}</Text>;
  if (localTime)
    // Stored as the wall-clock time read in UTC: shown in UTC it reads back as the chosen clock time.
    return <Text span>{t('schedule.localEach', { time: formatDateTime(at, { timeZone: 'UTC' }) })}</Text>;
  const there = zone ?? 'UTC';
  return (
    <Text span>
      {t('schedule.inZone', { time: formatDateTime(at, { timeZone: there }), zone: zoneLabel(there) })}
    </Text>
  );
}
