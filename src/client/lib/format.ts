/**
 * The one way the screens show money and dates (decision 044): "KES 1,000.00" and "25 Nov 2026"
 * ("25 Nov 2026" / "5 Mac 2027" in Kiswahili). Texts the specification fixes word for word (the
 * "KES.{amount}" notifications, the console's fixed placeholders) keep their own form.
 */
import { formatDay } from '../../shared/day-format';
import { formatKes } from '../../shared/money';
import { nairobiDateTime, nairobiDay } from '../../shared/nairobi-time';

/** "1,000.00": the amount alone, for a translated text that already writes "KES {{amount}}". */
export function formatAmount(kes: number): string {
  return formatKes(kes);
}

/** "KES 1,000.00" (a negative amount as "-KES 50.00"). */
export function formatMoney(kes: number): string {
  return kes < 0 ? `-KES ${formatKes(-kes)}` : `KES ${formatKes(kes)}`;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (YYYY-MM-DD, shown as written) or an instant (shown as its day in Kenya) as
 * "25 Nov 2026", with the interface language's month names (the server writes days the same way).
 */
export function formatDate(value: string, language: string): string {
  const day = CALENDAR_DAY.test(value) ? value : nairobiDay(new Date(value));
  return formatDay(day, language.startsWith('sw') ? 'sw' : 'en');
}

/** An instant as "25 Nov 2026, 14:05" in Kenyan time, where the time of day matters (notifications, transfers). */
export function formatDateTime(value: string, language: string): string {
  return `${formatDate(value, language)}, ${formatTime(value)}`;
}

/** An instant's time of day in Kenya, "14:05" (beside a day heading that already names the date). */
export function formatTime(value: string): string {
  // Nairobi's wall clock by its fixed offset, not a new Intl.DateTimeFormat per call (decision 111).
  return nairobiDateTime(new Date(value)).slice(11, 16);
}
