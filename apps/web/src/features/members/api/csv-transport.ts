import { uploadWithProgress, UploadError } from '../../../components/file-uploader';
import { api, ApiError, CONNECTION_FAILED, REFRESH_MARGIN_MS } from '../../../lib/api-client';

/**
 * The JSON client cannot send or receive CSV, so the import and export calls go around it — but still with
 * a token it has checked (and refreshed when close to expiry), and once more after a 401.
 */
export async function freshToken(): Promise<string> {
  const stored = api.readToken();
  if (stored && stored.exp * 1000 - Date.now() > REFRESH_MARGIN_MS) return stored.accessToken;
  return api.refresh(stored?.accessToken);
}

async function withRetryOn401<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await freshToken();
  try {
    return await call(token);
  } catch (err) {
    const status = err instanceof UploadError || err instanceof ApiError ? err.status : -1;
    if (status !== 401) throw err;
    return call(await api.refresh(token));
  }
}

const asApiError = (err: unknown) =>
  err instanceof UploadError
    ? new ApiError(err.message, err.status, undefined, err.message !== CONNECTION_FAILED)
    : err;

/** Sends a CSV file as the multipart field `file`, reporting upload progress (0–100). */
export async function postCsv<T>(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<T> {
  try {
    return await withRetryOn401((token) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<T>(path, form, { token, onProgress });
    });
  } catch (err) {
    throw asApiError(err);
  }
}

/** GETs a file with the bearer token; answers its contents and the name the server suggests. */
export async function downloadFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  return withRetryOn401(async (token) => {
    let res: Response;
    try {
      res = await fetch(path, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
    } catch {
      throw new ApiError(CONNECTION_FAILED, 0);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
      const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
      throw new ApiError(message ?? CONNECTION_FAILED, res.status, undefined, !!message);
    }
    const disposition = res.headers.get('content-disposition') ?? '';
    const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
    return { blob: await res.blob(), fileName };
  });
}
