import { ApiError } from './api';
import { getSession } from './session';

/**
 * A file the server makes for the signed-in user (a statement), fetched with the bearer token; an
 * error answer becomes an ApiError with the server's `{message}`, as `api()` does.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const token = getSession()?.authToken;
  // in the screens' language, as api() asks (a file with words in it is written in it)
  const headers: Record<string, string> = { 'accept-language': document.documentElement.lang || 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, { headers });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : '';
    throw new ApiError(res.status, message);
  }
  return res.blob();
}

/** Hands a fetched file to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
