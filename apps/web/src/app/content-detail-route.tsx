import { ItemAnalytics } from '../features/analytics/components/item-analytics';
import { PushWidgetsProvider, type PushWidgets } from '../features/content/components/push-widgets';
import { ContentDetailPage } from '../features/content/pages/content-detail-page';
import { preloadMemberPushPreview } from '../features/notifications/components/push-preview';
import { PushVersionsPreview } from '../features/notifications/components/push-versions';
import { SendReviewDialog } from '../features/notifications/components/send-review-dialog';

/** What content's publish dialog shows of a push: notifications' preview and send review. */
export const contentPushWidgets: PushWidgets = {
  Preview: PushVersionsPreview,
  preloadPreview: preloadMemberPushPreview,
  Review: SendReviewDialog,
};

/**
 * An item's screen composes three features: the content detail with the item's six analytics views, and the push
 * widgets of notifications for its publish dialog.
 */
export function ContentDetailRoute() {
  return (
    <PushWidgetsProvider widgets={contentPushWidgets}>
      <ContentDetailPage analytics={(id) => <ItemAnalytics key={id} id={id} />} />
    </PushWidgetsProvider>
  );
}
