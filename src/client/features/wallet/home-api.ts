import { useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '../../../shared/schemas/home';
import { getQuery } from '../../lib/user-query';
import { currentUserId } from '../../lib/session';

/**
 * The home screen's figures in one request (`GET /api/home/{userId}`, decision 038). Keyed under
 * 'account' so every feature that invalidates the balance after moving money refreshes it too.
 */
export function useHomeSummary() {
  const userId = currentUserId();
  return useQuery({
    queryKey: ['account', userId, 'home'],
    ...getQuery<HomeSummary>(`/api/home/${encodeURIComponent(userId)}`),
    enabled: userId !== '',
  });
}
