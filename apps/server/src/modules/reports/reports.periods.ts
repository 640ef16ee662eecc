import { addDays } from '../analytics';

export type Frequency = 'WEEKLY' | 'MONTHLY';

/**
 * The period a subscription's report covers when sent on local day `today`: the previous full week (Monday to
 * Sunday) or month, and the first day of the current one (a subscription made after that day waits for the next).
 */
export function previousPeriod(frequency: Frequency, today: string) {
  if (frequency === 'WEEKLY') {
    // getUTCDay: 0 = Sunday; a week starts on Monday.
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const currentStart = addDays(today, -((weekday + 6) % 7));
    return { from: addDays(currentStart, -7), to: addDays(currentStart, -1), currentStart };
  }
  const currentStart = `${today.slice(0, 8)}01`;
  const to = addDays(currentStart, -1);
  return { from: `${to.slice(0, 8)}01`, to, currentStart };
}
