import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { getSession } from './session';

export interface AccountResponse {
  account: { balance: number; accountStatus: 'active' | 'inactive' };
}

/** The signed-in user's wallet balance and account status (`GET /api/accounts/{userId}`). */
export function useAccount() {
  const userId = getSession()?.userId ?? '';
  return useQuery({
    queryKey: ['account', userId],
    queryFn: ({ signal }) => api<AccountResponse>('GET', `/api/accounts/${encodeURIComponent(userId)}`, undefined, { signal }),
    enabled: userId !== '',
  });
}
