import { Badge } from '@mantine/core';

export function YesNoBadge({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <Badge variant="light" color={value ? 'green' : 'gray'}>
      {value ? yes : no}
    </Badge>
  );
}
