import type { LocalizedText } from '../../../shared/localized-text';

/**
 * The account module's refusals, each under its code with both languages side by side (decision
 * 073); a refusal with values is a function returning its pair. English is the specification's words.
 */
export const ACCOUNT_ERRORS = {
  wrongCurrentPassword: { en: 'Your current password is incorrect.', sw: 'Nenosiri lako la sasa si sahihi.' },
  passwordChangedMeanwhile: {
    en: 'Your password was changed meanwhile. Please try again.',
    sw: 'Nenosiri lako lilibadilishwa wakati huo huo. Tafadhali jaribu tena.',
  },
  noEmailForInfo: {
    en: 'There is no email address on your account to send the information to.',
    sw: 'Hakuna barua pepe kwenye akaunti yako ya kutumia taarifa.',
  },
  infoTooOften: {
    en: 'You have requested your account information several times in the last hour. Please check your email, or try again later.',
    sw: 'Umeomba taarifa za akaunti yako mara kadhaa katika saa iliyopita. Tafadhali angalia barua pepe yako, au ujaribu tena baadaye.',
  },
  infoNotSent: {
    en: 'We could not send your account information right now. Please try again later.',
    sw: 'Hatukuweza kutuma taarifa za akaunti yako sasa hivi. Tafadhali jaribu tena baadaye.',
  },
  nameTooLong: { en: 'Name must be at most 120 characters.', sw: 'Jina lisizidi herufi 120.' },
  phoneInvalid: {
    en: 'Please enter a valid phone number (10 digits starting 07 or 01).',
    sw: 'Tafadhali weka nambari sahihi ya simu (tarakimu 10 zinazoanza na 07 au 01).',
  },
  phoneTaken: {
    en: 'This phone number is already registered to another account.',
    sw: 'Nambari hii ya simu tayari imesajiliwa kwenye akaunti nyingine.',
  },
  amountDecimals: { en: 'Amount must have at most two decimals.', sw: 'Kiasi kisiwe na zaidi ya desimali mbili.' },
  noRewards: {
    en: 'You have no unredeemed rewards to add to your savings.',
    sw: 'Huna zawadi ambazo hazijakombolewa za kuongeza kwenye akiba yako.',
  },
  rewardsMismatch: (amount: string): LocalizedText => ({
    en: `The amount must equal your unredeemed rewards of KES ${amount}.`,
    sw: `Kiasi lazima kilingane na zawadi zako ambazo hazijakombolewa za KES ${amount}.`,
  }),
  superadminNotDeleted: {
    en: 'The superadmin account cannot be deleted.',
    sw: 'Akaunti ya msimamizi mkuu haiwezi kufutwa.',
  },
  depositInProgress: {
    en: 'An M-Pesa deposit of yours is still in progress. Please try again once it has completed.',
    sw: 'Amana yako ya M-Pesa bado inashughulikiwa. Tafadhali jaribu tena ikishakamilika.',
  },
  withdrawalInProgress: {
    en: 'A withdrawal of yours is still in progress. Please try again once it has completed.',
    sw: 'Utoaji wako wa pesa bado unashughulikiwa. Tafadhali jaribu tena ukishakamilika.',
  },
  loanActive: {
    en: 'You have a loan to repay. Please repay it before deleting your account.',
    sw: 'Una mkopo wa kulipa. Tafadhali ulipe kabla ya kufuta akaunti yako.',
  },
  loanPending: {
    en: 'Your loan request is still waiting for a decision. Please try again once it has been decided.',
    sw: 'Ombi lako la mkopo bado linasubiri uamuzi. Tafadhali jaribu tena likishaamuliwa.',
  },
  inCommunity: (communities: string): LocalizedText => ({
    en: `You are still a member of ${communities}. Please leave first: leaving settles your savings, dues and loans there.`,
    sw: `Bado wewe ni mwanachama wa ${communities}. Tafadhali ondoka kwanza: kuondoka kunamaliza akiba, michango na mikopo yako huko.`,
  }),
  goalSavings: (amount: string): LocalizedText => ({
    en: `Your goals still hold KES ${amount} of your savings. Please leave them, or withdraw or delete the goals you run, before deleting your account.`,
    sw: `Malengo yako bado yana KES ${amount} ya akiba yako. Tafadhali jiondoe kwenye malengo hayo, au toa pesa au ufute malengo unayoyaongoza, kabla ya kufuta akaunti yako.`,
  }),
  walletBalance: (amount: string): LocalizedText => ({
    en: `Your wallet still holds KES ${amount}. Please withdraw it to M-Pesa before deleting your account.`,
    sw: `Pochi yako bado ina KES ${amount}. Tafadhali itoe kwenda M-Pesa kabla ya kufuta akaunti yako.`,
  }),
};
