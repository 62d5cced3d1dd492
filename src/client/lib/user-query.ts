import { api } from './api';
import { startsWithEarly } from './early-requests';
import { currentUserId } from './session';

/**
 * The query options of a GET about the signed-in user: keyed by the user, off while nobody is signed in.
 * `useQuery({ ...userQuery<GoalsListResponse>('goals', (id) => `/api/goals/${id}`), retry: false })`.
 */
export function userQuery<T>(name: string, path: (encodedUserId: string) => string) {
  const userId = currentUserId();
  const url = path(encodeURIComponent(userId));
  return {
    queryKey: [name, userId],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<T>('GET', url, undefined, { signal }),
    enabled: userId !== '',
    // The first screen's data, when the entry's early GET has already brought it (decision 111).
    ...startsWithEarly<T>(url),
  };
}
