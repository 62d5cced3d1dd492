/**
 * The refusals of identity — registration, sign-in, passwords, codes and the deletion request — in Kiswahili, beside the
 * English sentence the code writes (`{0}`, `{1}`… as in swahili-refusals.ts).
 */
export const SWAHILI_IDENTITY_REFUSALS: ReadonlyArray<readonly [string, string]> = [
  ['Passwords do not match.', 'Manenosiri hayalingani.'],
  [
    'Please upload both the front and back of your ID.',
    'Tafadhali pakia picha za mbele na nyuma za kitambulisho chako.',
  ],
  [
    'You must agree to the terms and conditions and consent to the processing of personal data.',
    'Lazima ukubali sheria na masharti na uridhie uchakataji wa data binafsi.',
  ],
  ['Please enter the full authentication code.', 'Tafadhali weka msimbo kamili wa uthibitisho.'],
  ['Please enter the full verification code.', 'Tafadhali weka msimbo kamili wa uthibitishaji.'],
  ['Please enter your email and password.', 'Tafadhali weka barua pepe na nenosiri lako.'],
  ['Password must be at least 8 characters.', 'Nenosiri lazima liwe na angalau herufi 8.'],
  ['Password must be at most {0} characters.', 'Nenosiri lisizidi herufi {0}.'],
  [
    'Please enter a valid phone number: 10 digits starting with 07 or 01.',
    'Tafadhali weka nambari sahihi ya simu: tarakimu 10 zinazoanza na 07 au 01.',
  ],
  [
    'Please enter a valid phone number (10 digits starting 07 or 01).',
    'Tafadhali weka nambari sahihi ya simu (tarakimu 10 zinazoanza na 07 au 01).',
  ],
  ['Please enter and confirm your new password.', 'Tafadhali weka na uthibitishe nenosiri lako jipya.'],
  [
    'This password is too easy to guess. Try a longer passphrase, such as three or four unrelated words.',
    'Nenosiri hili ni rahisi mno kukisia. Jaribu kauli ndefu zaidi, kama maneno matatu au manne yasiyohusiana.',
  ],
  [
    'An account with this email already exists. Please log in instead.',
    'Akaunti yenye barua pepe hii tayari ipo. Tafadhali ingia badala yake.',
  ],
  ['An account with this phone number already exists.', 'Akaunti yenye nambari hii ya simu tayari ipo.'],
  ['Invalid authentication code. Please try again.', 'Msimbo wa uthibitisho si sahihi. Tafadhali jaribu tena.'],
  [
    'Please upload photos of your ID (JPEG, PNG or WebP).',
    'Tafadhali pakia picha za kitambulisho chako (JPEG, PNG au WebP).',
  ],
  [
    'Account deletion request is in process. Please contact support.',
    'Ombi la kufuta akaunti linashughulikiwa. Tafadhali wasiliana na huduma kwa wateja.',
  ],
  ['Your registration is already complete. Please log in.', 'Usajili wako tayari umekamilika. Tafadhali ingia.'],
  ['Please complete step {0} of your registration first.', 'Tafadhali kamilisha kwanza hatua ya {0} ya usajili wako.'],
  ['Please wait 30 seconds before requesting a new code.', 'Tafadhali subiri sekunde 30 kabla ya kuomba msimbo mpya.'],
  [
    'Too many codes have been sent to this email. Please try again in an hour.',
    'Misimbo mingi mno imetumwa kwa barua pepe hii. Tafadhali jaribu tena baada ya saa moja.',
  ],
  [
    'Too many wrong codes. Please try again in an hour.',
    'Misimbo mingi isiyo sahihi. Tafadhali jaribu tena baada ya saa moja.',
  ],
  ['This code has expired. Please request a new code.', 'Msimbo huu umeisha muda wake. Tafadhali omba msimbo mpya.'],
  ['Too many wrong codes. Please request a new code.', 'Misimbo mingi mno isiyo sahihi. Tafadhali omba msimbo mpya.'],
  [
    'Too many wrong sign-in codes. Two-step sign-in is locked for an hour and we have emailed you. Reset your password to unlock it now.',
    'Misimbo mingi mno ya kuingia isiyo sahihi. Kuingia kwa hatua mbili kumefungwa kwa saa moja na tumekutumia barua pepe. Weka upya nenosiri lako ili kukufungua sasa.',
  ],
  [
    'Too many wrong current passwords. Please try again in 15 minutes, or reset your password.',
    'Manenosiri mengi mno ya sasa yasiyo sahihi. Tafadhali jaribu tena baada ya dakika 15, au weka upya nenosiri lako.',
  ],
  [
    'Too many failed login attempts. Please try again in 15 minutes.',
    'Majaribio mengi mno ya kuingia yameshindwa. Tafadhali jaribu tena baada ya dakika 15.',
  ],
  [
    'Too many failed sign-in attempts on this account. Please try again in {0}, or reset your password.',
    'Majaribio mengi mno ya kuingia kwenye akaunti hii yameshindwa. Tafadhali jaribu tena baada ya {0}, au weka upya nenosiri lako.',
  ],
  ['Invalid email or password.', 'Barua pepe au nenosiri si sahihi.'],
  ['Invalid verification code. Please try again.', 'Msimbo wa uthibitishaji si sahihi. Tafadhali jaribu tena.'],
  ['There is no code to resend. Please log in again.', 'Hakuna msimbo wa kutuma tena. Tafadhali ingia upya.'],
  [
    'This reset link is invalid or has expired. Please request a new one.',
    'Kiungo hiki cha kuweka upya si halali au kimeisha muda wake. Tafadhali omba kingine.',
  ],
  // The deletion request, refused while something remains to settle
];
