import { useMutation } from '@tanstack/react-query';
import { ApiError, CONNECTION_FAILED, api } from '../../../lib/api-client';

async function fetchCsv(path: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(CONNECTION_FAILED, 0);
  }
}

/**
 * GET /v1/notifications/{id}/unreached.csv: the alert's recipients never reached or not acknowledged, to phone
 * them. Fetched with the token (a plain link would not carry it; a 401 refreshes once, as JSON calls do) and handed
 * to the browser as a download.
 */
export async function downloadUnreached(id: string): Promise<void> {
  const path = `/v1/notifications/${encodeURIComponent(id)}/unreached.csv`;
  let res = await fetchCsv(path, api.readToken()?.accessToken);
  if (res.status === 401) res = await fetchCsv(path, await api.refresh(api.readToken()?.accessToken));
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
    throw new ApiError(message ?? CONNECTION_FAILED, res.status, undefined, !!message);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `unreached-${id}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadUnreached = () => useMutation({ mutationFn: downloadUnreached });
