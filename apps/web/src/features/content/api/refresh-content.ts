import { useQueryClient, type Query } from '@tanstack/react-query';
import { sharedKeys } from '../../../api/keys';
import { contentKeys } from './keys';

/**
 * Every change to an item may move it between lists, the pinned and featured views and the calendar. With `gone`,
 * the item's own queries (detail, log) are left out: the item no longer exists and refetching it answers 404s.
 */
export function useRefreshContent() {
  const client = useQueryClient();
  return (gone?: string) => {
    const mentionsGone = (q: Query) => gone !== undefined && q.queryKey.includes(gone);
    void client.invalidateQueries({ queryKey: contentKeys.all, predicate: (q) => !mentionsGone(q) });
    void client.invalidateQueries({ queryKey: sharedKeys.publishingCalendar });
    void client.invalidateQueries({ queryKey: sharedKeys.scheduledPushes });
  };
}
