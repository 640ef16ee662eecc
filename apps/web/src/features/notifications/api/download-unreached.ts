import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';

/**
 * GET /v1/notifications/unreached/{id}: the alert's recipients never reached or not acknowledged, to phone
 * them. Fetched with the token and handed to the browser as a download.
 */
export async function downloadUnreached(id: string): Promise<void> {
  saveFile(await download(`/v1/notifications/unreached/${encodeURIComponent(id)}`), `unreached-${id}.csv`);
}

export const useDownloadUnreached = () => useMutation({ mutationFn: downloadUnreached });
