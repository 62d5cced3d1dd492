import { api } from './api';
import { currentUserId } from './session';

/**
 * The query options of a GET about the signed-in user: keyed by the user, off while nobody is signed in.
 * `useQuery({ ...userQuery<GoalsListResponse>('goals', (id) => `/api/goals/${id}`), retry: false })`.
 */
export function userQuery<T>(name: string, path: (encodedUserId: string) => string) {
  const userId = currentUserId();
  return {
    queryKey: [name, userId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api<T>('GET', path(encodeURIComponent(userId)), undefined, { signal }),
    enabled: userId !== '',
  };
}
