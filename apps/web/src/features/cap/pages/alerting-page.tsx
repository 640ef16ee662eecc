import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCapProposals, useCapPublished, useCapSettings, useCapSources } from '../api/cap-api';
import { AreaCard } from '../components/area-card';
import { ProposalsCard } from '../components/proposals-card';
import { PublishedCard } from '../components/published-card';
import { SourcesCard } from '../components/sources-card';

/**
 * /admin/alerting: the Common Alerting Protocol (CAP-CP) for the community — alerts received for its area waiting
 * for review, the feeds it relays from, its area and choices, and what it publishes for partners.
 */
export function AlertingPage() {
  const { t } = useTranslation(['cap', 'common']);
  const settings = useCapSettings();
  const sources = useCapSources();
  const proposals = useCapProposals();
  const published = useCapPublished();
  const failed = [settings, sources, proposals, published].find((q) => q.isError);
  const pending = [settings, sources, proposals, published].some((q) => q.isPending);
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {failed ? (
        <Alert color="red" title={t('loadErrorTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(failed.error, t('loadError'))}</Text>
            <Button size="xs" variant="light" onClick={() => void failed.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : pending || !settings.data || !sources.data || !proposals.data || !published.data ? (
        <Center py={80} role="status" aria-label={t('common:states.loading')}>
          <Loader />
        </Center>
      ) : (
        <>
          <ProposalsCard proposals={proposals.data} />
          <SourcesCard
            sources={sources.data}
            hasArea={!!settings.data.area || settings.data.subdivisions.length > 0}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <AreaCard settings={settings.data} />
            <PublishedCard settings={settings.data} published={published.data} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
