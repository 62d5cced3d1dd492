import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { getSession } from './session';

export interface ProfileResponse {
  name: string;
  phone: string;
  email: string;
  /** A URL under /api/uploads/, or null when the user has no picture. */
  profile_picture: string | null;
}

/** The signed-in user's profile (`GET /api/profiles/{userId}`). */
export function useProfile() {
  const userId = getSession()?.userId ?? '';
  return useQuery({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => api<ProfileResponse>('GET', `/api/profiles/${encodeURIComponent(userId)}`, undefined, { signal }),
    enabled: userId !== '',
  });
}
