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
  const there = zone ?? 'UTC';
  // A local-time send keeps the zone it was chosen in: read there, it shows the clock time each phone waits for.
  if (localTime)
    return <Text span>{t('schedule.localEach', { time: formatDateTime(at, { timeZone: there }) })}</Text>;
  return (
    <Text span>
      {t('schedule.inZone', { time: formatDateTime(at, { timeZone: there }), zone: zoneLabel(there) })}
    </Text>
  );
}
