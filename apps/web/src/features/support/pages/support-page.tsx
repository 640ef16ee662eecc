import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportScope } from '../api/scope';
import { TicketList } from '../components/ticket-list';

export const SUPPORT_PATHS: Record<SupportScope, string> = {
  community: '/admin/support',
  platform: '/administrator/support',
};

/** /admin/support and /administrator/support: the support inbox of each console. */
export function SupportPage({ scope }: { scope: SupportScope }) {
  const { t } = useTranslation('support');
  return (
    <Stack>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t(`subtitle.${scope}`)}
        </Text>
      </div>
      <TicketList scope={scope} basePath={SUPPORT_PATHS[scope]} />
    </Stack>
  );
}

export const CommunitySupportPage = () => <SupportPage scope="community" />;
export const PlatformSupportPage = () => <SupportPage scope="platform" />;
