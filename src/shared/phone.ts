/**
 * Kenyan mobile numbers, one way everywhere: every phone field accepts 07…, 01…, 7…, 1…,
 * 2547…/2541… and +2547…/+2541… (spaces, dashes, dots and brackets ignored); the server stores and
 * M-Pesa gets 2547XXXXXXXX / 2541XXXXXXXX; people read 0712 345 678.
 */
export function normalizeKenyanPhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-.()]/g, '').replace(/^\+(?=254)/, '');
  if (/^0[17]\d{8}$/.test(digits)) return `254${digits.slice(1)}`;
  if (/^[17]\d{8}$/.test(digits)) return `254${digits}`;
  if (/^254[17]\d{8}$/.test(digits)) return digits;
  return undefined;
}

/** A number as Kenyans write it: "0712 345 678" (anything that is not a Kenyan mobile is shown as given). */
export function displayPhone(phone: string): string {
  const n = normalizeKenyanPhone(phone);
  if (!n) return phone;
  const local = `0${n.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/** The ten-digit local form "0712345678", for a form field. */
export function localPhone(phone: string): string {
  const n = normalizeKenyanPhone(phone);
  return n ? `0${n.slice(3)}` : phone;
}
