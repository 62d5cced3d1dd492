import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoneyStartedResponse, MpesaRequestView, NotificationsResponse, TransactionsResponse } from '../../../shared/schemas/wallet';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { api, ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';

const me = () => getSession()?.userId ?? '';

export function useTransactions() {
  const userId = me();
  return useQuery({
    queryKey: ['transactions', userId],
    queryFn: ({ signal }) => api<TransactionsResponse>('GET', `/api/transactions/${encodeURIComponent(userId)}`, undefined, { signal }),
    enabled: userId !== '',
    // While a deposit or withdrawal waits for M-Pesa, keep the history (and so the home screen) live.
    refetchInterval: (q) => (q.state.data?.transactions.some((t) => t.status === 'processing') ? 4000 : false),
  });
}

/** Shared with the header's bell (same query key), so reading one updates the other. */
export function useNotifications() {
  const userId = me();
  return useQuery({
    queryKey: ['notifications', userId],
    queryFn: ({ signal }) => api<NotificationsResponse>('GET', `/api/notifications/${encodeURIComponent(userId)}`, undefined, { signal }),
    enabled: userId !== '',
  });
}

export interface PerformanceRow {
  period: '3months' | '6months' | '1year' | '2years';
  interest: number;
  total: number;
}

/** Interest performance (built by the interest feature); a missing endpoint counts as no data. */
export function usePerformance() {
  const userId = me();
  return useQuery({
    queryKey: ['performance', userId],
    queryFn: async ({ signal }) => {
      try {
        return (await api<{ performance: PerformanceRow[] }>('GET', `/api/interests/performance/${encodeURIComponent(userId)}`, undefined, { signal })).performance ?? [];
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
    enabled: userId !== '',
    retry: false,
  });
}

function useInvalidateNotifications() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['notifications'] });
}

export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>('PUT', `/api/notifications/${encodeURIComponent(id)}/mark-as-read`),
    onSettled: invalidate,
  });
}

export function useDeleteNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>('DELETE', `/api/notifications/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

export type MoneyKind = 'deposits' | 'withdrawals';

export interface MoneyInput {
  amount: number;
  mpesaNumber: string;
  description: string;
}

export function useStartMoney(kind: MoneyKind) {
  const qc = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: MoneyInput) =>
      api<MoneyStartedResponse>('POST', `/api/${kind}`, { ...input, userId: me() }, { headers: { 'idempotency-key': attempt.key() } }),
    onError: (error) => attempt.settle(error),
    onSuccess: () => {
      attempt.settle();
      void qc.invalidateQueries({ queryKey: ['account'] });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
      void qc.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

/** The live status of a deposit or withdrawal, polled until M-Pesa's verdict is in. */
export function useMpesaStatus(kind: MoneyKind, id: string | undefined) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [kind, id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const body = await api<Record<string, MpesaRequestView>>('GET', `/api/${kind}/${encodeURIComponent(id ?? '')}`, undefined, { signal });
      const view = body[kind === 'deposits' ? 'deposit' : 'withdrawal'];
      if (!view) throw new Error('missing status');
      if (view.status !== 'processing') {
        void qc.invalidateQueries({ queryKey: ['account'] });
        void qc.invalidateQueries({ queryKey: ['transactions'] });
        void qc.invalidateQueries({ queryKey: ['notifications'] });
      }
      return view;
    },
    refetchInterval: (q) => (q.state.data?.status === 'processing' || !q.state.data ? 1500 : false),
  });
}
