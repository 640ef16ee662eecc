import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /v1/notifications/{id}/unreached.csv: the alert's recipients never reached or not acknowledged, to phone
 * them. Fetched with the token (a plain link would not carry it) and handed to the browser as a download.
 */
export async function downloadUnreached(id: string): Promise<void> {
  const { blob, fileName } = await api.download(`/v1/notifications/${encodeURIComponent(id)}/unreached.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `unreached-${id}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadUnreached = () => useMutation({ mutationFn: downloadUnreached });
