export const CONNECTION_FAILED = 'Connection failed';

/** Spec 000 §9: floor(loaded / total × 100), kept within 0–100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** Carries the HTTP status (0 without a response) and the parsed body for callers that need more. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Sent as a bearer Authorization header. */
  token?: string | null;
  onProgress?: (percent: number) => void;
  method?: 'POST' | 'PUT' | 'PATCH';
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Multipart upload through XMLHttpRequest, because fetch still reports no upload progress.
 * Resolves with the parsed JSON answer; rejects with the server's `message`, else "Connection failed".
 */
export function uploadWithProgress<T = unknown>(
  url: string,
  formData: FormData,
  { token, onProgress, method = 'POST' }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new UploadError(serverMessage(body) ?? CONNECTION_FAILED, xhr.status, body));
    };
    const fail = () => reject(new UploadError(CONNECTION_FAILED, 0));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = fail;
    xhr.send(formData);
  });
}
