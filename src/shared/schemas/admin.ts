import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import { email, userId } from './common';

/** Superadmin console and interest API (spec §7 "Superadmin" and the interests calls). */

export const MAX_ADMIN_BALANCE_KES = 100_000_000;
export const MAX_LOAN_LIMIT_KES = 10_000_000;

const kes = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .refine(Number.isFinite, `${what} must be a number.`)
    .refine(hasAtMostTwoDecimals, `${what} can have at most two decimals.`)
    .refine((v) => v <= max, `${what} is too large.`);

/** A Kenyan phone as the admin types it (07…/01… or 2547…/2541…, optional +); stored as 254XXXXXXXXX. */
export const adminPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^(?:\+?254|0)[17]\d{8}$/.test(v), 'Please enter a valid phone number (10 digits starting 07 or 01).')
  .transform((v) => `254${v.replace(/^(?:\+?254|0)/, '')}`);

export const adminUserParams = z.object({ user_id: userId });
export const adminUserIdParams = z.object({ userId });

export const adminUpdateUserBody = z.object({
  full_name: z.string().trim().min(1, 'Please enter a name.').max(120, 'The name is too long.'),
  email,
  phone: adminPhone,
  balance: kes('Balance', MAX_ADMIN_BALANCE_KES),
  loan_limit: kes('Loan limit', MAX_LOAN_LIMIT_KES).refine((v) => v >= 0, 'Loan limit cannot be negative.'),
  /** Why the balance changed; kept on the adjustment entry and in the audit log. */
  reason: z.string().trim().max(500, 'The reason is too long.').optional(),
});
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBody>;

export const adminUser = z.object({
  id: z.string(),
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number(),
  loan_limit: z.number(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const usersResponse = z.object({ users: z.array(adminUser) });
export const activeUsersResponse = z.object({ activeUsers: z.array(adminUser) });
export const inactiveUsersResponse = z.object({ inactiveUsers: z.array(adminUser) });
export const incompleteRegistrationsResponse = z.object({ incompleteRegistrations: z.array(adminUser) });
export const deleteRequest = adminUser.extend({ delete_request_date: z.string() });
export type DeleteRequest = z.infer<typeof deleteRequest>;
export const deleteRequestsResponse = z.object({ deleteRequests: z.array(deleteRequest) });

export const userDetails = adminUser.extend({
  front_id_path: z.string().nullable(),
  back_id_path: z.string().nullable(),
  account_status: z.enum(['active', 'inactive']),
  registration_step: z.number(),
  goal_savings: z.number(),
  created_at: z.string(),
  delete_request_date: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetails>;
export const userDetailsResponse = z.object({ user: userDetails });
export const updateUserResponse = z.object({ message: z.string(), user: adminUser });

/** Week-over-week growth in percent (null when it grew from nothing a week ago). */
const growth = z.number().nullable();

export const totalsResponse = z.object({
  totalUsers: z.number(),
  totalSavings: z.number(),
  totalGoals: z.number(),
  totalFeedbacks: z.number(),
  totalSupportMessages: z.number(),
  totalAccountInfoRequests: z.number(),
  /** Sum of every user's wallet (the withdrawable balance). */
  totalWalletBalance: z.number(),
  /** Sum of every member's goal shares. */
  totalGoalShares: z.number(),
  /** Loan fees earned (Pamoja's revenue). */
  totalRevenue: z.number(),
  loansOutstanding: z.number(),
  activeUsers: z.number(),
  inactiveUsers: z.number(),
  /** Users with savings above zero. */
  totalInvestors: z.number(),
  /** Members holding a positive goal share. */
  shareholders: z.number(),
  interestPaid: z.number(),
  growth: z.object({ users: growth, wallet: growth, goalShares: growth, revenue: growth }),
});
export type Totals = z.infer<typeof totalsResponse>;

export const registrationRange = z.enum(['day', 'week', 'month', 'year'], { error: 'Range must be day, week, month or year.' });
export type RegistrationRange = z.infer<typeof registrationRange>;
export const registrationsQuery = z.object({ range: registrationRange.default('month') });
export const registrationsResponse = z.object({
  range: registrationRange,
  /** Buckets in Nairobi time, oldest first: start is 'YYYY-MM-DDTHH:mm' local time. */
  points: z.array(z.object({ start: z.string(), count: z.number() })),
});
export type Registrations = z.infer<typeof registrationsResponse>;

export const lastUpdateResponse = z.object({ lastUpdate: z.string().nullable() });
export type LastUpdate = z.infer<typeof lastUpdateResponse>;

export const performancePeriod = z.enum(['3months', '6months', '1year', '2years']);
export type PerformancePeriod = z.infer<typeof performancePeriod>;
export const performanceResponse = z.object({
  performance: z.array(z.object({ period: performancePeriod, interest: z.number(), total: z.number() })),
});
export type Performance = z.infer<typeof performanceResponse>;
