import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublishingLog } from '../../../api/get-publishing-log';
import { getItemActivityLog, ITEM_LOG_PAGE_SIZE } from './get-item-activity-log';
import { getItemConversions } from './get-item-conversions';
import { getItemNotifications } from './get-item-notifications';
import { getItemViewership } from './get-item-viewership';
import { getItemViews } from './get-item-views';
import { analyticsKeys } from './keys';
import type { ItemAnalyticsParams } from './types';

/**
 * Spec §7: "Fetching all analytics of one feed item issues six sub-requests and fails as a whole if any fails."
 * The six go out together; the first failure cancels the others (the query's signal) and fails the whole.
 */
export async function getItemAnalytics(id: string, params: ItemAnalyticsParams, signal?: AbortSignal) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const own = controller.signal;
  try {
    const [views, viewership, conversions, notifications, activity, publishing] = await Promise.all([
      getItemViews(id, params.views, own),
      getItemViewership(id, own),
      getItemConversions(id, params.conversions, own),
      getItemNotifications(id, own),
      getItemActivityLog(id, params.activityOffset, own),
      getPublishingLog(id, params.logOffset, ITEM_LOG_PAGE_SIZE, own),
    ]);
    return { views, viewership, conversions, notifications, activity, publishing };
  } catch (err) {
    controller.abort();
    throw err;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
export type ItemAnalytics = Awaited<ReturnType<typeof getItemAnalytics>>;

// No placeholder data: the spec clears the item's analytics while they load and when they fail.
export const itemAnalyticsQuery = (id: string, params: ItemAnalyticsParams) =>
  queryOptions({
    queryKey: analyticsKeys.item(id, params),
    queryFn: ({ signal }) => getItemAnalytics(id, params, signal),
  });

export const useItemAnalytics = (id: string, params: ItemAnalyticsParams) =>
  useQuery(itemAnalyticsQuery(id, params));
