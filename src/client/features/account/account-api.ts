import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import type {
  ChangePasswordBody,
  FeedbackBody,
  NotificationPreferencesBody,
  PrivacyBody,
  Profile,
  ReferralsResponse,
  Settings,
  SupportBody,
  TwoStepResponse,
} from '../../../shared/schemas/account';
import type { MessageResponse } from '../../../shared/schemas/common';
import type { UssdPinBody, UssdPinStatus } from '../../../shared/schemas/ussd';
import { api } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import { userQuery } from '../../lib/user-query';

const me = () => encodeURIComponent(currentUserId());

/** The account calls, one typed function each (bodies as `src/shared/schemas/account.ts` parses them). */
export const accountApi = {
  changePassword: (body: ChangePasswordBody) => api<MessageResponse>('PUT', `/api/users/${me()}/change-password`, body),
  toggleTwoStep: (twoStepEnabled: boolean) =>
    api<TwoStepResponse>('PUT', `/api/accounts/${me()}/toggle-two-step`, { twoStepEnabled }),
  requestInfo: () => api<MessageResponse>('POST', `/api/users/${me()}/request-info`),
  requestDelete: () => api<MessageResponse>('PUT', `/api/users/${me()}/request-delete`),
  /** Multipart: name and phone, or profilePic. */
  editProfile: (form: FormData) => api<{ user: Profile }>('PUT', `/api/profiles/${me()}/edit`, form),
  support: (body: SupportBody) => api<MessageResponse>('POST', '/api/support', body),
  feedback: (body: FeedbackBody) => api<MessageResponse>('POST', '/api/feedback', body),
  setUssdPin: (body: UssdPinBody) => api<MessageResponse>('PUT', `/api/users/${me()}/ussd-pin`, body),
};

/** Whether a USSD PIN is set, and until when USSD is locked after wrong PINs. */
export function useUssdPinStatus() {
  return useQuery(userQuery<UssdPinStatus>('ussd-pin', (id) => `/api/users/${id}/ussd-pin`));
}

export function useSettings() {
  return useQuery(userQuery<Settings>('settings', (id) => `/api/users/${id}/settings`));
}

export function useReferrals() {
  return useQuery(userQuery<ReferralsResponse>('referrals', (id) => `/api/referrals/${id}`));
}

/** Moves the unredeemed referral rewards into savings; refreshes the referrals and the balance. */
export function useAddRewardsToSavings() {
  const qc = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: (amount: number) =>
      api<MessageResponse>('POST', '/api/add-to-savings', { userId: currentUserId(), amount }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['referrals'] });
      void qc.invalidateQueries({ queryKey: ['account'] });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}

/** Puts what the server saved into the cached settings, so every screen shows it without a reload. */
export function useUpdateCachedSettings() {
  const qc = useQueryClient();
  return (saved: Partial<Settings>) =>
    qc.setQueryData<Settings>(['settings', currentUserId()], (old) => (old ? { ...old, ...saved } : old));
}

/** A PUT of one settings section that refreshes the cached settings with what was saved. */
function settingsSave<B extends Partial<Settings>>(path: string) {
  return function useSettingsSave() {
    const update = useUpdateCachedSettings();
    return (body: B) =>
      api<MessageResponse>('PUT', `/api/users/${me()}/${path}`, body).then((res) => {
        update(body);
        return res;
      });
  };
}

export const usePrivacySave = settingsSave<PrivacyBody>('privacy');
export const useNotificationPreferencesSave = settingsSave<NotificationPreferencesBody>('notification-preferences');
export const useLanguageSave = settingsSave<{ language: 'en' | 'sw' }>('language');
/** The theme kept on the server too, so signing in again on a cleared device restores it. */
export const useThemeSave = settingsSave<{ theme: 'light' | 'dark' }>('theme');
