import type { LocalizedText } from '../../../shared/localized-text';
import { AUTH_TEXTS } from '../../../shared/schemas/auth';

/**
 * The auth module's refusals (registration, sign-in, codes, passwords), each under its code with both
 * languages side by side (decision 073); a refusal with values is a function returning its pair.
 */
export const AUTH_ERRORS = {
  duplicateEmail: {
    en: 'An account with this email already exists. Please log in instead.',
    sw: 'Akaunti yenye barua pepe hii tayari ipo. Tafadhali ingia badala yake.',
  },
  duplicatePhone: {
    en: 'An account with this phone number already exists.',
    sw: 'Akaunti yenye nambari hii ya simu tayari ipo.',
  },
  invalidAuthCode: AUTH_TEXTS.invalidAuthCode,
  idPhotos: {
    en: 'Please upload photos of your ID (JPEG, PNG or WebP).',
    sw: 'Tafadhali pakia picha za kitambulisho chako (JPEG, PNG au WebP).',
  },
  registrationComplete: {
    en: 'Your registration is already complete. Please log in.',
    sw: 'Usajili wako tayari umekamilika. Tafadhali ingia.',
  },
  completeStep: (step: string): LocalizedText => ({
    en: `Please complete step ${step} of your registration first.`,
    sw: `Tafadhali kamilisha kwanza hatua ya ${step} ya usajili wako.`,
  }),
  codeWait: {
    en: 'Please wait 30 seconds before requesting a new code.',
    sw: 'Tafadhali subiri sekunde 30 kabla ya kuomba msimbo mpya.',
  },
  codesTooManySent: {
    en: 'Too many codes have been sent to this email. Please try again in an hour.',
    sw: 'Misimbo mingi mno imetumwa kwa barua pepe hii. Tafadhali jaribu tena baada ya saa moja.',
  },
  codeExpired: {
    en: 'This code has expired. Please request a new code.',
    sw: 'Msimbo huu umeisha muda wake. Tafadhali omba msimbo mpya.',
  },
  codesTooManyWrong: {
    en: 'Too many wrong codes. Please request a new code.',
    sw: 'Misimbo mingi mno isiyo sahihi. Tafadhali omba msimbo mpya.',
  },
  loginCodeLocked: {
    en: 'Too many wrong sign-in codes. Two-step sign-in is locked for an hour and we have emailed you. Reset your password to unlock it now.',
    sw: 'Misimbo mingi mno ya kuingia isiyo sahihi. Kuingia kwa hatua mbili kumefungwa kwa saa moja na tumekutumia barua pepe. Weka upya nenosiri lako ili kukufungua sasa.',
  },
  registrationCodeLocked: {
    en: 'Too many wrong codes. Please try again in an hour.',
    sw: 'Misimbo mingi isiyo sahihi. Tafadhali jaribu tena baada ya saa moja.',
  },
  changePasswordLocked: {
    en: 'Too many wrong current passwords. Please try again in 15 minutes, or reset your password.',
    sw: 'Manenosiri mengi mno ya sasa yasiyo sahihi. Tafadhali jaribu tena baada ya dakika 15, au weka upya nenosiri lako.',
  },
  tooManyLogins: {
    en: 'Too many failed login attempts. Please try again in 15 minutes.',
    sw: 'Majaribio mengi mno ya kuingia yameshindwa. Tafadhali jaribu tena baada ya dakika 15.',
  },
  accountDelayed: (when: string): LocalizedText => ({
    en: `Too many failed sign-in attempts on this account. Please try again in ${when}, or reset your password.`,
    sw: `Majaribio mengi mno ya kuingia kwenye akaunti hii yameshindwa. Tafadhali jaribu tena baada ya ${when}, au weka upya nenosiri lako.`,
  }),
  invalidCredentials: { en: 'Invalid email or password.', sw: 'Barua pepe au nenosiri si sahihi.' },
  invalidVerificationCode: AUTH_TEXTS.invalidVerificationCode,
  nothingToResend: {
    en: 'There is no code to resend. Please log in again.',
    sw: 'Hakuna msimbo wa kutuma tena. Tafadhali ingia upya.',
  },
  invalidResetLink: {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    sw: 'Kiungo hiki cha kuweka upya si halali au kimeisha muda wake. Tafadhali omba kingine.',
  },
};
