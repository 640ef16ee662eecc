import { api } from '../../../lib/api-client';
import { ITEM_LOG_PAGE_SIZE } from './get-item-activity-log';
import type { PublishingLogList } from './types';

/** GET /v2/publishingActivity/{id}/log: the item's publishing history (the publishing module's route), one page. */
export const getItemPublishingLog = (id: string, offset: number, signal?: AbortSignal) =>
  api.get<PublishingLogList>(`/v2/publishingActivity/${encodeURIComponent(id)}/log`, {
    query: { offset, limit: ITEM_LOG_PAGE_SIZE },
    signal,
  });
