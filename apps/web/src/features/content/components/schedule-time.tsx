import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../components/time-picker';
import { formatDateTime } from '../../../lib/format';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A scheduled time in the zone it was set in, labelled with that zone (09:00 Winnipeg reads "09:00 AM (Winnipeg)"
 * everywhere), with the viewer's own time beside it when their clock shows another time. An item scheduled without
 * a zone is kept in UTC, and says so.
 */
export function ScheduleTime({
  at,
  zone,
  viewer = viewerZone(),
}: {
  at: string;
  zone: string | null;
  viewer?: string;
}) {
  const { t } = useTranslation('content');
  const itemZone = zone ?? 'UTC';
  const there = formatDateTime(at, { timeZone: itemZone });
  const here = formatDateTime(at, { timeZone: viewer });
  return (
    <Text span>
      {zone
        ? t('schedule.inZone', { time: there, zone: zoneLabel(zone) })
        : t('schedule.noZone', { time: there })}
      {here !== there && (
        <Text span c="dimmed">
          {' · '}
          {t('schedule.yourTime', { time: here })}
        </Text>
      )}
    </Text>
  );
}
