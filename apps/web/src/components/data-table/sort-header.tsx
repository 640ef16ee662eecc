import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDir } from './use-table-state';

/** A header label that sorts on click; the direction is also exposed as aria-sort on the <th>. */
export function SortHeader({
  children,
  active,
  dir,
  onSort,
}: {
  children: ReactNode;
  active: boolean;
  dir: SortDir;
  onSort: () => void;
}) {
  const Icon = !active ? IconSelector : dir === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <UnstyledButton onClick={onSort} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap">
        {children}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export function ariaSort(active: boolean, dir: SortDir): 'ascending' | 'descending' | 'none' {
  if (!active) return 'none';
  return dir === 'asc' ? 'ascending' : 'descending';
}
