import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditPeople } from '../api/get-audit-people';

export interface PickedPerson {
  id: string;
  name: string;
}

/**
 * A person found by name or e-mail, among those the trail can be about (the community's people and whoever acted in
 * it): the entries by them or about them. Replaces typing a person's id.
 */
export function PersonPicker({
  scope,
  community,
  value,
  onChange,
}: {
  scope: 'community' | 'platform';
  community: string | null;
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
}) {
  const { t } = useTranslation('audit');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  // The search box shows the chosen name: searching for it again is not a new search.
  const query = debounced === value?.name ? '' : debounced;
  const people = useAuditPeople(scope, { search: query, community: community ?? undefined }, opened);
  const data = useMemo(() => {
    const found = (people.data?.data ?? []).map((p) => ({
      value: p.id,
      label: p.detail ? `${p.name} (${p.detail})` : p.name,
    }));
    // The chosen person stays an option, so the box keeps their name whatever the search finds.
    return value && !found.some((o) => o.value === value.id)
      ? [{ value: value.id, label: value.name }, ...found]
      : found;
  }, [people.data, value]);
  const names = new Map((people.data?.data ?? []).map((p) => [p.id, p.name]));
  return (
    <Select
      label={t('filters.person')}
      description={t('filters.personHint')}
      placeholder={t('filters.personPlaceholder')}
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? { id, name: names.get(id) ?? value?.name ?? id } : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // The server has already matched by name, username or e-mail: every answer is shown.
      filter={({ options }) => options}
      clearable
      nothingFoundMessage={people.isFetching ? t('filters.searching') : t('filters.noPerson')}
      w={260}
    />
  );
}
