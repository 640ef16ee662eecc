import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useBasicCommunities } from '../api/get-basic-communities';

/** All communities, or one; its list is the platform's basic community list. */
export function CommunityFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (communityId: string | null) => void;
}) {
  const communities = useBasicCommunities();
  const options = useMemo(
    () => (communities.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [communities.data],
  );
  return (
    <Select
      aria-label="Filter by community"
      placeholder={communities.isError ? 'Communities could not be loaded' : 'All communities'}
      data={options}
      searchable
      clearable
      nothingFoundMessage="No community with that name"
      value={value}
      onChange={onChange}
    />
  );
}
