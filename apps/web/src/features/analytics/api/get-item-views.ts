import { api } from '../../../lib/api-client';
import type { ItemViews, SeriesPeriod } from './types';

/** GET /v1/feedItem/analytics/{id}/views: views a day, the period's views and unique viewers. */
export const getItemViews = (id: string, period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<ItemViews>(`/v1/feedItem/analytics/${encodeURIComponent(id)}/views`, {
    query: { ...period },
    signal,
  });
