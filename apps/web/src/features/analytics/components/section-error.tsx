import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

/** A section whose call failed: what went wrong and a retry. */
export function SectionError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" role="alert" title={fallback}>
      <Text size="sm" mb="sm">
        {errorMessage(error, fallback)}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
