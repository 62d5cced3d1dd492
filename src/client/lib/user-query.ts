import { api } from './api';
import { startsWithEarly } from './early-requests';
import { currentUserId } from './session';

/**
 * A GET's `queryFn`, starting with the entry's early answer to it when that has already arrived
 * (decision 111): `useQuery({ queryKey: ['community', id], ...getQuery<CommunityResponse>(path) })`.
 */
export function getQuery<T>(path: string) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => api<T>('GET', path, undefined, { signal }),
    ...startsWithEarly<T>(path),
  };
}

/**
 * The query options of a GET about the signed-in user: keyed by the user, off while nobody is signed in.
 * `useQuery({ ...userQuery<GoalsListResponse>('goals', (id) => `/api/goals/${id}`), retry: false })`.
 */
export function userQuery<T>(name: string, path: (encodedUserId: string) => string) {
  const userId = currentUserId();
  return { queryKey: [name, userId], ...getQuery<T>(path(encodeURIComponent(userId))), enabled: userId !== '' };
}
