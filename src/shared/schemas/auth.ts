import { z } from 'zod';
import { englishOf, type KeyedTexts } from '../localized-text';
import { isStrongPassword } from '../password-strength';
import { normalizeKenyanPhone } from '../phone';
import { email, requiredText, userId } from './common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Registration, login, codes and password reset (see docs/product/identity.md). The same schemas validate the
 * server routes and the client forms, with the specification's messages.
 */
export const AUTH_TEXTS = {
  fillAllFields: { en: 'Please fill out all fields', sw: 'Tafadhali jaza sehemu zote' },
  passwordsDoNotMatch: { en: 'Passwords do not match', sw: 'Manenosiri hayalingani' },
  resetPasswordsDoNotMatch: { en: 'Passwords do not match.', sw: 'Manenosiri hayalingani.' },
  uploadBothIds: {
    en: 'Please upload both the front and back of your ID.',
    sw: 'Tafadhali pakia picha za mbele na nyuma za kitambulisho chako.',
  },
  mustConsent: {
    en: 'You must agree to the terms and conditions and consent to the processing of personal data.',
    sw: 'Lazima ukubali sheria na masharti na uridhie uchakataji wa data binafsi.',
  },
  fullAuthCode: {
    en: 'Please enter the full authentication code.',
    sw: 'Tafadhali weka msimbo kamili wa uthibitisho.',
  },
  fullVerificationCode: {
    en: 'Please enter the full verification code.',
    sw: 'Tafadhali weka msimbo kamili wa uthibitishaji.',
  },
  invalidAuthCode: {
    en: 'Invalid authentication code. Please try again.',
    sw: 'Msimbo wa uthibitisho si sahihi. Tafadhali jaribu tena.',
  },
  invalidVerificationCode: {
    en: 'Invalid verification code. Please try again.',
    sw: 'Msimbo wa uthibitishaji si sahihi. Tafadhali jaribu tena.',
  },
  emailAndPassword: { en: 'Please enter your email and password.', sw: 'Tafadhali weka barua pepe na nenosiri lako.' },
  passwordTooShort: { en: 'Password must be at least 8 characters.', sw: 'Nenosiri lazima liwe na angalau herufi 8.' },
  invalidPhone: {
    en: 'Please enter a valid phone number: 10 digits starting with 07 or 01.',
    sw: 'Tafadhali weka nambari sahihi ya simu: tarakimu 10 zinazoanza na 07 au 01.',
  },
  enterNewPassword: {
    en: 'Please enter and confirm your new password.',
    sw: 'Tafadhali weka na uthibitishe nenosiri lako jipya.',
  },
  weakPassword: {
    en: 'This password is too easy to guess. Try a longer passphrase, such as three or four unrelated words.',
    sw: 'Nenosiri hili ni rahisi mno kukisia. Jaribu kaulisiri ndefu zaidi, kama maneno matatu au manne yasiyohusiana.',
  },
  invalidResetLink: {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    sw: 'Kiungo hiki cha kuweka upya si halali au kimeisha muda wake. Tafadhali omba kingine.',
  },
  passwordTooLong: {
    en: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    sw: `Nenosiri lisizidi herufi ${PASSWORD_MAX_LENGTH}.`,
  },
} as const satisfies KeyedTexts;

/** The English of AUTH_TEXTS, which the zod checks carry (schema-texts.ts finds the pair again). */
export const AUTH_TEXT = englishOf(AUTH_TEXTS);

/** The one phone normaliser (src/shared/phone.ts); kept importable from here for the schemas that use it. */
export { normalizeKenyanPhone };

const required = (max: number) => requiredText(AUTH_TEXT.fillAllFields, max);

/** A new password: long enough and hard to guess (the strength checker must be loaded first: loadPasswordStrength). */
export const newPassword = z
  .string(AUTH_TEXT.fillAllFields)
  .min(1, AUTH_TEXT.fillAllFields)
  .min(PASSWORD_MIN_LENGTH, AUTH_TEXT.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordTooLong)
  .refine(isStrongPassword, AUTH_TEXT.weakPassword);

export const phone = required(20).transform((v, ctx) => {
  const normalized = normalizeKenyanPhone(v);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: AUTH_TEXT.invalidPhone });
    return z.NEVER;
  }
  return normalized;
});

/** The languages Pamoja speaks (English, Swahili): registration's and the account settings' one language field. */
export const language = z.enum(['en', 'sw']);

export const registerStep1Body = z.object({
  full_name: required(120),
  email: z.string(AUTH_TEXT.fillAllFields).trim().min(1, AUTH_TEXT.fillAllFields).pipe(email),
  phone,
  password: newPassword,
  /** The referrer's user id from the referral link; unknown ids are ignored. */
  ref: z.string().trim().max(64).optional().nullable(),
  /** The language the person registered in: mails follow it. */
  language: language.optional(),
});
export type RegisterStep1Body = z.input<typeof registerStep1Body>;

/** Step 1's form: the body plus the confirmation, which never leaves the browser. */
export const registerStep1Form = registerStep1Body
  .extend({ confirmPassword: z.string(AUTH_TEXT.fillAllFields).min(1, AUTH_TEXT.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_TEXT.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const registerStep1Response = z.object({ userId: z.string(), message: z.string() });
export type RegisterStep1Response = z.infer<typeof registerStep1Response>;

export const registerStep3Body = z.object({
  userId,
  termsAccepted: z.literal(true, { error: AUTH_TEXT.mustConsent }),
  privacyPolicyAccepted: z.literal(true, { error: AUTH_TEXT.mustConsent }),
});

const sixDigits = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{6}$/, message);

export const registerStep4Body = z.object({ userId, verificationCode: sixDigits(AUTH_TEXT.fullAuthCode) });
export const verifyCodeBody = z.object({ userId, verificationCode: sixDigits(AUTH_TEXT.fullVerificationCode) });
export const resendCodeBody = z.object({ userId });

export const loginBody = z.object({
  email: z
    .string(AUTH_TEXT.emailAndPassword)
    .trim()
    .min(1, AUTH_TEXT.emailAndPassword)
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: z.string(AUTH_TEXT.emailAndPassword).min(1, AUTH_TEXT.emailAndPassword).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof loginBody>;

export const sessionUserResponse = z.object({ id: z.string(), name: z.string(), role: z.string() });
export const signedInResponse = z.object({ token: z.string(), user: sessionUserResponse });
export type SignedInResponse = z.infer<typeof signedInResponse>;
export const nextStep = z.enum(['step-2', 'step-3', 'step-4']);
export type NextStep = z.infer<typeof nextStep>;

/** Every outcome of POST /api/login (see docs/product/identity.md). */
export const loginResponse = z.union([
  signedInResponse,
  z.object({ verificationRequired: z.literal(true), userId: z.string() }),
  z.object({ registrationIncomplete: z.literal(true), nextStep, userId: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordBody = z.object({ email });
export const resetPasswordParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, AUTH_TEXT.invalidResetLink),
});
export const resetPasswordBody = z.object({ password: newPassword });

/** The reset form: both fields required, and they must match. */
export const resetPasswordForm = z
  .object({
    password: z
      .string()
      .min(1, AUTH_TEXT.enterNewPassword)
      .min(PASSWORD_MIN_LENGTH, AUTH_TEXT.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH)
      .refine(isStrongPassword, AUTH_TEXT.weakPassword),
    confirmPassword: z.string().min(1, AUTH_TEXT.enterNewPassword),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_TEXT.resetPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const uploadParams = z.object({ id: z.string().max(64) });
