import { z } from 'zod';
import { parseKes } from '../money';
import { idParams, isCalendarDay, memberFields, messageResponse, requiredText, userId } from './common';
import { COMMUNITY_TEXT } from './community-texts';
import { kesAmount } from './kes-amount';
import { guarantorsField, loanMultiple } from './community-guarantees';
import { communityLoanKeyFacts } from './key-facts';

/**
 * Communities (chamas) API (see docs/product/communities.md and docs/decisions/022-communities-model.md).
 * Amounts are KES numbers with at most two decimals; the server keeps integer cents.
 */
export { COMMUNITY_TEXT, COMMUNITY_TEXTS } from './community-texts';

/** The largest amount a community field takes, in KES. */
export const MAX_COMMUNITY_KES = 10_000_000;

const kes = (invalid: string, min: 'positive' | 'zero' = 'positive') =>
  kesAmount({ invalid, min, max: MAX_COMMUNITY_KES, required: invalid });

export const isoDay = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message);

export const communityFrequency = z.enum(['weekly', 'monthly'], { error: COMMUNITY_TEXT.invalidFrequency });
export type CommunityFrequency = z.infer<typeof communityFrequency>;

export const communityRole = z.enum(['chairperson', 'treasurer', 'secretary', 'member']);
export type CommunityRole = z.infer<typeof communityRole>;

/** Roles the chairperson can give (the chairperson is the creator). */
export const assignableRole = z.enum(['treasurer', 'secretary', 'member'], { error: COMMUNITY_TEXT.invalidRole });

export const payoutKind = z.enum(['payout', 'rotation', 'loan', 'share_out']);
export type PayoutKind = z.infer<typeof payoutKind>;

export const payoutStatus = z.enum(['pending', 'paid', 'rejected', 'expired']);
export type PayoutStatus = z.infer<typeof payoutStatus>;

/** Monthly loan interest in percent, at most two decimals (kept as hundredths of a percent). */
const interestPercent = z
  .number({ error: COMMUNITY_TEXT.invalidInterest })
  .min(0, COMMUNITY_TEXT.invalidInterest)
  .max(100, COMMUNITY_TEXT.invalidInterest)
  .refine((v) => parseKes(v).ok, { message: COMMUNITY_TEXT.invalidInterest });

// ---- requests ----

export const createCommunityBody = z.object({
  name: requiredText(COMMUNITY_TEXT.nameRequired, 100, COMMUNITY_TEXT.nameTooLong),
  description: z.string().trim().max(1000, COMMUNITY_TEXT.descriptionTooLong).default(''),
  contributionAmount: kes(COMMUNITY_TEXT.invalidContribution),
  frequency: communityFrequency,
  /** YYYY-MM-DD: cycle 1 falls due on this day. */
  firstDueDate: isoDay(COMMUNITY_TEXT.invalidDate),
  lateFine: kes(COMMUNITY_TEXT.invalidFine, 'zero').default(0),
  rotation: z.boolean({ error: COMMUNITY_TEXT.rotationBoolean }).default(false),
  approvalsRequired: z
    .number({ error: COMMUNITY_TEXT.invalidApprovals })
    .int(COMMUNITY_TEXT.invalidApprovals)
    .min(1, COMMUNITY_TEXT.invalidApprovals)
    .max(3, COMMUNITY_TEXT.invalidApprovals)
    .default(2),
  loanInterestMonthly: interestPercent.default(10),
  loanMultiple: loanMultiple.default(3),
});
export type CreateCommunityBody = z.input<typeof createCommunityBody>;

export const communityMemberParams = idParams.extend({ userId });
export const payoutIdParams = idParams.extend({ payoutId: z.string().trim().max(64) });
export const loanIdParams = idParams.extend({ loanId: z.string().trim().max(64) });

export const roleBody = z.object({ role: assignableRole });
export type RoleBody = z.infer<typeof roleBody>;

/** Either the chairperson's order (every active member once) or `draw: true` for a recorded-seed draw. */
export const rotationBody = z
  .object({
    order: z.array(userId, { error: COMMUNITY_TEXT.invalidOrder }).max(500, COMMUNITY_TEXT.invalidOrder).optional(),
    draw: z.boolean({ error: COMMUNITY_TEXT.invalidOrder }).optional(),
  })
  .refine((v) => (v.order !== undefined) !== (v.draw === true), { message: COMMUNITY_TEXT.invalidOrder });
export type RotationBody = z.infer<typeof rotationBody>;

export const contributionBody = z.object({ amount: kes(COMMUNITY_TEXT.invalidAmount) });
export type ContributionBody = z.input<typeof contributionBody>;

export const payoutBody = z.object({
  amount: kes(COMMUNITY_TEXT.invalidAmount),
  recipientUserId: userId,
  reason: requiredText(COMMUNITY_TEXT.reasonRequired, 500, COMMUNITY_TEXT.reasonTooLong),
});
export type PayoutBody = z.input<typeof payoutBody>;

export const loanBody = z.object({
  amount: kes(COMMUNITY_TEXT.invalidAmount),
  months: z
    .number({ error: COMMUNITY_TEXT.invalidMonths })
    .int(COMMUNITY_TEXT.invalidMonths)
    .min(1, COMMUNITY_TEXT.invalidMonths)
    .max(12, COMMUNITY_TEXT.invalidMonths),
  guarantors: guarantorsField,
});
export type LoanBody = z.input<typeof loanBody>;

export const repayBody = z.object({ amount: kes(COMMUNITY_TEXT.invalidAmount) });
export type RepayBody = z.input<typeof repayBody>;

// ---- responses ----

/** Which community: its id and its name. */
export const namedCommunityFields = { community_id: z.string(), name: z.string() };

/** The parts of a member's dues (KES): unpaid fines, earlier cycles unpaid, what this cycle still needs. */
export const duesParts = z.object({
  fines: z.number(),
  earlier: z.number(),
  current: z.number(),
});
export type DuesPartsView = z.infer<typeof duesParts>;

export const communitySummary = z.object({
  ...namedCommunityFields,
  role: communityRole,
  memberCount: z.number(),
  poolBalance: z.number(),
  /** YYYY-MM-DD: the next cycle's due date. */
  nextDueDate: z.string(),
  /**
   * What I must pay by the current cycle's due date: every cycle up to and including it, plus unpaid
   * fines, less what I paid; negative when paid ahead.
   */
  myDues: z.number(),
  /** The parts of myDues (0 each when paid ahead). */
  myDuesParts: duesParts,
});
export type CommunitySummary = z.infer<typeof communitySummary>;

export const communitiesListResponse = z.object({ communities: z.array(communitySummary) });
export type CommunitiesListResponse = z.infer<typeof communitiesListResponse>;

export const communityMember = z.object({
  ...memberFields,
  role: communityRole,
  joined_at: z.string(),
  /** Everything the member has put in (dues, fines, ahead), less what was returned to them. */
  contributed: z.number(),
  /** What the member must pay by the current cycle's due date (this cycle included); negative when paid ahead. */
  dues: z.number(),
  /** The parts of dues; fines + earlier is what is late (arrears). */
  duesParts,
  /** 1-based place in the merry-go-round, or null. */
  rotation_position: z.number().nullable(),
  /** The accepted guarantees holding part of the member's savings: "KES 2,000 held for Amina's loan" (detail only). */
  holds: z.array(z.object({ borrower_name: z.string(), held: z.number() })).optional(),
});
export type CommunityMember = z.infer<typeof communityMember>;

export const currentCycle = z.object({
  /** The cycle that falls due next (1 before the first due date). */
  number: z.number(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  /** With rotation on, the member who receives this cycle's pot; otherwise null. */
  recipientUserId: z.string().nullable(),
  /** What members have paid towards this cycle so far. */
  collected: z.number(),
  /** Members owing this cycle × the contribution amount. */
  expected: z.number(),
  /** With rotation on, what the recipient has been paid for this cycle (the pot and its top-ups). */
  paidOut: z.number(),
  /** With rotation on, what was collected for this cycle and not yet paid to its recipient; otherwise 0. */
  owed: z.number(),
});
export type CurrentCycle = z.infer<typeof currentCycle>;

/** The cycle before the current one, once it has fallen due; `closing` until the close job has closed it. */
export const previousCycle = currentCycle.extend({ closing: z.boolean() });
export type PreviousCycle = z.infer<typeof previousCycle>;

export const communityDetail = z.object({
  ...namedCommunityFields,
  description: z.string(),
  contributionAmount: z.number(),
  frequency: communityFrequency,
  /** YYYY-MM-DD */
  firstDueDate: z.string(),
  lateFine: z.number(),
  rotation: z.boolean(),
  approvalsRequired: z.number(),
  loanInterestMonthly: z.number(),
  /** A member borrows alone up to this multiple of their savings here (docs/product/communities.md). */
  loanMultiple: z.number(),
  /** What the caller may borrow here without guarantors now: the multiple of their free savings, less what they owe. */
  myBorrowLimit: z.number(),
  poolBalance: z.number(),
  /** The community's income so far: loan interest received and fines paid. */
  income: z.number(),
  /** The caller's role. */
  myRole: communityRole,
  currentCycle,
  /** Null before the first due date has passed. */
  previousCycle: previousCycle.nullable(),
  members: z.array(communityMember),
});
export type CommunityDetail = z.infer<typeof communityDetail>;

export const communityResponse = z.object({ community: communityDetail });
export type CommunityResponse = z.infer<typeof communityResponse>;
export const createCommunityResponse = messageResponse.extend({ community: communityDetail });

export const roleResponse = messageResponse.extend({ member: communityMember });

/** What changed the rotation order: the chairperson set it, drew it, a member joined (placed last) or left. */
export const rotationChange = z.enum(['set', 'draw', 'joined', 'left']);
export type RotationChange = z.infer<typeof rotationChange>;

export const rotationLogEntry = z.object({
  /** The whole order after this change: user ids, first receives first. */
  order: z.array(z.string()),
  set_by: z.string(),
  /** For a draw: the seed, so any member can recompute the order (docs/decisions/022-communities-model.md). */
  seed: z.string().nullable(),
  created_at: z.string(),
  change: rotationChange,
});
export const rotationResponse = z.object({
  order: z.array(z.string()),
  log: z.array(rotationLogEntry),
});
export type RotationResponse = z.infer<typeof rotationResponse>;

export const contributionResponse = messageResponse.extend({
  contribution: z.object({ contribution_id: z.string(), amount: z.number() }),
  /** What the member must pay by the current cycle's due date after this payment (negative: paid ahead). */
  dues: z.number(),
  duesParts,
  poolBalance: z.number(),
});
export type ContributionResponse = z.infer<typeof contributionResponse>;

export const payoutView = z.object({
  payout_id: z.string(),
  kind: payoutKind,
  amount: z.number(),
  /** Null for a share-out, which pays every member. */
  recipient_user_id: z.string().nullable(),
  reason: z.string(),
  status: payoutStatus,
  proposed_by: z.string().nullable(),
  /**
   * Who signed: while pending, the officials whose approval counts now (never the proposer's nor the
   * recipient's); once decided, those whose approval counted at that moment (decision 057).
   */
  approvals: z.array(z.string()),
  rejected_by: z.string().nullable(),
  required: z.number(),
  /** The rotation cycle it pays, or null. */
  cycle: z.number().nullable(),
  /** For a loan request: its months. */
  months: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

export const payoutResponse = messageResponse.extend({ payout: payoutView });
export type PayoutResponse = z.infer<typeof payoutResponse>;
export const payoutsResponse = z.object({ payouts: z.array(payoutView) });
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

export const loanStatus = z.enum(['active', 'repaid', 'recovered']);
export const communityLoanView = z.object({
  loan_id: z.string(),
  user_id: z.string(),
  principal: z.number(),
  interest: z.number(),
  /** principal + interest, never above twice the principal. */
  total: z.number(),
  repaid: z.number(),
  outstanding: z.number(),
  months: z.number(),
  /** YYYY-MM-DD */
  due_date: z.string(),
  status: loanStatus,
  created_at: z.string(),
  /** The key facts quoted when the loan was asked for (null for loans before them). */
  key_facts: communityLoanKeyFacts.nullable(),
});
export type CommunityLoanView = z.infer<typeof communityLoanView>;
export const loansResponse = z.object({ loans: z.array(communityLoanView) });
export type CommunityLoansResponse = z.infer<typeof loansResponse>;
export const repayResponse = messageResponse.extend({ loan: communityLoanView });

export const leaveResponse = messageResponse.extend({ refunded: z.number() });
