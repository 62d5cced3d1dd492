import type { CommunityDetail } from '../../../shared/schemas/communities';

/** A member's name by user id; someone no longer in the community is named by the fallback. */
export function memberNames(c: CommunityDetail, fallback: string): (userId: string | null) => string {
  const names = new Map(c.members.map((m) => [m.user_id, m.full_name]));
  return (userId) => (userId ? (names.get(userId) ?? fallback) : fallback);
}
