import { useQuery } from '@tanstack/react-query';
import { userQuery } from './user-query';

export interface AccountResponse {
  account: { balance: number; accountStatus: 'active' | 'inactive' };
}

/** The signed-in user's wallet balance and account status (`GET /api/accounts/{userId}`). */
export function useAccount() {
  return useQuery(userQuery<AccountResponse>('account', (id) => `/api/accounts/${id}`));
}
