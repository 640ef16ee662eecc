import { api } from '../../../lib/api-client';
import type { ItemConversions, SeriesPeriod } from './types';

/** GET /v1/feedItem/analytics/{id}/conversions: conversions a day, the period's and lifetime totals, by kind. */
export const getItemConversions = (id: string, period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<ItemConversions>(`/v1/feedItem/analytics/${encodeURIComponent(id)}/conversions`, {
    query: { ...period },
    signal,
  });
