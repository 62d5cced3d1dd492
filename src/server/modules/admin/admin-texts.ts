import type { LocalizedText } from '../../../shared/localized-text';

/** The console's refusals, each under its code with both languages side by side (decision 073). */
export const ADMIN_ERRORS = {
  emailTaken: {
    en: 'This email is already registered to another user.',
    sw: 'Barua pepe hii tayari imesajiliwa kwa mtumiaji mwingine.',
  },
  phoneTaken: {
    en: 'This phone number is already registered to another user.',
    sw: 'Nambari hii ya simu tayari imesajiliwa kwa mtumiaji mwingine.',
  },
  versionRequired: {
    en: 'To change the balance, also send expected_balance: the balance you loaded before editing.',
    sw: 'Ili kubadilisha salio, tuma pia expected_balance: salio ulilopakia kabla ya kuhariri.',
  },
  staleBalance: (amount: string): LocalizedText => ({
    en: `The balance has changed since you opened this user (it is now KES ${amount}). Reload the page and enter the change again.`,
    sw: `Salio limebadilika tangu ulipomfungua mtumiaji huyu (sasa ni KES ${amount}). Pakia ukurasa upya kisha uweke mabadiliko tena.`,
  }),
  depositInProgress: {
    en: 'This user has an M-Pesa deposit still in progress. The user can be deleted once it has settled.',
    sw: 'Mtumiaji huyu ana amana ya M-Pesa ambayo bado inashughulikiwa. Anaweza kufutwa ikishakamilika.',
  },
  stillHolds: (amount: string): LocalizedText => ({
    en: `This user still holds KES ${amount} (wallet, goal shares or withdrawals in progress). The user can be deleted only when nothing remains.`,
    sw: `Mtumiaji huyu bado ana KES ${amount} (pochi, sehemu za malengo au utoaji unaoendelea). Anaweza kufutwa tu pale ambapo hakuna kinachobaki.`,
  }),
  activeLoan: (status: string): LocalizedText => ({
    en: `This user has an active loan (${status}). The user can be deleted only once it is repaid or declined.`,
    sw: `Mtumiaji huyu ana mkopo unaoendelea (${status}). Anaweza kufutwa tu mkopo ukishalipwa au kukataliwa.`,
  }),
};
