import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../components/time-picker';
import { i18n } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';

/** A scheduled time in the zone it was set in, with that zone: "Nov 23, 2026, 09:00 AM (Winnipeg)". */
export function scheduleText(at: string, zone: string | null): string {
  const time = formatDateTime(at, { timeZone: zone ?? 'UTC' });
  return zone
    ? i18n.t('content:schedule.inZone', { time, zone: zoneLabel(zone) })
    : i18n.t('content:schedule.noZone', { time });
}

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
      {scheduleText(at, zone)}
      {here !== there && (
        <Text span c="dimmed">
          {' · '}
          {t('schedule.yourTime', { time: here })}
        </Text>
      )}
    </Text>
  );
}
