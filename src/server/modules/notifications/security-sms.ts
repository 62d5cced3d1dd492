import type { LocalizedText } from '../../../shared/localized-text';
import { nairobiWallClock } from '../../../shared/nairobi-time';

/** Security texts go to every user with a phone, whatever their SMS preference (docs/product/sms.md). */
export const passwordChangedSms: LocalizedText = {
  en: 'Pamoja: your password was changed. If this was not you, reset it now and contact support.',
  sw: 'Pamoja: nenosiri lako limebadilishwa. Ikiwa si wewe, liweke upya sasa na uwasiliane na huduma kwa wateja.',
};

/** 25/11/2026 at 14:05, Nairobi time. */
function when(at: Date): { date: string; time: string } {
  const iso = nairobiWallClock(at).toISOString();
  return { date: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`, time: iso.slice(11, 16) };
}

/** A right password from an address the account never signed in from (docs/product/sms.md). */
export function newSignInSms(at: Date): LocalizedText {
  const { date, time } = when(at);
  return {
    en: `Pamoja: new sign-in to your account on ${date} at ${time}. If this was not you, change your password now.`,
    sw: `Pamoja: kuingia kupya kwenye akaunti yako tarehe ${date} saa ${time}. Ikiwa si wewe, badilisha nenosiri lako sasa.`,
  };
}
