import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useVerifyAudit } from '../api/verify-audit';

/**
 * Walks every chain (the platform's console) or the community's own (its console), and names the first broken row
 * of each.
 */
export function VerifyPanel({
  scope,
  communityName,
}: {
  scope: 'community' | 'platform';
  communityName: (id: string | null) => string;
}) {
  const { t } = useTranslation('audit');
  const verify = useVerifyAudit(scope);
  const result = verify.data;
  const broken = result?.chains.filter((c) => !c.ok) ?? [];
  return (
    <Stack gap="xs">
      <div>
        <Button
          variant="light"
          leftSection={<IconShieldCheck size={16} />}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
        >
          {t(scope === 'community' ? 'verify.ownButton' : 'verify.button')}
        </Button>
        {scope === 'community' && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('verify.ownHint')}
          </Text>
        )}
      </div>
      {verify.isError && (
        <Alert color="red" role="alert">
          {errorMessage(verify.error, t('verify.error'))}
        </Alert>
      )}
      {result && (
        <Alert
          color={result.ok ? 'green' : 'red'}
          role="status"
          // The light alert's coloured title is too pale on its tint (WCAG 1.4.3): the text's own colour instead.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          title={
            result.ok
              ? scope === 'community'
                ? t('verify.ownOk', { count: result.chains[0]?.rows ?? 0 })
                : t('verify.ok', { count: result.chains.length })
              : t('verify.broken', { count: broken.length })
          }
        >
          <Text size="sm">{t('verify.checkedAt', { at: formatDateTime(result.checkedAt) })}</Text>
          {result.checkpoints && (
            <Text size="sm">
              {result.checkpoints.latestAt
                ? t('verify.checkpoints', {
                    count: result.checkpoints.kept,
                    at: formatDateTime(result.checkpoints.latestAt),
                  })
                : t('verify.noCheckpoint')}
              {result.checkpoints.ignored > 0 &&
                ` ${t('verify.ignored', { count: result.checkpoints.ignored })}`}
            </Text>
          )}
          {broken.length > 0 && (
            <List size="sm" mt="xs">
              {broken.map((c) => (
                <List.Item key={c.chain}>
                  {t(`verify.problem.${c.problem!.kind}`, {
                    chain: communityName(c.communityId),
                    seq: c.problem!.seq,
                    action: c.problem!.action ?? '—',
                    at: c.problem!.at ? formatDateTime(c.problem!.at) : '—',
                    checkpoint: c.problem!.checkpointAt ? formatDateTime(c.problem!.checkpointAt) : '—',
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
