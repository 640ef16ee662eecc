import type { GuestsParams } from './get-guests';

/** Every query key of the guests feature. */
export const guestsKeys = {
  all: ['guests'] as const,
  list: (params: GuestsParams) => [...guestsKeys.all, 'list', params] as const,
};
