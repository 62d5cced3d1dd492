import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GoalResponse, GoalsListResponse } from '../../../shared/schemas/goals';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

/** The goals calls of spec §7 and their query keys. */
export const currentUserId = () => getSession()?.userId ?? '';

export function useGoals() {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['goals', userId],
    queryFn: ({ signal }) => api<GoalsListResponse>('GET', `/api/goals/${encodeURIComponent(userId)}`, undefined, { signal }),
    enabled: userId !== '',
  });
}

export function useGoal(goalId: string) {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['goal', goalId],
    queryFn: ({ signal }) => api<GoalResponse>('GET', `/api/goal/${encodeURIComponent(goalId)}?userId=${encodeURIComponent(userId)}`, undefined, { signal }),
    enabled: userId !== '' && goalId !== '',
    retry: false,
  });
}

/** Refreshes everything a goal change can move: the goal, the list and the wallet balance. */
export function useRefreshGoals() {
  const client = useQueryClient();
  return useCallback(
    (goalId?: string) =>
      Promise.all([
        goalId ? client.invalidateQueries({ queryKey: ['goal', goalId] }) : Promise.resolve(),
        client.invalidateQueries({ queryKey: ['goals'] }),
        client.invalidateQueries({ queryKey: ['account'] }),
      ]),
    [client],
  );
}

/** A key for one attempt at moving money: a retried or double-clicked request moves it once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A POST (JSON or multipart) with an Idempotency-Key header: a retried or double-sent request moves money once. */
export function postWithKey<T>(path: string, body: Record<string, unknown> | FormData, key: string): Promise<T> {
  return api<T>('POST', path, body, { headers: { 'idempotency-key': key } });
}
