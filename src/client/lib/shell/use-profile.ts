import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../user-query';

export interface ProfileResponse {
  name: string;
  phone: string;
  email: string;
  /** A URL under /api/uploads/, or null when the user has no picture. */
  profile_picture: string | null;
}

/** The signed-in user's profile (`GET /api/profiles/{userId}`). */
export function useProfile() {
  return useQuery(userQuery<ProfileResponse>('profile', (id) => `/api/profiles/${id}`));
}
