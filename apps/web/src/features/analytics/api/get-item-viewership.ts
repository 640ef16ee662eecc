import { api } from '../../../lib/api-client';
import type { ItemViewership } from './types';

/** GET /v1/feedItem/analytics/{id}/viewership: lifetime views, unique viewers and the share of the audience. */
export const getItemViewership = (id: string, signal?: AbortSignal) =>
  api.get<ItemViewership>(`/v1/feedItem/analytics/${encodeURIComponent(id)}/viewership`, { signal });
