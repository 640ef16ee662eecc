import { sharedKeys } from '../../../api/keys';

/** Query keys of the publishing calendar; its root is shared so content changes can refresh it. */
export const publishingKeys = {
  calendar: (startDate: string, endDate: string) =>
    [...sharedKeys.publishingCalendar, startDate, endDate] as const,
};
