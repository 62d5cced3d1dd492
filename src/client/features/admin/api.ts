import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import type {
  AdminUpdateUserBody,
  AdminUser,
  DeleteRequest,
  LastUpdate,
  RegistrationRange,
  Registrations,
  Totals,
  UserDetails,
} from '../../../shared/schemas/admin';
import type { AdminReferralsResponse } from '../../../shared/schemas/account';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api } from '../../lib/api';
import { getQuery } from '../../lib/user-query';

/** The superadmin console's server calls (see docs/product/console.md). */

export function useTotals() {
  return useQuery({
    queryKey: ['admin', 'totals'],
    ...getQuery<Totals>('/superadmin/totals'),
  });
}

export function useRegistrations(range: RegistrationRange) {
  return useQuery({
    queryKey: ['admin', 'registrations', range],
    ...getQuery<Registrations>(`/superadmin/registrations?range=${range}`),
  });
}

export type UserListKind = 'users' | 'active-users' | 'inactive-users' | 'incomplete-registrations';
const listKey: Record<UserListKind, string> = {
  users: 'users',
  'active-users': 'activeUsers',
  'inactive-users': 'inactiveUsers',
  'incomplete-registrations': 'incompleteRegistrations',
};

/**
 * Rows per request. The server allows up to 1000, but 100 rows render at once on a phone and a
 * superadmin reaches any further user with "Load more" (or the search), never hitting a cap.
 */
export const LIST_PAGE_SIZE = 100;

/** One page of a list: its rows and where the next page starts (null on the last). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

export function listPages<T>(queryKey: readonly unknown[], path: string, field: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, search],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ListPage<T>> => {
      const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      if (search) params.set('q', search);
      const body = await api<Record<string, unknown> & { next_cursor?: string | null }>(
        'GET',
        `${path}?${params.toString()}`,
        undefined,
        { signal },
      );
      return { items: (body[field] as T[] | undefined) ?? [], nextCursor: body.next_cursor ?? null };
    },
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
  });
}

/** A user list, page by page (fetchNextPage loads the next); `search` filters by name, email or phone. */
export function useUserList(kind: UserListKind, search = '') {
  return useInfiniteQuery(listPages<AdminUser>(['admin', 'list', kind], `/superadmin/${kind}`, listKey[kind], search));
}

export function useDeleteRequests(search = '') {
  return useInfiniteQuery(
    listPages<DeleteRequest>(
      ['admin', 'list', 'delete-requests'],
      '/superadmin/delete-requests',
      'deleteRequests',
      search,
    ),
  );
}

export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: async ({ signal }) =>
      (
        await api<{ user: UserDetails }>(
          'GET',
          `/api/superadmin/user-details/${encodeURIComponent(userId)}`,
          undefined,
          { signal },
        )
      ).user,
    retry: false,
  });
}

/** Who referred the user, the friends they referred, and why each referral earned or did not. */
export function useUserReferrals(userId: string) {
  return useQuery({
    queryKey: ['admin', 'user', userId, 'referrals'],
    queryFn: ({ signal }) =>
      api<AdminReferralsResponse>(
        'GET',
        `/api/superadmin/user-details/${encodeURIComponent(userId)}/referrals`,
        undefined,
        { signal },
      ),
    retry: false,
  });
}

export function useUpdateUser(userId: string) {
  const client = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: (body: AdminUpdateUserBody) =>
      api<MessageResponse & { user: AdminUser }>('PUT', `/superadmin/users/${encodeURIComponent(userId)}`, { ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteUser(userId: string) {
  const client = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: () => api<MessageResponse>('DELETE', `/api/superadmin/users/delete/${encodeURIComponent(userId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useLastInterestUpdate() {
  return useQuery({
    queryKey: ['admin', 'interests', 'last-update'],
    queryFn: ({ signal }) => api<LastUpdate>('GET', '/api/interests/last-update', undefined, { signal }),
  });
}

export function useUpdateInterests() {
  const client = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: () => api<MessageResponse>('POST', '/api/interests/update'),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
