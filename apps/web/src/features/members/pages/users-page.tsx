import { Button, Group } from '@mantine/core';
import {
  IconAddressBook,
  IconFileImport,
  IconUserPlus,
  IconUser,
  IconUserQuestion,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../../components/tabbed-page';
import { ExportMembersButton } from '../components/export-button';
import { ImportContactsModal } from '../components/import-contacts-modal';
import { ImportMembersModal } from '../components/import-members-modal';
import { MembersPanel } from '../components/members-panel';

/**
 * /admin/users: the community's members (tab Members) and its app guests (tab Guests). The guests panel and the
 * "Add administrator" dialog come from app/ (features do not import each other).
 */
export function UsersPage({
  guests,
  addAdministrator,
}: {
  guests: ReactNode;
  addAdministrator: (dialog: { opened: boolean; onClose: () => void }) => ReactNode;
}) {
  const { t } = useTranslation('members');
  const [dialog, setDialog] = useState<'admin' | 'import' | 'contacts' | null>(null);
  return (
    <TabbedPage
      title={t('title')}
      subtitle={t('intro')}
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
          panel: guests,
        },
      ]}
      actions={(tab) =>
        tab === 'members' && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setDialog('import')}
            >
              {t('importCsv')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconAddressBook size={16} />}
              onClick={() => setDialog('contacts')}
            >
              {t('contactsImport.open')}
            </Button>
            <ExportMembersButton />
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog('admin')}>
              {t('addAdministrator')}
            </Button>
          </Group>
        )
      }
    >
      {addAdministrator({ opened: dialog === 'admin', onClose: () => setDialog(null) })}
      <ImportMembersModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
      <ImportContactsModal opened={dialog === 'contacts'} onClose={() => setDialog(null)} />
    </TabbedPage>
  );
}
