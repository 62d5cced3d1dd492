import { useQuery } from '@tanstack/react-query';
import type { ReservesProofResponse, ReservesResponse } from '../../../shared/schemas/reserves';
import { api } from '../../lib/api';
import { userQuery } from '../../lib/user-query';

/** GET /api/reserves: public, no sign-in. */
export const useReserves = () =>
  useQuery({
    queryKey: ['reserves'],
    queryFn: ({ signal }) => api<ReservesResponse>('GET', '/api/reserves', undefined, { signal }),
  });

/** GET /api/users/{userId}/reserves-proof: the signed-in user's own proof. */
export const useReservesProof = () =>
  useQuery({
    ...userQuery<ReservesProofResponse>('reserves-proof', (id) => `/api/users/${id}/reserves-proof`),
    retry: false,
  });
