import type { Mail } from '../../mail/mailer';
import type { Language } from '../auth/mail-texts';
import type { LocalizedText } from '../../../shared/localized-text';

/** What the owner reads when someone asks to pay out to a number new to the account. */
export const payoutNumberTexts = {
  codeRequested: (phone: string): LocalizedText => ({
    en: `A code to allow withdrawals to the new number ${phone} was sent to your email. If this was not you, change your password now.`,
    sw: `Nambari ya kuruhusu utoaji wa pesa kwenda nambari mpya ${phone} imetumwa kwa barua pepe yako. Kama si wewe, badilisha nenosiri lako sasa.`,
  }),
  numberConfirmed: (phone: string): LocalizedText => ({
    en: `Withdrawals to ${phone} are now allowed on your account.`,
    sw: `Utoaji wa pesa kwenda ${phone} sasa unaruhusiwa kwenye akaunti yako.`,
  }),
};

/** The code mail: the six digits appear once, on their own line, and the number it unlocks is named. */
export function payoutCodeMail(to: string, language: Language, phone: string, code: string): Mail {
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
