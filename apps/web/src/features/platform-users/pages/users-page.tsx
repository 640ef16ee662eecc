import { IconUser, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../../components/tabbed-page';
import { GuestsPanel } from '../components/guests-panel';
import { MembersPanel } from '../components/members-panel';

export function UsersPage() {
  const { t } = useTranslation('platform-users');
  return (
    <TabbedPage
      title={t('title')}
      subtitle={t('subtitle')}
      tabs={[
        {
          value: 'members',
          label: t('tabs.members'),
          icon: <IconUser size={16} />,
          panel: <MembersPanel />,
        },
        {
          value: 'guests',
          label: t('tabs.guests'),
          icon: <IconUserQuestion size={16} />,
          panel: <GuestsPanel />,
        },
      ]}
    />
  );
}
