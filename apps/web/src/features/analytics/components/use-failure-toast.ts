import { useEffect } from 'react';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';

/**
 * One error toast per failure of a query: the server's message, else the spec's fallback for that call
 * ("Error trying to fetch log counts", …). A refetch that fails again toasts again.
 */
export function useFailureToast(error: unknown, errorUpdatedAt: number, fallback: string) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback));
    // errorUpdatedAt changes with each new failure; the toast API and fallback text are stable enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, errorUpdatedAt]);
}
