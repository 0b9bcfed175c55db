/**
 * Files the server answers (the income and audit exports): fetched with the member's token, since a
 * plain link cannot send the Authorization header, and saved under the server's file name.
 */
import {
  BusinessError,
  buildQuery,
  RequestError,
  TOKEN_KEY,
  type Envelope,
  type RequestParams,
} from './request';
import { syncSession } from './session';

/**
 * Fetches `path?params` and saves the file under the name in its Content-Disposition (else
 * `fallbackName`); resolves with the name saved. A refusal arrives as a JSON envelope and throws a
 * BusinessError with its message; a 401 forgets the token like every other call.
 */
export async function downloadFile(
  path: string,
  params: RequestParams,
  fallbackName: string,
): Promise<string> {
  const query = buildQuery(params);
  let response: Response;
  try {
    response = await fetch(query ? `${path}?${query}` : path, {
      headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
      credentials: 'include',
    });
  } catch (error) {
    throw new RequestError('Network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    syncSession();
  }
  if (!response.ok) throw new RequestError('HttpError', 'http error', response.status);
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const reply = (await response.json()) as Envelope;
    throw new BusinessError(reply);
  }
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(blob, name);
  return name;
}

/** Saves a blob under `name` through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The file name of a download from its Content-Disposition header: RFC 5987's `filename*=UTF-8''…`
 * (the Chinese name) first, else the plain `filename="…"`, else the fallback.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // A broken escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return (name && sanitize(name.trim())) || fallback;
}

/** No folders in a saved file's name. */
function sanitize(name: string): string {
  return name.replace(/[/\\]/g, '_');
}
