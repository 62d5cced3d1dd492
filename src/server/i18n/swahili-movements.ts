/**
 * The descriptions the ledger's entries are written with (English, as the history shows them to an
 * English reader), in Kiswahili. `{0}`, `{1}`… stand for the values in the English text: a goal's or
 * community's name, an M-Pesa receipt, a count, in the order they appear in it.
 */
export const SWAHILI_MOVEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['Deposit', 'Amana'],
  ['M-Pesa deposit', 'Amana ya M-Pesa'],
  ['M-Pesa deposit {0}', 'Amana ya M-Pesa {0}'],
  ['M-Pesa deposit (processing)', 'Amana ya M-Pesa (inashughulikiwa)'],
  ['M-Pesa deposit not completed', 'Amana ya M-Pesa haikukamilika'],
  ['M-Pesa deposit not completed: {0}', 'Amana ya M-Pesa haikukamilika: {0}'],
  ['M-Pesa withdrawal', 'Utoaji kwenda M-Pesa'],
  ['M-Pesa withdrawal returned', 'Utoaji kwenda M-Pesa umerejeshwa'],
  ['M-Pesa payout', 'Malipo ya M-Pesa'],
  ['M-Pesa payout {0}', 'Malipo ya M-Pesa {0}'],
  ['Loan repayment', 'Malipo ya mkopo'],
  ['Loan disbursement', 'Mkopo uliotumwa'],
  ['Loan disbursement: total {0} due {1}, APR {2}%', 'Mkopo uliotumwa: jumla {0} kufikia {1}, APR {2}%'],
  ['Interest on savings', 'Riba ya akiba'],
  ['Adjustment by Pamoja', 'Marekebisho na Pamoja'],
  ['Referral reward for 1 friend', 'Zawadi ya rufaa kwa rafiki 1'],
  ['Referral rewards for {0} friends', 'Zawadi za rufaa kwa marafiki {0}'],
  ['Deposit to goal: {0}', 'Amana kwa lengo: {0}'],
  ['Contribution to goal: {0}', 'Mchango kwa lengo: {0}'],
  ['Goal deleted: {0}', 'Lengo limefutwa: {0}'],
  ['Left goal: {0}', 'Umeondoka kwenye lengo: {0}'],
  ['Removed from goal: {0}', 'Umeondolewa kwenye lengo: {0}'],
  [
    'Your share returned from the goal "{0}" (withdrawal by {1})',
    'Sehemu yako imerejeshwa kutoka kwa lengo "{0}" (utoaji na {1})',
  ],
  ['Contribution to the community "{0}"', 'Mchango kwa chama "{0}"'],
  ['Savings returned on leaving the community "{0}"', 'Akiba imerejeshwa baada ya kuondoka kwenye chama "{0}"'],
  ['Loan repayment to the community "{0}"', 'Malipo ya mkopo kwa chama "{0}"'],
  ['Share-out from the community "{0}"', 'Mgao kutoka kwa chama "{0}"'],
  ['Loan from the community "{0}"', 'Mkopo kutoka kwa chama "{0}"'],
  ['Payout from the community "{0}"', 'Malipo kutoka kwa chama "{0}"'],
  ['M-Pesa paybill {0}', 'Paybill ya M-Pesa {0}'],
  ['Pamoja shares bought', 'Hisa za Pamoja zimenunuliwa'],
  ['Pamoja shares transfer', 'Uhamisho wa hisa za Pamoja'],
  ['Pamoja dividend', 'Gawio la Pamoja'],
];
