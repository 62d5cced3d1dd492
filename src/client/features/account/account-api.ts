import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesBody, PrivacyBody, ReferralsResponse, Settings } from '../../../shared/schemas/account';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

/** The signed-in user's id, URL-encoded for paths. */
export function currentUserId(): string {
  return getSession()?.userId ?? '';
}
const enc = encodeURIComponent;

export function useSettings() {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['settings', userId],
    queryFn: ({ signal }) => api<Settings>('GET', `/api/users/${enc(userId)}/settings`, undefined, { signal }),
    enabled: userId !== '',
  });
}

export function useReferrals() {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['referrals', userId],
    queryFn: ({ signal }) => api<ReferralsResponse>('GET', `/api/referrals/${enc(userId)}`, undefined, { signal }),
    enabled: userId !== '',
  });
}

/** Moves the unredeemed referral rewards into savings; refreshes the referrals and the balance. */
export function useAddRewardsToSavings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => api<MessageResponse>('POST', '/api/add-to-savings', { userId: currentUserId(), amount }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['referrals'] });
      void qc.invalidateQueries({ queryKey: ['account'] });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}

/** A PUT of one settings section that refreshes the cached settings with what was saved. */
function useSettingsSave<B extends Record<string, unknown>>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<MessageResponse>('PUT', `/api/users/${enc(currentUserId())}/${path}`, body),
    onSuccess: (_res, body) => {
      qc.setQueryData<Settings>(['settings', currentUserId()], (old) => (old ? { ...old, ...body } : old));
    },
  });
}

export const usePrivacySave = () => useSettingsSave<PrivacyBody>('privacy');
export const useNotificationPreferencesSave = () => useSettingsSave<NotificationPreferencesBody>('notification-preferences');
export const useLanguageSave = () => useSettingsSave<{ language: 'en' | 'sw' }>('language');
