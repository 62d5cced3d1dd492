import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import type {
  MoneyStartedResponse,
  MpesaRequestView,
  NotificationsResponse,
  TransactionsResponse,
} from '../../../shared/schemas/wallet';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api, ApiError } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import { type IdempotencyHeaders, useIdempotencyKey } from '../../lib/use-idempotency-key';
import { userQuery } from '../../lib/user-query';
import { fetchFile } from '../../lib/download';
import { startsWithEarly } from '../../lib/early-requests';

const enc = encodeURIComponent;

export type MoneyKind = 'deposits' | 'withdrawals';

export interface MoneyInput {
  amount: number;
  mpesaNumber: string;
  description: string;
  /** A withdrawal to a number new to the account: the code mailed to the owner. */
  verificationCode?: string;
}

/** The wallet calls, one typed function each (bodies as `src/shared/schemas/wallet.ts` parses them). */
export const walletApi = {
  startMoney: (kind: MoneyKind, input: MoneyInput, headers: IdempotencyHeaders) =>
    api<MoneyStartedResponse>('POST', `/api/${kind}`, { ...input, userId: currentUserId() }, { headers }),
  markRead: (id: string) => api<MessageResponse>('PUT', `/api/notifications/${enc(id)}/mark-as-read`),
  markAllRead: () => api<MessageResponse>('PUT', `/api/notifications/${enc(currentUserId())}/mark-all-as-read`),
  deleteNotification: (id: string) => api<MessageResponse>('DELETE', `/api/notifications/${enc(id)}`),
  /** The signed-in user's wallet statement for a period (Nairobi days, both included) as a file. */
  statement: (format: 'pdf' | 'csv', from: string, to: string) =>
    fetchFile(`/api/statements/${enc(currentUserId())}?${new URLSearchParams({ format, from, to }).toString()}`),
};

export function useTransactions() {
  return useQuery({
    ...userQuery<TransactionsResponse>('transactions', (id) => `/api/transactions/${id}`),
    // While a deposit or withdrawal waits for M-Pesa, keep the history (and so the home screen) live.
    refetchInterval: (q) => (q.state.data?.transactions.some((t) => t.status === 'processing') ? 4000 : false),
  });
}

/** Shared with the header's bell (same query key), so reading one updates the other. */
export function useNotifications() {
  return useQuery(userQuery<NotificationsResponse>('notifications', (id) => `/api/notifications/${id}`));
}

export interface PerformanceRow {
  period: '3months' | '6months' | '1year' | '2years';
  interest: number;
  total: number;
}

/** Interest performance (built by the interest feature); a missing endpoint counts as no data. */
type PerformanceResponse = { performance?: PerformanceRow[] };

export function usePerformance() {
  const userId = currentUserId();
  const path = `/api/interests/performance/${encodeURIComponent(userId)}`;
  const rows = (answer: unknown): PerformanceRow[] => (answer as PerformanceResponse).performance ?? [];
  return useQuery({
    queryKey: ['performance', userId],
    queryFn: async ({ signal }) => {
      try {
        return rows(await api<PerformanceResponse>('GET', path, undefined, { signal }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
    enabled: userId !== '',
    retry: false,
    ...startsWithEarly(path, rows),
  });
}

function useInvalidateNotifications() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['notifications'] });
}

export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: walletApi.markRead,
    onSettled: invalidate,
  });
}

export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: walletApi.markAllRead, onSettled: invalidate });
}

export function useDeleteNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: walletApi.deleteNotification,
    onSettled: invalidate,
  });
}

export function useStartMoney(kind: MoneyKind) {
  const qc = useQueryClient();
  const attempt = useIdempotencyKey();
  return useOneAtATimeMutation({
    mutationFn: (input: MoneyInput) => attempt.send((headers) => walletApi.startMoney(kind, input, headers)),
    onSuccess: () => {
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
      const body = await api<Record<string, MpesaRequestView>>(
        'GET',
        `/api/${kind}/${encodeURIComponent(id ?? '')}`,
        undefined,
        { signal },
      );
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
