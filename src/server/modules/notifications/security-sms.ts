import type { LocalizedText } from '../../../shared/localized-text';
import { formatDay } from '../../../shared/day-format';
import { nairobiDay, nairobiWallClock } from '../../../shared/nairobi-time';

/** Security texts go to every user with a phone, whatever their SMS preference (docs/product/sms.md). */
export const passwordChangedSms: LocalizedText = {
  en: 'Pamoja: your password was changed. If this was not you, reset it now and contact support.',
  sw: 'Pamoja: nenosiri lako limebadilishwa. Ikiwa si wewe, liweke upya sasa na uwasiliane na huduma kwa wateja.',
};

/** The day ("25 Nov 2026", in the text's language) and the time ("14:05"), Nairobi time. */
function when(at: Date): { day: string; time: string } {
  return { day: nairobiDay(at), time: nairobiWallClock(at).toISOString().slice(11, 16) };
}

/** A right password from an address the account never signed in from (docs/product/sms.md). */
export function newSignInSms(at: Date): LocalizedText {
  const { day, time } = when(at);
  return {
    en: `Pamoja: new sign-in to your account on ${formatDay(day, 'en')} at ${time}. If this was not you, change your password now.`,
    sw: `Pamoja: kuingia kupya kwenye akaunti yako tarehe ${formatDay(day, 'sw')} saa ${time}. Ikiwa si wewe, badilisha nenosiri lako sasa.`,
  };
}
