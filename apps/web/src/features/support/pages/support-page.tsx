import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SupportScope } from '../api/scope';
import { CommunityFigures, PlatformFiguresTable } from '../components/support-figures';
import { TicketList } from '../components/ticket-list';

export const SUPPORT_PATHS: Record<SupportScope, string> = {
  community: '/admin/support',
  platform: '/administrator/support',
};

/**
 * /admin/support and /administrator/support: the support inbox of each console. The community sees its response
 * times above the list; the platform switches between the tickets and every community's figures.
 */
export function SupportPage({ scope }: { scope: SupportScope }) {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const view = scope === 'platform' && params.get('view') === 'figures' ? 'figures' : 'tickets';
  return (
    <Stack>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t(`subtitle.${scope}`)}
        </Text>
      </div>
      {scope === 'community' && <CommunityFigures />}
      {scope === 'platform' && (
        <SegmentedControl
          aria-label={t('views.label')}
          style={{ alignSelf: 'flex-start' }}
          value={view}
          onChange={(next) => setParams(next === 'figures' ? { view: next } : {}, { replace: true })}
          data={[
            { value: 'tickets', label: t('views.tickets') },
            { value: 'figures', label: t('views.figures') },
          ]}
        />
      )}
      {view === 'figures' ? (
        <PlatformFiguresTable />
      ) : (
        <TicketList scope={scope} basePath={SUPPORT_PATHS[scope]} />
      )}
    </Stack>
  );
}

export const CommunitySupportPage = () => <SupportPage scope="community" />;
export const PlatformSupportPage = () => <SupportPage scope="platform" />;
