import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';

/**
 * A failed load says so twice: a toast with the server's sentence or the spec's fallback ("Error trying to fetch
 * …", spec 001 §8), and in place of the section, with a retry (the toast fades, the gap must not stay silent).
 */
export function useFailureToast(query: UseQueryResult<unknown>, fallback: string) {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback));
    // Once per failure: errorUpdatedAt moves with each new failure, the fallback text does not matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);
}

export function LoadFailure({ query, fallback }: { query: UseQueryResult<unknown>; fallback: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" role="alert" title={errorMessage(query.error, fallback)}>
      <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
