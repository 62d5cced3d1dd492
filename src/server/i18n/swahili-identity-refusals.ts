/**
 * The refusals of identity — registration, sign-in, passwords, codes and the deletion request — in Kiswahili, beside the
 * English sentence the code writes (`{0}`, `{1}`… as in swahili-refusals.ts).
 */
export const SWAHILI_IDENTITY_REFUSALS: ReadonlyArray<readonly [string, string]> = [
  [
    'Please enter a valid phone number (10 digits starting 07 or 01).',
    'Tafadhali weka nambari sahihi ya simu (tarakimu 10 zinazoanza na 07 au 01).',
  ],
  // The deletion request, refused while something remains to settle
];
