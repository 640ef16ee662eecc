import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { homeOf } from './home';

/** The product logo; it leads each kind of user home (spec 001 §2). */
export function LogoButton({ withName = true }: { withName?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return (
    <UnstyledButton onClick={() => navigate(homeOf(session))} aria-label={t('shell.home')}>
      <Group gap="xs" wrap="nowrap">
        <img src="/logo.svg" alt="" width={32} height={32} />
        {withName && (
          <Text fw={700} size="lg" c="cyan.9">
            Gathering
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
