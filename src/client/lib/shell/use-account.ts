import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQuery } from '../user-query';

export interface AccountResponse {
  account: { balance: number; accountStatus: 'active' | 'inactive' };
}

/** The signed-in user's wallet balance and account status (`GET /api/accounts/{userId}`). */
export function useAccount() {
  return useQuery(userQuery<AccountResponse>('account', (id) => `/api/accounts/${id}`));
}

/** After money moved: refreshes the wallet and every query whose key starts with one of `keys`. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) =>
      Promise.all([['account'], ...keys].map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client],
  );
}
