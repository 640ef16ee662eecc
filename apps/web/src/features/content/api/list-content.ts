import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentList, KindPath } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys, type ContentListParams } from './keys';

export const listContent = (kind: KindPath, p: ContentListParams, signal?: AbortSignal) =>
  api.get<ContentList>(`/v1/base/${kind}`, {
    signal,
    query: {
      offset: p.offset,
      limit: p.limit,
      filter: p.filter,
      dir: p.dir,
      search: p.search,
      archived: p.view === 'archived' ? 'true' : undefined,
      deleted: p.view === 'deleted' ? 'true' : undefined,
    },
  });

export const contentListQuery = (kind: KindPath, p: ContentListParams) =>
  queryOptions({
    queryKey: contentKeys.list(kind, p),
    queryFn: ({ signal }) => listContent(kind, p, signal),
    placeholderData: keepPreviousData,
  });
