import { IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../../components/tabbed-page';
import { CommunityAdministratorsPanel } from '../components/community-administrators-panel';
import { PlatformAdministratorsPanel } from '../components/platform-administrators-panel';

export function AdminMembersPage() {
  const { t } = useTranslation('administrators');
  return (
    <TabbedPage
      title={t('title')}
      subtitle={t('subtitle')}
      tabs={[
        {
          value: 'community',
          label: t('tabs.community'),
          icon: <IconUsersGroup size={16} />,
          panel: <CommunityAdministratorsPanel />,
        },
        {
          value: 'platform',
          label: t('tabs.platform'),
          icon: <IconShieldLock size={16} />,
          panel: <PlatformAdministratorsPanel />,
        },
      ]}
    />
  );
}
