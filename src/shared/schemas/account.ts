import { z } from 'zod';
import { isStrongPassword } from '../password-strength';
import { AUTH_TEXT, language, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { ACCOUNT_TEXT } from './account-texts';
import { accountStatus, email, messageResponse, namedUserFields, userId } from './common';
import { kesAmount } from './kes-amount';

export { ACCOUNT_TEXT, ACCOUNT_TEXTS } from './account-texts';

/** The reward a referrer earns for each referred user who becomes active, in KES (see docs/product/referrals.md). */
export const REFERRAL_REWARD_KES = 25;

// ---- Profile (see docs/product/account-and-settings.md)
export const profileResponse = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
});
export type Profile = z.infer<typeof profileResponse>;
export const profileEditResponse = z.object({ user: profileResponse });
/** The profile's text fields (sent as a form with the picture, or alone); an empty one keeps its value. */
export const profileDetailsBody = z.object({
  name: z.string().max(500, ACCOUNT_TEXT.nameTooLong).optional(),
  phone: z.string().max(40, ACCOUNT_TEXT.phoneInvalid).optional(),
});

/** A phone as typed in a form: ten digits starting 07 or 01. */
export const localPhone = z
  .string()
  .trim()
  .regex(/^0[17]\d{8}$/, ACCOUNT_TEXT.phoneInvalid);

// ---- Account (see docs/product/account-and-settings.md)
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, ACCOUNT_TEXT.currentPassword).max(256),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_TEXT.newPasswordTooShort)
    // The longest password signing in accepts: a longer one would lock its owner out.
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_TEXT.newPasswordTooLong)
    .refine(isStrongPassword, AUTH_TEXT.weakPassword),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const twoStepBody = z.object({ twoStepEnabled: z.boolean() });
export const twoStepResponse = messageResponse.extend({ twoStepEnabled: z.boolean() });
export type TwoStepResponse = z.infer<typeof twoStepResponse>;

export const profileVisibility = z.enum(['public', 'private', 'friends']);
export type ProfileVisibility = z.infer<typeof profileVisibility>;
/** The one language schema (auth.ts), kept importable from here for the account services. */
export { language };
export const theme = z.enum(['light', 'dark']);

export const settingsResponse = z.object({
  twoStepEnabled: z.boolean(),
  accountStatus,
  shareData: z.boolean(),
  profileVisibility,
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  language,
  theme,
});
export type Settings = z.infer<typeof settingsResponse>;

// ---- Preferences (stored and respected)
export const privacyBody = z.object({ shareData: z.boolean(), profileVisibility });
export type PrivacyBody = z.infer<typeof privacyBody>;
export const notificationPreferencesBody = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;
export const languageBody = z.object({ language });
export const themeBody = z.object({ theme });

// ---- Referrals (see docs/product/referrals.md)
export const referral = z.object({
  name: z.string(),
  joined: z.boolean(),
  joinedDate: z.string().nullable(),
  accountStatus,
  redeemed: z.boolean(),
  /** Whether this referral earned a reward (an active friend may not: see referralReason). */
  rewarded: z.boolean(),
});
export type Referral = z.infer<typeof referral>;
export const referralsResponse = z.object({
  referrals: z.array(referral),
  rewardsEarned: z.number(),
  unredeemedRewards: z.number(),
  redeemedRewards: z.number(),
  referralLink: z.string(),
});
export type ReferralsResponse = z.infer<typeof referralsResponse>;

/** Why a referral earned nothing; only the superadmin sees it. */
export const referralReason = z.enum([
  'no_mpesa_number',
  'same_number_as_referrer',
  'number_funded_another_account',
  'monthly_cap_reached',
]);
export type ReferralReason = z.infer<typeof referralReason>;
/** pending: the referred user has not been activated by a confirmed deposit yet. */
export const referralReward = z.enum(['pending', 'earned', 'not_earned']);
export type ReferralReward = z.infer<typeof referralReward>;

/** A referral as the superadmin's console shows it: with the outcome, its reason and the paying number. */
export const adminReferral = z.object({
  ...namedUserFields,
  account_status: accountStatus,
  activated_at: z.string().nullable(),
  reward: referralReward,
  reason: referralReason.nullable(),
  /** The M-Pesa number that funded the activation, as M-Pesa reported it. */
  funded_by: z.string().nullable(),
  redeemed: z.boolean(),
});
export type AdminReferral = z.infer<typeof adminReferral>;
export const adminReferralsResponse = z.object({
  /** This user's own referral, when someone referred them. */
  referredBy: z.object({ ...namedUserFields, reward: referralReward, reason: referralReason.nullable() }).nullable(),
  referrals: z.array(adminReferral),
});
export type AdminReferralsResponse = z.infer<typeof adminReferralsResponse>;

export const addToSavingsBody = z.object({
  userId,
  amount: kesAmount({
    invalid: ACCOUNT_TEXT.amountNumber,
    tooSmall: ACCOUNT_TEXT.amountPositive,
    decimals: ACCOUNT_TEXT.amountDecimals,
  }),
});

// ---- Support and feedback (see docs/product/account-and-settings.md)
const optionalEmail = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), email.optional());

export const supportBody = z.object({
  userId,
  email,
  message: z.string().trim().min(1, ACCOUNT_TEXT.writeMessage).max(5000, ACCOUNT_TEXT.messageTooLong),
});
export type SupportBody = z.infer<typeof supportBody>;

export const feedbackBody = z.object({
  userId,
  email: optionalEmail,
  rating: z
    .number(ACCOUNT_TEXT.rating)
    .int(ACCOUNT_TEXT.rating)
    .min(1, ACCOUNT_TEXT.rating)
    .max(5, ACCOUNT_TEXT.rating),
  feedback: z.string().trim().min(1, ACCOUNT_TEXT.writeFeedback).max(5000, ACCOUNT_TEXT.feedbackTooLong),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;
