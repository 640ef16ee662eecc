import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasicCommunities } from '../../../api/get-basic-communities';

/** All communities, or one; its list is the platform's basic community list. */
export function CommunityFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (communityId: string | null) => void;
}) {
  const { t } = useTranslation('platform-users');
  const communities = useBasicCommunities();
  const options = useMemo(
    () => (communities.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [communities.data],
  );
  return (
    <Select
      aria-label={t('filter.community')}
      placeholder={communities.isError ? t('filter.communitiesError') : t('filter.allCommunities')}
      data={options}
      searchable
      clearable
      nothingFoundMessage={t('filter.noCommunity')}
      value={value}
      onChange={onChange}
    />
  );
}
