import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail, PushHealth } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useTestPushCredentials } from '../api/test-push-credentials';
import { useDateFormat } from '../../../lib/use-date-format';

const COLORS: Record<PushHealth['state'], string> = { OK: 'green', FAILING: 'red', NOT_CONFIGURED: 'gray' };

/** The last credential check's state; "Not checked" before the first (the daily check or the button). */
export function PushHealthBadge({ health }: { health: PushHealth | null }) {
  const { t } = useTranslation('communities');
  if (!health)
    return (
      <Badge color="gray" variant="outline">
        {t('pushHealth.unchecked')}
      </Badge>
    );
  return (
    <Badge color={COLORS[health.state]} variant="light">
      {t(`pushHealth.states.${health.state}`)}
    </Badge>
  );
}

/** What each provider answered: "ok", or why it refused (the provider's own words). */
function ProviderLine({ name, answer }: { name: string; answer: string | null }) {
  const { t } = useTranslation('communities');
  return (
    <Text size="sm" c={answer && answer !== 'ok' ? 'red' : 'dimmed'}>
      {name}:{' '}
      {answer === null ? t('pushHealth.noCredentials') : answer === 'ok' ? t('pushHealth.ok') : answer}
    </Text>
  );
}

/** The push card's health line and its "Test credentials" button. */
export function PushHealthPanel({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const { dateTime } = useDateFormat();
  const toast = useToast();
  const test = useTestPushCredentials(community.id);
  const health = community.pushHealth;
  return (
    <Group justify="space-between" align="flex-start" data-testid="push-health">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{t('pushHealth.title')}</Text>
          <PushHealthBadge health={health} />
        </Group>
        {health ? (
          <>
            <Text size="sm" c="dimmed">
              {t('pushHealth.checkedAt', { when: dateTime(health.checkedAt) })}
            </Text>
            <ProviderLine name="Apple (APN)" answer={health.apn} />
            <ProviderLine name="Android (FCM)" answer={health.gcm} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('pushHealth.neverChecked')}
          </Text>
        )}
      </Stack>
      <Button
        variant="default"
        leftSection={<IconPlugConnected size={16} />}
        loading={test.isPending}
        onClick={async () => {
          try {
            const result = await test.mutateAsync();
            if (result.state === 'FAILING') toast.error(t('pushHealth.failing'));
            else toast.success(t('pushHealth.tested'));
          } catch (err) {
            toast.error(errorMessage(err, t('pushHealth.error')));
          }
        }}
      >
        {t('pushHealth.test')}
      </Button>
    </Group>
  );
}
