/**
 * The one way a calendar day is written, on screens and in what the server writes to a user
 * (notifications, SMS, mail, USSD): "25 Nov 2026", "5 Mac 2027" in Kiswahili (decision 044).
 * Month names are fixed here rather than taken from Intl, whose English for Kenya writes "Sept"
 * and whose data differs between runtimes; the database writes the same names from DAY_MONTHS.
 */
export type DayLanguage = 'en' | 'sw';

export const DAY_MONTHS: Record<DayLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-03" → "3 Dec 2026" ("3 Des 2026" in Kiswahili). */
export function formatDay(day: string, language: DayLanguage): string {
  const m = CALENDAR_DAY.exec(day);
  const month = m ? DAY_MONTHS[language][Number(m[2]) - 1] : undefined;
  if (!m || month === undefined) throw new RangeError(`not a calendar day: ${day}`);
  return `${Number(m[3])} ${month} ${m[1]}`;
}
