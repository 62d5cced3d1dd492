/**
 * Daraja's timestamp is yyyyMMddHHmmss in Kenyan time. Kenya keeps UTC+3 all year (no daylight
 * saving), so a fixed offset is exact.
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

export function nairobiTimestamp(at: Date): string {
  const t = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.getUTCFullYear(), 4)}${p(t.getUTCMonth() + 1)}${p(t.getUTCDate())}${p(t.getUTCHours())}${p(t.getUTCMinutes())}${p(t.getUTCSeconds())}`;
}

/** The STK push password: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}
