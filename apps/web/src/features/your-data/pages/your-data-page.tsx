import { Alert, Button, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { YourData } from '@gathering/contract';
import { SettingsTabs } from '../../../components/settings-tabs';
import { errorMessage } from '../../../lib/api-client';
import { useYourData } from '../api/get-your-data';
import { ClosingBanner } from '../components/closing-banner';
import { RetentionCard } from '../components/retention-card';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Every sentence is built from the server's facts (its configuration and the community's data), none fixed. */
function Facts({ data }: { data: YourData }) {
  const { t } = useTranslation('your-data');
  const region = (r: string | null) => r ?? t('where.regionUnstated');
  const { kept, retention } = data;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Section id="your-data-what" title={t('what.title')}>
        <List size="sm" spacing={4} data-testid="kept">
          <List.Item>{t('what.members', { count: kept.members })}</List.Item>
          <List.Item>{t('what.guests', { count: kept.guests })}</List.Item>
          <List.Item>{t('what.devices', { count: kept.devices })}</List.Item>
          <List.Item>{t('what.supportTickets', { count: kept.supportTickets })}</List.Item>
          <List.Item>{t('what.files', { count: kept.files })}</List.Item>
        </List>
      </Section>
      <Section id="your-data-where" title={t('where.title')}>
        <List size="sm" spacing={4} data-testid="where">
          <List.Item>
            {t(`where.database.${data.database.engine}`, { region: region(data.database.region) })}
          </List.Item>
          <List.Item>
            {data.files.store === 's3'
              ? t('where.files.s3', { bucket: data.files.bucket ?? '', region: region(data.files.region) })
              : t('where.files.disk', { region: region(data.files.region) })}
          </List.Item>
        </List>
      </Section>
      <Section id="your-data-how-long" title={t('howLong.title')}>
        <List size="sm" spacing={4} data-testid="how-long">
          <List.Item>{t('howLong.members')}</List.Item>
          <List.Item>
            {retention.purgeDeletedMembersAfterDays
              ? t('howLong.deletedPurged', { count: retention.purgeDeletedMembersAfterDays })
              : t('howLong.deletedKept')}
          </List.Item>
          <List.Item>
            {retention.archiveAfterDays
              ? t('howLong.archived', { count: retention.archiveAfterDays })
              : t('howLong.notArchived')}
          </List.Item>
          <List.Item>{t('howLong.closing', { count: data.graceDays })}</List.Item>
        </List>
      </Section>
      <Section id="your-data-who" title={t('who.title')}>
        <List size="sm" spacing={4} data-testid="processors">
          <List.Item>{t('who.operator')}</List.Item>
          {data.processors.map((p) => (
            <List.Item key={`${p.kind}:${p.name}`}>{t(`who.${p.kind}`, { name: p.name })}</List.Item>
          ))}
        </List>
        {data.processors.every((p) => p.kind !== 'apple' && p.kind !== 'google') && (
          <Text size="sm" c="dimmed">
            {t('who.noPush')}
          </Text>
        )}
      </Section>
    </SimpleGrid>
  );
}

/** /admin/settings/data: where the community's personal data lives, for how long, and its retention rules. */
export function YourDataPage() {
  const { t } = useTranslation(['your-data', 'common']);
  const query = useYourData();
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <SettingsTabs />
      <ClosingBanner />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" title={t('loadErrorTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('loadError'))}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text>{t('intro', { community: query.data.community })}</Text>
          <Facts data={query.data} />
          <RetentionCard retention={query.data.retention} />
        </>
      )}
    </Stack>
  );
}
