import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MessageResponse } from '../../../shared/schemas/common';
import type { AddMemberResponse, GoalResponse, GoalsListResponse } from '../../../shared/schemas/goals';
import { useRefreshWallet } from '../../lib/shell/use-account';
import { api } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import type { IdempotencyHeaders } from '../../lib/use-idempotency-key';
import { userQuery } from '../../lib/user-query';

const enc = encodeURIComponent;

/** The goals calls, one typed function each (bodies as `src/shared/schemas/goals.ts` parses them). */
export const goalsApi = {
  /** Multipart: user_id, title, target_amount, description, end_date, deposit, image. */
  create: (form: FormData, headers: IdempotencyHeaders) =>
    api<MessageResponse>('POST', '/api/goals', form, { headers }),
  /** Multipart: title, description, target_amount, end_date, image. */
  edit: (goalId: string, form: FormData) => api<GoalResponse>('PUT', `/api/goals/${enc(goalId)}`, form),
  remove: (goalId: string) => api<MessageResponse>('DELETE', `/api/goals/${enc(goalId)}/delete`),
  contribute: (goalId: string, contributionAmount: number, headers: IdempotencyHeaders) =>
    api<MessageResponse>(
      'POST',
      `/api/goals/${enc(goalId)}/contribute`,
      { userId: currentUserId(), contributionAmount },
      { headers },
    ),
  withdraw: (goalId: string, amount: number, headers: IdempotencyHeaders) =>
    api<MessageResponse>('POST', `/api/goal/${enc(goalId)}/withdraw`, { amount, userId: currentUserId() }, { headers }),
  addMember: (goalId: string, userId: string) =>
    api<AddMemberResponse>('POST', `/api/goals/${enc(goalId)}/members`, { userId }),
  removeMember: (goalId: string, userId: string) =>
    api<MessageResponse>('DELETE', `/api/goals/${enc(goalId)}/members/${enc(userId)}`),
};

export function useGoals() {
  return useQuery(userQuery<GoalsListResponse>('goals', (id) => `/api/goals/${id}`));
}

export function useGoal(goalId: string) {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['goal', goalId],
    queryFn: ({ signal }) =>
      api<GoalResponse>('GET', `/api/goal/${enc(goalId)}?userId=${enc(userId)}`, undefined, { signal }),
    enabled: userId !== '' && goalId !== '',
    retry: false,
  });
}

/** Refreshes everything a goal change can move: the goal, the list and the wallet balance. */
export function useRefreshGoals() {
  const refresh = useRefreshWallet();
  return useCallback((goalId?: string) => refresh(['goals'], ...(goalId ? [['goal', goalId]] : [])), [refresh]);
}
