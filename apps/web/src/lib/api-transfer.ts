import { API_TIMEOUT_MS, ApiError, CONNECTION_FAILED, errorOf } from '../core/api';
import { api, withQuery, type ApiClient, type QueryValue } from './api-client';

/**
 * Files over HTTP: multipart upload with progress, and download. Kept apart from the JSON client so the login
 * page's first chunk does not carry them; both go through the client's `withToken` (a valid token first, one
 * refresh and retry after a 401), so no feature re-implements token refresh. Failures are ApiErrors.
 */

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  query?: Record<string, QueryValue>;
  /** Upload progress, 0–100 (spec 000 §9: floor(loaded / total × 100)). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** How long to wait for the answer (default API_TIMEOUT_MS): an upload the server applies while the caller waits. */
  timeoutMs?: number;
}

/** A received file: its contents and the name the server suggests (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** Spec 000 §9: floor(loaded / total × 100), kept within 0–100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

interface Answer {
  ok: boolean;
  status: number;
  data: unknown;
}

/** One multipart exchange through XMLHttpRequest (fetch reports no upload progress). */
function sendMultipart(
  client: ApiClient,
  url: string,
  method: string,
  form: FormData,
  token: string,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  timeoutMs = API_TIMEOUT_MS,
): Promise<Answer> {
  const { xhr: makeXhr, baseUrl, language } = client.transport;
  return new Promise<Answer>((resolve, reject) => {
    const xhr = makeXhr ? makeXhr() : new XMLHttpRequest();
    xhr.open(method, baseUrl + url);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.setRequestHeader('Accept-Language', language());
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel);
    const done = () => signal?.removeEventListener('abort', cancel);
    xhr.onload = () => {
      done();
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        data: parseJson(xhr.responseText),
      });
    };
    const fail = () => {
      done();
      if (signal?.aborted) reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      // Network failure or our time-out: there is no server message to show.
      else reject(new ApiError(CONNECTION_FAILED, 0));
    };
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = fail;
    xhr.send(form);
  });
}

/**
 * Sends `form` as multipart/form-data with a bearer token and upload progress; answers the parsed JSON, or
 * rejects with an ApiError like the JSON calls. After a 401 the same FormData is sent again with the new token.
 */
export async function upload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
  client: ApiClient = api,
): Promise<T> {
  const url = withQuery(path, options.query);
  const method = options.method ?? 'POST';
  const res = await client.withToken((token) =>
    sendMultipart(client, url, method, form, token, options.onProgress, options.signal, options.timeoutMs),
  );
  if (!res.ok) throw errorOf(res.status, res.data);
  return res.data as T;
}

/** GETs a file (CSV export, …) with a bearer token; a failure is an ApiError. */
export async function download(
  path: string,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
  client: ApiClient = api,
): Promise<DownloadedFile> {
  const { fetch: doFetch, baseUrl, language } = client.transport;
  const url = withQuery(path, options.query);
  const res = await client.withToken(async (token) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel);
    try {
      return await doFetch(baseUrl + url, {
        method: 'GET',
        headers: {
          'Cache-Control': 'no-cache',
          Pragma: 'no-cache',
          'Accept-Language': language(),
          Authorization: `Bearer ${token}`,
        },
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new ApiError(CONNECTION_FAILED, 0);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  });
  if (!res.ok) throw errorOf(res.status, parseJson(await res.text().catch(() => '')));
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), fileName: fileName && decodeURIComponent(fileName) };
}

/** Hands a received file to the browser as a download (a plain link would not carry the token). */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
