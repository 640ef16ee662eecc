import { SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsType } from '@gathering/contract';
import { useTranslation } from 'react-i18next';
import { useAnalyticsCount } from '../api/get-analytics-count';
import { useGuestAnalyticsCount } from '../api/get-guest-analytics-count';
import { useGuestLogDate } from '../api/get-guest-log-date';
import { useLogDate } from '../api/get-log-date';
import { useNewGuests } from '../api/get-new-guests';
import type { GuestCountType } from '../api/keys';
import type { AnalyticsCount, SeriesPeriod, TimeSeries } from '../api/types';
import { CountTile } from './count-tile';
import { GuestActivity } from './guest-activity';
import { Insights } from './insights';
import { SeriesChart } from './series-chart';
import { TopContent } from './top-content';

const GUEST_TYPES: AnalyticsType[] = ['GUEST', 'UPGRADE', 'GUEST_CONTENT', 'GUEST_NOTIFICATION'];
export const isGuestType = (type: AnalyticsType) => GUEST_TYPES.includes(type);

/**
 * The count of a type over the period: the members' route for USER/CONTENT/NOTIFICATION, the guests' route for the
 * rest.
 */
function useTypeCount(
  type: AnalyticsType,
  period: SeriesPeriod,
  ready: boolean,
): UseQueryResult<AnalyticsCount> {
  const guest = isGuestType(type);
  const members = useAnalyticsCount(type, period, ready && !guest);
  const guests = useGuestAnalyticsCount(guest ? (type as GuestCountType) : 'GUEST', period, ready && guest);
  return guest ? guests : members;
}

/**
 * The series of a type. USER, CONTENT, NOTIFICATION: /v1/admin/analytics/log-date. GUEST: new guests a day
 * (/v2/guests/admin/guests). UPGRADE, GUEST_CONTENT, GUEST_NOTIFICATION: /v2/guests/admin/log-date with UPGRADE,
 * CONTENT, NOTIFICATION. Only the type's own call is enabled.
 */
function useTypeSeries(
  type: AnalyticsType,
  period: SeriesPeriod,
  ready: boolean,
): UseQueryResult<TimeSeries> {
  const guestType =
    type === 'UPGRADE' ? 'UPGRADE' : type === 'GUEST_NOTIFICATION' ? 'NOTIFICATION' : 'CONTENT';
  const members = useLogDate(type, period, ready && !isGuestType(type));
  const newGuests = useNewGuests(period, ready && type === 'GUEST');
  const guests = useGuestLogDate(guestType, period, ready && isGuestType(type) && type !== 'GUEST');
  if (!isGuestType(type)) return members;
  return type === 'GUEST' ? newGuests : guests;
}

/**
 * One tab of /admin/analytics: the type's count, its series, insights and what fits the type, every figure over
 * the page's period and saying so (`words`).
 */
export function AnalyticsTab({
  type,
  period,
  words,
  ready,
}: {
  type: AnalyticsType;
  period: SeriesPeriod;
  words: string;
  ready: boolean;
}) {
  const { t } = useTranslation('analytics');
  const count = useTypeCount(type, period, ready);
  const series = useTypeSeries(type, period, ready);
  const scope = { period, words, ready };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <CountTile label={t(`counts.${type}`)} period={words} query={count} />
      </SimpleGrid>
      {ready && (
        <SeriesChart title={t(`series.${type}`)} query={series} kind={type === 'CONTENT' ? 'bar' : 'area'} />
      )}
      {type === 'CONTENT' && <TopContent {...scope} />}
      {isGuestType(type) && <GuestActivity {...scope} />}
      <Insights {...scope} />
    </Stack>
  );
}
