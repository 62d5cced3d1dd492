import { z } from 'zod';
import { isCalendarDay, memberFields, messageResponse, namedUserFields, requiredText, userId } from './common';
import { kesAmount } from './kes-amount';
import { GOALS_TEXT } from './goals-texts';
import { imageFile } from './image-file';

export { GOALS_TEXT, GOALS_TEXTS } from './goals-texts';

/** Goals API (see docs/product/goals.md). Multipart fields arrive as strings; JSON bodies may carry numbers. */
export const REQUIRED_FIELDS = GOALS_TEXT.requiredFields;
export const DEPOSIT_NOT_POSITIVE = GOALS_TEXT.depositNotPositive;
export const INVALID_AMOUNT = GOALS_TEXT.invalidAmount;
export const INVALID_CONTRIBUTION = GOALS_TEXT.invalidContribution;
export const INVALID_TARGET = GOALS_TEXT.invalidTarget;
export const MEMBER_ID_REQUIRED = GOALS_TEXT.memberIdRequired;
export const MAX_GOAL_KES = 100_000_000;

const requiredField = (max: 100 | 1000) =>
  requiredText(REQUIRED_FIELDS, max, max === 100 ? GOALS_TEXT.titleTooLong : GOALS_TEXT.descriptionTooLong);

/** A KES amount as a number or numeric text, within a goal's bounds (one message per field). */
const kes = (message: string, opts: { min: 'positive' | 'zero'; requiredMessage?: string }) =>
  kesAmount({
    invalid: message,
    min: opts.min,
    max: MAX_GOAL_KES,
    text: true,
    ...(opts.requiredMessage ? { required: opts.requiredMessage } : {}),
  });

const isoDate = z
  .string({ error: REQUIRED_FIELDS })
  .trim()
  .min(1, REQUIRED_FIELDS)
  .refine(isCalendarDay, GOALS_TEXT.invalidDate);

const imageBytes = imageFile();

export const createGoalBody = z.object({
  user_id: userId,
  title: requiredField(100),
  target_amount: kes(INVALID_TARGET, { min: 'positive', requiredMessage: REQUIRED_FIELDS }),
  end_date: isoDate,
  description: requiredField(1000),
  deposit: kes(DEPOSIT_NOT_POSITIVE, { min: 'zero' }).optional(),
  image: imageBytes.optional(),
});
export type CreateGoalBody = z.infer<typeof createGoalBody>;

export const editGoalBody = z.object({
  title: requiredField(100),
  description: requiredField(1000),
  target_amount: kes(INVALID_TARGET, { min: 'positive', requiredMessage: REQUIRED_FIELDS }),
  end_date: isoDate,
  image: imageBytes.optional(),
});
export type EditGoalBody = z.infer<typeof editGoalBody>;

export const goalIdParams = z.object({ goalId: z.string().max(64) });
export const goalMemberParams = z.object({ goalId: z.string().max(64), userId: z.string().max(64) });
export const goalQuery = z.object({ userId: z.string().max(64).optional() });

export const addMemberBody = z.object({
  userId: requiredText(MEMBER_ID_REQUIRED, 64, GOALS_TEXT.noSuchUser),
});
export const contributeBody = z.object({ userId, contributionAmount: kes(INVALID_CONTRIBUTION, { min: 'positive' }) });
export const withdrawBody = z.object({ userId, amount: kes(INVALID_AMOUNT, { min: 'positive' }) });

export const goalRole = z.enum(['admin', 'member']);
export type GoalRole = z.infer<typeof goalRole>;

export const goalSummary = z.object({
  goal_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** `/api/uploads/<id>` or null. */
  image_path: z.string().nullable(),
  target_amount: z.number(),
  saved_amount: z.number(),
  /** YYYY-MM-DD */
  end_date: z.string(),
  goalRole: goalRole,
  memberCount: z.number(),
});
export type GoalSummary = z.infer<typeof goalSummary>;

export const goalMember = z.object({
  ...memberFields,
  /** The member's current share of the goal. */
  saved_amount: z.number(),
  /** Everything the member has put in since joining. */
  contribution: z.number(),
  joined_at: z.string(),
  goal_role: goalRole,
});
export type GoalMember = z.infer<typeof goalMember>;

export const goalDetail = goalSummary.extend({ members: z.array(goalMember) });
export type GoalDetail = z.infer<typeof goalDetail>;

export const goalsListResponse = z.object({ allocatedFunds: z.number(), goals: z.array(goalSummary) });
export type GoalsListResponse = z.infer<typeof goalsListResponse>;
export const goalResponse = z.object({ goal: goalDetail });
export type GoalResponse = z.infer<typeof goalResponse>;
export const createGoalResponse = messageResponse.extend({ goal: goalDetail });
export const addMemberResponse = messageResponse.extend({
  member: z.object(namedUserFields),
});
export type AddMemberResponse = z.infer<typeof addMemberResponse>;
