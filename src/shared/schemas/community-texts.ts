import { englishOf } from '../localized-text';

/**
 * The communities schemas' refusals, keyed, in both languages (decision 073); `COMMUNITY_TEXT` is
 * their English, which the zod checks carry. Re-exported by ./communities.ts.
 */
export const COMMUNITY_TEXTS = {
  nameRequired: { en: 'Please enter a name for the community.', sw: 'Tafadhali weka jina la chama.' },
  descriptionTooLong: {
    en: 'Please keep the description under 1000 characters.',
    sw: 'Tafadhali maelezo yasizidi herufi 1000.',
  },
  invalidContribution: {
    en: 'Please enter a valid contribution amount.',
    sw: 'Tafadhali weka kiasi sahihi cha mchango.',
  },
  invalidFrequency: {
    en: 'Please choose how often members contribute: weekly or monthly.',
    sw: 'Tafadhali chagua wanachama wanachanga mara ngapi: kila wiki au kila mwezi.',
  },
  invalidDate: { en: 'Please enter a valid first due date.', sw: 'Tafadhali weka tarehe sahihi ya kwanza ya kulipa.' },
  invalidFine: {
    en: 'Please enter a valid late fine (0 for none).',
    sw: 'Tafadhali weka faini sahihi ya kuchelewa (0 kama hakuna).',
  },
  invalidApprovals: { en: 'A payout needs 1, 2 or 3 approvals.', sw: 'Malipo yanahitaji idhini 1, 2 au 3.' },
  invalidInterest: {
    en: 'Please enter a monthly loan interest between 0 and 100 percent, with at most two decimals.',
    sw: 'Tafadhali weka riba ya mkopo ya kila mwezi kati ya asilimia 0 na 100, yenye desimali zisizozidi mbili.',
  },
  inviteWho: {
    en: 'Please enter a phone number or a user ID to invite.',
    sw: 'Tafadhali weka nambari ya simu au kitambulisho cha mtumiaji wa kumwalika.',
  },
  invalidPhone: {
    en: 'Please enter a valid phone number: 10 digits starting with 07 or 01.',
    sw: 'Tafadhali weka nambari sahihi ya simu: tarakimu 10 zinazoanza na 07 au 01.',
  },
  invalidRole: {
    en: 'Please choose a role: treasurer, secretary or member.',
    sw: 'Tafadhali chagua wadhifa: mweka hazina, katibu au mwanachama.',
  },
  invalidOrder: {
    en: 'Please give the rotation order as a list of member IDs, or ask for a draw.',
    sw: 'Tafadhali toa mpangilio wa mzunguko kama orodha ya vitambulisho vya wanachama, au omba bahati nasibu.',
  },
  invalidAmount: { en: 'Please enter a valid amount.', sw: 'Tafadhali weka kiasi sahihi.' },
  reasonRequired: { en: 'Please give a reason for the payout.', sw: 'Tafadhali toa sababu ya malipo.' },
  invalidMonths: {
    en: 'Please choose a loan period of 1 to 12 months.',
    sw: 'Tafadhali chagua muda wa mkopo wa miezi 1 hadi 12.',
  },
  invalidRange: {
    en: 'Please give dates as YYYY-MM-DD, from no later than to.',
    sw: 'Tafadhali toa tarehe kama YYYY-MM-DD, ya kuanza isiwe baada ya ya mwisho.',
  },
  nameTooLong: { en: 'Please keep the name under 100 characters.', sw: 'Tafadhali jina lisizidi herufi 100.' },
  rotationBoolean: { en: 'Rotation must be true or false.', sw: 'Mzunguko lazima uwe true au false.' },
  reasonTooLong: { en: 'Please keep the reason under 500 characters.', sw: 'Tafadhali sababu isizidi herufi 500.' },
  statementFormat: { en: 'Please choose json, csv or pdf.', sw: 'Tafadhali chagua json, csv au pdf.' },
} as const;

export const COMMUNITY_TEXT = englishOf(COMMUNITY_TEXTS);
