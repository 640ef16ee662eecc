import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { MemberRow } from '@gathering/contract';
import { formatDate } from '../../../lib/format';

const column = createColumnHelper<MemberRow>();

/** Columns of the group's members and of the add-members picker; ids are the API's sort keys. */
export const memberColumns = (t: TFunction<['groups', 'common']>) => [
  column.accessor('fullName', { header: t('columns.fullName'), cell: (c) => c.getValue() || '—' }),
  column.accessor('username', { header: t('columns.username') }),
  column.accessor('email', { header: t('columns.email') }),
  column.accessor('lastLogin', {
    header: t('columns.lastLogin'),
    cell: (c) => formatDate(c.getValue()) || t('never'),
  }),
];
