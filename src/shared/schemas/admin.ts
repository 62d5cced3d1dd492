import { z } from 'zod';
import { normalizeKenyanPhone } from '../phone';
import { accountStatus, email, messageResponse, userContactFields, userId } from './common';
import { kesAmount } from './kes-amount';
import { ADMIN_TEXT, MAX_LIST_LIMIT } from './admin-texts';

/** Superadmin console and interest API (see docs/product/console.md). */

export const MAX_ADMIN_BALANCE_KES = 100_000_000;
export const MAX_LOAN_LIMIT_KES = 10_000_000;

/** A KES amount the superadmin types: a whole number of cents from 0 up to `max`. */
const kes = (what: string, max: number, negative: string) =>
  kesAmount({
    invalid: `${what} must be a number.`,
    min: 'zero',
    max,
    decimals: `${what} can have at most two decimals.`,
    tooLarge: `${what} is too large.`,
    tooSmall: negative,
  });

/** A Kenyan phone as the admin types it (any form src/shared/phone.ts accepts); stored as 254XXXXXXXXX. */
export const adminPhone = z.string().transform((v, ctx) => {
  const normalized = normalizeKenyanPhone(v);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: ADMIN_TEXT.phoneInvalid });
    return z.NEVER;
  }
  return normalized;
});

export const adminUserParams = z.object({ user_id: userId });

export const BALANCE_NEGATIVE = ADMIN_TEXT.balanceNegative;

/**
 * The spec's fields, plus `expected_balance` and `reason`. The balance is optional: a client that
 * changes it also sends the balance it loaded, so an edit made on a page opened before the user's
 * money moved cannot write the old figure back (the server answers 409 and nothing changes).
 */
export const adminUpdateUserBody = z
  .object({
    full_name: z.string().trim().min(1, ADMIN_TEXT.nameRequired).max(120, ADMIN_TEXT.nameTooLong),
    email,
    phone: adminPhone,
    balance: kes('Balance', MAX_ADMIN_BALANCE_KES, BALANCE_NEGATIVE)
      .optional()
      .describe('The new wallet balance; leave out to keep the balance as it is.'),
    expected_balance: kes('The loaded balance', MAX_ADMIN_BALANCE_KES, BALANCE_NEGATIVE)
      .optional()
      .describe(
        'The balance the edit form loaded; a change of balance is applied only while the wallet still holds it.',
      ),
    loan_limit: kes('Loan limit', MAX_LOAN_LIMIT_KES, ADMIN_TEXT.loanLimitNegative),
    /** Why the balance changed; kept on the adjustment entry and in the audit log. */
    reason: z.string().trim().max(500, ADMIN_TEXT.reasonTooLong).optional(),
  })
  .refine((b) => b.expected_balance === undefined || b.balance !== undefined, {
    message: ADMIN_TEXT.expectedWithBalance,
  });
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBody>;

export const adminUser = z.object({
  id: z.string(),
  ...userContactFields,
  balance: z.number(),
  loan_limit: z.number(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Most rows one page of a user list may ask for; also the page size when `limit` is left out (admin-texts.ts). */
export { MAX_LIST_LIMIT };

/** Where a page of a user list ends: the last row's created_at (microseconds, UTC) and id. */
export interface ListCursor {
  createdAt: string;
  id: string;
}

const CURSOR_TEXT = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~(.{1,64})$/s;

/** The opaque cursor: base64url of `<created_at>~<id>`. */
export function encodeListCursor(c: ListCursor): string {
  const bytes = new TextEncoder().encode(`${c.createdAt}~${c.id}`);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor's position, or null when it is not one this server made (a real instant, an id). */
export function decodeListCursor(text: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let plain: string;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    plain = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    return null;
  }
  const m = CURSOR_TEXT.exec(plain);
  if (!m?.[1] || !m[2]) return null;
  const createdAt = m[1];
  const instant = new Date(createdAt);
  // Refuse impossible dates (31 February, hour 25): the instant must read back as written.
  if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 23) !== createdAt.slice(0, 23)) return null;
  return { createdAt, id: m[2] };
}

/** ?limit, ?cursor and ?q of the superadmin's user lists; none of them: the newest MAX_LIST_LIMIT rows, as before paging. */
export const userListQuery = z.object({
  limit: z.coerce
    .number({ error: ADMIN_TEXT.limit })
    .int(ADMIN_TEXT.limit)
    .min(1, ADMIN_TEXT.limit)
    .max(MAX_LIST_LIMIT, ADMIN_TEXT.limit)
    .default(MAX_LIST_LIMIT)
    .describe(`Rows per page, 1 to ${MAX_LIST_LIMIT} (default ${MAX_LIST_LIMIT}).`),
  cursor: z
    .string({ error: ADMIN_TEXT.cursorInvalid })
    .transform((text, ctx) => {
      const cursor = decodeListCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: ADMIN_TEXT.cursorInvalid });
        return z.NEVER;
      }
      return cursor;
    })
    .optional()
    .describe("The previous page's next_cursor; leave out for the first (newest) page."),
  /** Part of a name, email or phone (07…, 254…), case-insensitive. */
  q: z
    .string({ error: ADMIN_TEXT.searchInvalid })
    .trim()
    .max(100, ADMIN_TEXT.searchTooLong)
    .optional()
    .describe('Part of a name or email (any case) or of a phone (07…, 254…, +254…).'),
});
export type UserListQuery = z.output<typeof userListQuery>;

const nextCursor = z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page.');
/** One page of a list read with userListQuery: the list under its spec field, then where the next page starts. */
export const listPage = <Rows extends z.ZodRawShape>(rows: Rows) => z.object({ ...rows, next_cursor: nextCursor });

export const usersResponse = listPage({ users: z.array(adminUser) });
export const activeUsersResponse = listPage({ activeUsers: z.array(adminUser) });
export const inactiveUsersResponse = listPage({ inactiveUsers: z.array(adminUser) });
/** An incomplete registration also says when it is erased if still not completed (REGISTRATION_PURGE_DAYS after step 1). */
export const incompleteRegistration = adminUser.extend({
  purge_at: z.string().describe('When this registration is erased unless completed first.'),
});
export type IncompleteRegistration = z.infer<typeof incompleteRegistration>;
export const incompleteRegistrationsResponse = listPage({ incompleteRegistrations: z.array(incompleteRegistration) });
export const deleteRequest = adminUser.extend({ delete_request_date: z.string() });
export type DeleteRequest = z.infer<typeof deleteRequest>;
export const deleteRequestsResponse = listPage({ deleteRequests: z.array(deleteRequest) });

export const userDetails = adminUser.extend({
  front_id_path: z.string().nullable(),
  back_id_path: z.string().nullable(),
  account_status: accountStatus,
  registration_step: z.number(),
  goal_savings: z.number(),
  created_at: z.string(),
  delete_request_date: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetails>;
export const userDetailsResponse = z.object({ user: userDetails });
export const updateUserResponse = messageResponse.extend({ user: adminUser });
/** A refused edit; `stale_balance` tells the console to offer a reload. */
export const updateUserConflict = messageResponse.extend({ code: z.string().optional() });

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
  /** Users holding at least one Pamoja share. */
  totalInvestors: z.number(),
  /** Members holding a positive goal share. */
  shareholders: z.number(),
  interestPaid: z.number(),
  /** Pamoja shares offered in all (sold + unsold): a count of shares, not money. */
  totalShares: z.number(),
  /** Shares sold to users. */
  boughtShares: z.number(),
  /** Price of one share now, KES. */
  sharePrice: z.number(),
  /** Share capital (what holders paid for their shares), KES. */
  totalInvestments: z.number(),
  /** Income − expenses − dividends paid, read from the ledger, KES. */
  retainedIncome: z.number(),
  growth: z.object({ users: growth, wallet: growth, goalShares: growth, revenue: growth }),
});
export type Totals = z.infer<typeof totalsResponse>;

export const registrationRange = z.enum(['day', 'week', 'month', 'year'], {
  error: ADMIN_TEXT.range,
});
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
