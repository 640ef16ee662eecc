import { api } from '../../../lib/api-client';
import type { ItemNotifications } from './types';

/** GET /v1/feedItem/analytics/{id}/notifications: the pushes sent for the item, delivered and opened. */
export const getItemNotifications = (id: string, signal?: AbortSignal) =>
  api.get<ItemNotifications>(`/v1/feedItem/analytics/${encodeURIComponent(id)}/notifications`, { signal });
