import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import type { MemberRow } from '@gathering/contract';

const column = createColumnHelper<MemberRow>();

/** Columns of the group's members and of the add-members picker; ids are the API's sort keys. */
export const memberColumns = [
  column.accessor('fullName', { header: 'Full name', cell: (c) => c.getValue() || '—' }),
  column.accessor('username', { header: 'Username' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('lastLogin', {
    header: 'Last login',
    cell: (c) => (c.getValue() ? dayjs(c.getValue()).format('MMM D, YYYY') : 'Never'),
  }),
];
