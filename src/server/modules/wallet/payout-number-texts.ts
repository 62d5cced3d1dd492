import type { Mail } from '../../mail/mailer';
import type { Language } from '../auth';
import type { LocalizedText } from '../../../shared/localized-text';
import { displayPhone } from '../../../shared/phone';

/** What the owner reads when someone asks to pay out to a number new to the account. */
export const payoutNumberTexts = {
  codeRequested: (stored: string): LocalizedText => ({
    en: `A code to allow withdrawals to the new number ${displayPhone(stored)} was sent to your email. If this was not you, change your password now.`,
    sw: `Nambari ya kuruhusu utoaji wa pesa kwenda nambari mpya ${displayPhone(stored)} imetumwa kwa barua pepe yako. Kama si wewe, badilisha nenosiri lako sasa.`,
  }),
  numberConfirmed: (stored: string): LocalizedText => ({
    en: `Withdrawals to ${displayPhone(stored)} are now allowed on your account.`,
    sw: `Utoaji wa pesa kwenda ${displayPhone(stored)} sasa unaruhusiwa kwenye akaunti yako.`,
  }),
};

/** The code mail: the six digits appear once, on their own line, and the number it unlocks is named. */
export function payoutCodeMail(to: string, language: Language, stored: string, code: string): Mail {
  const phone = displayPhone(stored);
  if (language === 'sw') {
    return {
      to,
      subject: 'Nambari ya kuthibitisha utoaji wa pesa Pamoja',
      text: `Habari,\n\nMtu aliyeingia kwenye akaunti yako ya Pamoja ameomba kutoa pesa kwenda ${phone}, nambari ambayo haijawahi kupokea pesa kutoka akaunti yako. Tumia nambari hii kuruhusu:\n\n${code}\n\nNambari hii itaisha baada ya dakika 10 na inaweza kutumika mara moja tu. Kama si wewe, usimpe mtu nambari hii na ubadilishe nenosiri lako sasa.\n\nPamoja`,
    };
  }
  return {
    to,
    subject: 'Your Pamoja withdrawal code',
    text: `Hello,\n\nSomeone signed in to your Pamoja account asked to withdraw money to ${phone}, a number that has not received money from your account before. Use this code to allow it:\n\n${code}\n\nThe code expires in 10 minutes and can be used once. If this was not you, do not share the code and change your password now.\n\nPamoja`,
  };
}
