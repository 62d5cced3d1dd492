import { useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '../../../shared/schemas/home';
import { api } from '../../lib/api';
import { startsWithEarly } from '../../lib/early-requests';
import { currentUserId } from '../../lib/session';

/**
 * The home screen's figures in one request (`GET /api/home/{userId}`, decision 038). Keyed under
 * 'account' so every feature that invalidates the balance after moving money refreshes it too.
 */
export function useHomeSummary() {
  const userId = currentUserId();
  const path = `/api/home/${encodeURIComponent(userId)}`;
  return useQuery({
    queryKey: ['account', userId, 'home'],
    queryFn: ({ signal }) => api<HomeSummary>('GET', path, undefined, { signal }),
    enabled: userId !== '',
    ...startsWithEarly<HomeSummary>(path),
  });
}
