import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { normalizeKenyanPhone } from '../../../shared/phone';
import type {
  BuyerLookupResponse,
  BuySharesResponse,
  HoldingResponse,
  ShareTransferBody,
  ShareTransferResponse,
} from '../../../shared/schemas/shares';
import { useRefreshWallet } from '../../lib/shell/use-account';
import { api } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import type { IdempotencyHeaders } from '../../lib/use-idempotency-key';
import { userQuery } from '../../lib/user-query';

export type TransferAnswer = 'accept' | 'decline' | 'cancel';

/** The shares calls of a user (see docs/product/shares.md); calls that can move money carry the Idempotency-Key. */
export const sharesApi = {
  buy: (shares: number, headers: IdempotencyHeaders) =>
    api<BuySharesResponse>('POST', '/api/shares/buy', { userId: currentUserId(), shares }, { headers }),
  offer: (body: ShareTransferBody, headers: IdempotencyHeaders) =>
    api<ShareTransferResponse>('POST', '/api/shares/transfers', body, { headers }),
  /** Who an offer to `phone` (254…) would reach: first name and initial (decision 066). */
  buyer: (phone: string, signal?: AbortSignal) =>
    api<BuyerLookupResponse>('GET', `/api/shares/buyer?phone=${encodeURIComponent(phone)}`, undefined, { signal }),
  answer: (transferId: string, answer: TransferAnswer, headers: IdempotencyHeaders) =>
    api<ShareTransferResponse>(
      'POST',
      `/api/shares/transfers/${encodeURIComponent(transferId)}/${answer}`,
      {},
      { headers },
    ),
};

/** The buyer at a phone number as typed, looked up once it is a whole Kenyan mobile number. */
export function useBuyerAt(typed: string) {
  const phone = normalizeKenyanPhone(typed) ?? '';
  return useQuery({
    queryKey: ['share-buyer', phone],
    queryFn: ({ signal }) => sharesApi.buyer(phone, signal),
    enabled: phone !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** My shares, their value, the offers I sent and received, and the dividends I received. */
export function useHolding() {
  return useQuery(userQuery<HoldingResponse>('shares', (id) => `/api/shares/${id}`));
}

/** Refreshes what buying or a transfer moves: my holding and my wallet. */
export function useRefreshHolding() {
  const refresh = useRefreshWallet();
  return useCallback(() => refresh(['shares'], ['transactions']), [refresh]);
}
