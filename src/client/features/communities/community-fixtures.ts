import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';

/** A member as the chama screen reads one, owing nothing; for component tests. */
export const aMember = (
  user_id: string,
  full_name: string,
  role: CommunityMember['role'] = 'member',
): CommunityMember => ({
  user_id,
  full_name,
  profile_picture: null,
  role,
  joined_at: '2026-11-01T09:00:00.000Z',
  contributed: 0,
  dues: 0,
  duesParts: { fines: 0, earlier: 0, current: 0 },
  rotation_position: null,
  holds: [],
});

/** A chama as `GET /api/communities/{id}` answers it, with `overrides` on top; for component tests. */
export const aCommunity = (overrides: Partial<CommunityDetail> = {}): CommunityDetail => ({
  community_id: 'c1',
  name: 'Umoja Chama',
  description: '',
  contributionAmount: 1000,
  frequency: 'monthly',
  firstDueDate: '2026-12-01',
  lateFine: 0,
  rotation: false,
  approvalsRequired: 2,
  loanInterestMonthly: 10,
  loanMultiple: 3,
  myBorrowLimit: 0,
  poolBalance: 4000,
  income: 0,
  myRole: 'member',
  currentCycle: {
    number: 1,
    dueDate: '2026-12-01',
    recipientUserId: null,
    collected: 0,
    expected: 0,
    paidOut: 0,
    owed: 0,
  },
  previousCycle: null,
  members: [],
  ...overrides,
});
