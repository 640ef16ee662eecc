import type { ListQuery } from '@gathering/contract';

export interface GuestsParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir'> {
  filter?: 'createdOn' | 'lastLogin' | 'platform';
  deleted: boolean;
}

/** Every query key of the guests feature. */
export const guestsKeys = {
  all: ['guests'] as const,
  list: (params: GuestsParams) => [...guestsKeys.all, 'list', params] as const,
};
