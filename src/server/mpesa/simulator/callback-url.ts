const CALLBACK_PREFIX = '/mpesa/callbacks/';
/** The paybill's validation and confirmation URLs (Daraja refuses URLs with "mpesa" in them). */
export const PAYBILL_PREFIX = '/paybill/';

/**
 * The callback URL, normalised (dot segments resolved as a client would), when it points under
 * the app's own /mpesa/callbacks/ (or the given prefix); undefined otherwise.
 */
export function callbackUnder(publicUrl: string, raw: string, prefix = CALLBACK_PREFIX): string | undefined {
  let url: URL;
  let own: URL;
  try {
    url = new URL(raw);
    own = new URL(publicUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== own.origin || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return undefined;
  // Encoded slashes and backslashes could be decoded into new segments by whoever routes the request.
  if (/%2f|%5c|\\/i.test(url.pathname)) return undefined;
  if (!url.pathname.startsWith(`${own.pathname.replace(/\/$/, '')}${prefix}`)) return undefined;
  return url.href;
}
