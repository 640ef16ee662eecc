import { Select, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@gathering/contract';
import { useLinkableItems } from '../api/get-linkable-items';
import type { ComposeValues } from './compose-model';

/** "Open content when tapped": a live feed item, searched by headline. */
export function LinkField({
  form,
  current,
}: {
  form: UseFormReturnType<ComposeValues>;
  /** The item an edited notification already opens, so its headline shows before any search. */
  current?: NotificationRow['data'];
}) {
  const { t } = useTranslation('notifications');
  const values = form.getValues();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const items = useLinkableItems(values.withData ? debounced : '');
  const options = (items.data?.data ?? []).map((i) => ({ value: i.id, label: i.headline }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.headline });
  return (
    <Stack gap="xs">
      <Switch
        label={t('compose.withData')}
        description={t('compose.withDataHint')}
        key={form.key('withData')}
        {...form.getInputProps('withData', { type: 'checkbox' })}
      />
      {values.withData && (
        <Select
          label={t('compose.content')}
          placeholder={t('compose.searchContent')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          nothingFoundMessage={t('compose.noContent')}
          key={form.key('data')}
          {...form.getInputProps('data')}
        />
      )}
    </Stack>
  );
}
