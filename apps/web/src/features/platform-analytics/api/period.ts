import type { z } from 'zod';
import type { periodQuery } from '@gathering/contract';
import { isPeriodReady, periodParams } from '../../../api/analytics-period';

/**
 * What every platform analytics call sends: the period and, for RANGE/CUSTOM, `YYYY-MM-DD,YYYY-MM-DD`
 * (the server ignores the range for the other periods, so it is left out of the request and the query key).
 */
export type PeriodParams = z.input<typeof periodQuery>;

/** The request's query: the range only goes with the periods that read it. */
export const periodQueryOf = ({ filter = 'MONTH', range }: PeriodParams): PeriodParams =>
  periodParams({ filter, range });

/** RANGE/CUSTOM without both days yet: nothing is asked until the range is complete. */
export const isReady = ({ filter = 'MONTH', range }: PeriodParams) => isPeriodReady({ filter, range });
