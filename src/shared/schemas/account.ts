import { z } from 'zod';
import { email, userId } from './common';

/** The reward a referrer earns for each referred user who becomes active, in KES (spec §9). */
export const REFERRAL_REWARD_KES = 25;
/** The same minimum length as registration. */
export const PASSWORD_MIN_LENGTH = 8;

export const userIdParams = z.object({ userId });

// ---- Profile (spec §3 Profile, §7 GET/PUT /api/profiles/{userId})
export const profileResponse = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
});
export type Profile = z.infer<typeof profileResponse>;
export const profileEditResponse = z.object({ user: profileResponse });

/** A phone as typed in a form: ten digits starting 07 or 01. */
export const localPhone = z
  .string()
  .trim()
  .regex(/^0[17]\d{8}$/, 'Please enter a valid phone number (10 digits starting 07 or 01).');

// ---- Account (spec §7 change-password, toggle-two-step, request-info, request-delete)
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.').max(256),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(256, 'New password must be at most 256 characters.'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const twoStepBody = z.object({ twoStepEnabled: z.boolean() });
export const twoStepResponse = z.object({ message: z.string(), twoStepEnabled: z.boolean() });
export type TwoStepResponse = z.infer<typeof twoStepResponse>;

export const profileVisibility = z.enum(['public', 'private', 'friends']);
export type ProfileVisibility = z.infer<typeof profileVisibility>;
export const language = z.enum(['en', 'sw']);

export const settingsResponse = z.object({
  twoStepEnabled: z.boolean(),
  accountStatus: z.enum(['active', 'inactive']),
  shareData: z.boolean(),
  profileVisibility,
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  language,
});
export type Settings = z.infer<typeof settingsResponse>;

// ---- Preferences (DESIGN §8: stored and respected)
export const privacyBody = z.object({ shareData: z.boolean(), profileVisibility });
export type PrivacyBody = z.infer<typeof privacyBody>;
export const notificationPreferencesBody = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;
export const languageBody = z.object({ language });

// ---- Referrals (spec §3 Referral, §7 GET /api/referrals/{userId}, POST /api/add-to-savings)
export const referral = z.object({
  name: z.string(),
  joined: z.boolean(),
  joinedDate: z.string().nullable(),
  accountStatus: z.enum(['active', 'inactive']),
  redeemed: z.boolean(),
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
export const addToSavingsBody = z.object({
  userId,
  amount: z.number('Amount must be a number.').positive('Amount must be greater than 0.'),
});

// ---- Support and feedback (spec §3, §5)
const optionalEmail = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), email.optional());

export const supportBody = z.object({
  userId,
  email,
  message: z.string().trim().min(1, 'Please write your message.').max(5000, 'Message must be at most 5000 characters.'),
});
export type SupportBody = z.infer<typeof supportBody>;

export const feedbackBody = z.object({
  userId,
  email: optionalEmail,
  rating: z.number('Please choose a rating from 1 to 5.').int('Please choose a rating from 1 to 5.').min(1, 'Please choose a rating from 1 to 5.').max(5, 'Please choose a rating from 1 to 5.'),
  feedback: z.string().trim().min(1, 'Please write your feedback.').max(5000, 'Feedback must be at most 5000 characters.'),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;
