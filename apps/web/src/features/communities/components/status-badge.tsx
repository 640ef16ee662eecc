import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from './labels';

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}
