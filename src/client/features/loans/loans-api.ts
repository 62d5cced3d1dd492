import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../shared/schemas/common';
import type { BorrowBody, BorrowResponse, LoanRequestsResponse, LoansResponse, RepayResponse } from '../../../shared/schemas/loans';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

const enc = encodeURIComponent;

export function currentUserId(): string {
  return getSession()?.userId ?? '';
}

/** `GET /api/loan/{userId}`: the user's loans and loan limit. */
export function useLoans() {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['loans', userId],
    queryFn: ({ signal }) =>
      api<LoansResponse>('GET', `/api/loan/${enc(userId)}`, undefined, {
        signal,
      }),
    enabled: userId !== '',
  });
}

function useRefreshMoney() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['loans'] });
    void qc.invalidateQueries({ queryKey: ['account'] });
    void qc.invalidateQueries({ queryKey: ['transactions'] });
  };
}

export function useBorrow() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: BorrowBody) => api<BorrowResponse>('POST', '/api/loans/borrow', { ...body }),
    onSettled: refresh,
  });
}

export function useRepay() {
  const refresh = useRefreshMoney();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ loanId, amount }: { loanId: string; amount: number }) =>
      api<RepayResponse>(
        'POST',
        `/loans/${enc(loanId)}/repay`,
        { userId: currentUserId(), repaymentAmount: amount },
        { headers: { 'idempotency-key': attempt.key() } },
      ),
    onError: (error) => attempt.settle(error),
    onSuccess: () => attempt.settle(),
    onSettled: refresh,
  });
}

/** `GET /superadmin/loan-requests` (the same path as the screen: api() asks for JSON). */
export function useLoanRequests() {
  return useQuery({
    queryKey: ['loan-requests'],
    queryFn: ({ signal }) =>
      api<LoanRequestsResponse>('GET', '/superadmin/loan-requests', undefined, {
        signal,
      }),
  });
}

export function useDecideLoan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, decision }: { loanId: string; decision: 'approve' | 'decline' }) => api<MessageResponse>('PUT', `/loans/${enc(loanId)}/${decision}`),
    onSettled: () => qc.invalidateQueries({ queryKey: ['loan-requests'] }),
  });
}
