import { Badge } from '@mantine/core';
import type { ContentAccess, ContentStatus } from '@gathering/contract';

export const ACCESS_LABELS: Record<ContentAccess, string> = {
  OPEN: 'Everyone, including guests',
  MEMBERS: 'All members',
  GROUPS: 'Chosen groups',
  RECIPIENTS: 'Chosen members',
};

const STATUS_COLORS: Record<ContentStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'orange',
  PUBLISHED: 'green',
  RETRACTED: 'yellow',
  ARCHIVED: 'dark',
};

export function StatusBadge({ status, deleted }: { status: ContentStatus; deleted?: boolean }) {
  if (deleted)
    return (
      <Badge color="red" variant="light">
        DELETED
      </Badge>
    );
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}

export const formatDate = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
