import { auditMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import { rangeEnd } from '../../lib/zoned-time';

/**
 * The period filter: from (a day's start or an instant) up to `to` (a bare day through its whole day, UTC, like
 * the calendar's ranges). Answers an exclusive upper bound.
 */
export function resolveRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const start = from ? new Date(from) : undefined;
  const end = to ? new Date(rangeEnd(to).getTime() + 1) : undefined;
  if (start && end && start >= end) throw badRequest(auditMessages.periodReversed, 'to');
  return { from: start, to: end };
}
