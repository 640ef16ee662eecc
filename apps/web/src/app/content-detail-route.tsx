import { ItemAnalytics } from '../features/analytics/components/item-analytics';
import { ContentDetailPage } from '../features/content/pages/content-detail-page';

/** An item's screen composes two features: the content detail with the item's six analytics views. */
export function ContentDetailRoute() {
  return <ContentDetailPage analytics={(id) => <ItemAnalytics key={id} id={id} />} />;
}
