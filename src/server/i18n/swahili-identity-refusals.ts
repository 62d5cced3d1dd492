/**
 * The refusals of identity — registration, sign-in, passwords, codes and the deletion request — in Kiswahili, beside the
 * English sentence the code writes (`{0}`, `{1}`… as in swahili-refusals.ts).
 */
export const SWAHILI_IDENTITY_REFUSALS: ReadonlyArray<readonly [string, string]> = [
  // The deletion request, refused while something remains to settle
];
