/** A date as a Kenyan reader expects it, in the interface language ("5 Mar 2027" / "5 Mac 2027"). */
export function formatDate(value: string, language: string): string {
  const date = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: value.length === 10 ? 'UTC' : 'Africa/Nairobi',
  }).format(date);
}
