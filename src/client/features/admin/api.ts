import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { MessageResponse } from '../../../shared/schemas/common';
import { api } from '../../lib/api';

/** The superadmin console's server calls (spec §7 "Superadmin" and the interests calls). */

export function useTotals() {
  return useQuery({ queryKey: ['admin', 'totals'], queryFn: ({ signal }) => api<Totals>('GET', '/superadmin/totals', undefined, { signal }) });
}

export function useRegistrations(range: RegistrationRange) {
  return useQuery({
    queryKey: ['admin', 'registrations', range],
    queryFn: ({ signal }) => api<Registrations>('GET', `/superadmin/registrations?range=${range}`, undefined, { signal }),
  });
}

export type UserListKind = 'users' | 'active-users' | 'inactive-users' | 'incomplete-registrations';
const listKey: Record<UserListKind, string> = {
  users: 'users',
  'active-users': 'activeUsers',
  'inactive-users': 'inactiveUsers',
  'incomplete-registrations': 'incompleteRegistrations',
};

export function useUserList(kind: UserListKind) {
  return useQuery({
    queryKey: ['admin', 'list', kind],
    queryFn: async ({ signal }) => {
      const body = await api<Record<string, AdminUser[]>>('GET', `/superadmin/${kind}`, undefined, { signal });
      return body[listKey[kind]] ?? [];
    },
  });
}

export function useDeleteRequests() {
  return useQuery({
    queryKey: ['admin', 'list', 'delete-requests'],
    queryFn: async ({ signal }) => (await api<{ deleteRequests: DeleteRequest[] }>('GET', '/superadmin/delete-requests', undefined, { signal })).deleteRequests,
  });
}

export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: async ({ signal }) => (await api<{ user: UserDetails }>('GET', `/api/superadmin/user-details/${encodeURIComponent(userId)}`, undefined, { signal })).user,
    retry: false,
  });
}

export function useUpdateUser(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUpdateUserBody) => api<MessageResponse & { user: AdminUser }>('PUT', `/superadmin/users/${encodeURIComponent(userId)}`, { ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteUser(userId: string) {
  const client = useQueryClient();
  return useMutation({
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
  return useMutation({
    mutationFn: () => api<MessageResponse>('POST', '/api/interests/update'),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
