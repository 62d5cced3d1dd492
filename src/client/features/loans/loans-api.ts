import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import type { MessageResponse } from '../../../shared/schemas/common';
import type {
  BorrowBody,
  BorrowResponse,
  LoanRequestsResponse,
  LoansResponse,
  RepayResponse,
} from '../../../shared/schemas/loans';
import type { LoanKeyFacts } from '../../../shared/schemas/key-facts';
import { api } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import { type IdempotencyHeaders, useIdempotencyKey } from '../../lib/use-idempotency-key';
import { userQuery } from '../../lib/user-query';

const enc = encodeURIComponent;

/** The loan calls, one typed function each (bodies as `src/shared/schemas/loans.ts` parses them). */
export const loansApi = {
  borrow: (body: BorrowBody) => api<BorrowResponse>('POST', '/api/loans/borrow', { ...body }),
  repay: (loanId: string, repaymentAmount: number, headers: IdempotencyHeaders) =>
    api<RepayResponse>(
      'POST',
      `/loans/${enc(loanId)}/repay`,
      { userId: currentUserId(), repaymentAmount },
      { headers },
    ),
  /** The key facts of a loan before it is asked for (docs/product/loans.md). */
  quote: (userId: string, amount: number, duration: string) =>
    api<LoanKeyFacts>(
      'GET',
      `/api/loans/quote?userId=${enc(userId)}&amount=${enc(String(amount))}&duration=${enc(duration)}`,
    ),
  decide: (loanId: string, decision: 'approve' | 'decline') =>
    api<MessageResponse>('PUT', `/loans/${enc(loanId)}/${decision}`),
};

/** `GET /api/loan/{userId}`: the user's loans and loan limit. */
export function useLoans() {
  return useQuery(userQuery<LoansResponse>('loans', (id) => `/api/loan/${id}`));
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
  return useOneAtATimeMutation({ mutationFn: loansApi.borrow, onSettled: refresh });
}

export function useRepay() {
  const refresh = useRefreshMoney();
  const attempt = useIdempotencyKey();
  return useOneAtATimeMutation({
    mutationFn: ({ loanId, amount }: { loanId: string; amount: number }) =>
      attempt.send((headers) => loansApi.repay(loanId, amount, headers)),
    onSettled: refresh,
  });
}

/** `GET /superadmin/loan-requests` (the same path as the screen: api() asks for JSON). */
export function useLoanRequests() {
  return useQuery({
    queryKey: ['loan-requests'],
    queryFn: ({ signal }) => api<LoanRequestsResponse>('GET', '/superadmin/loan-requests', undefined, { signal }),
  });
}

export function useDecideLoan() {
  const qc = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: ({ loanId, decision }: { loanId: string; decision: 'approve' | 'decline' }) =>
      loansApi.decide(loanId, decision),
    onSettled: () => qc.invalidateQueries({ queryKey: ['loan-requests'] }),
  });
}
