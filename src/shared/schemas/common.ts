import { z } from 'zod';
import { COMMON_TEXT } from './common-texts';
import { installValidationMessages } from '../validation-messages';

// Every schema module imports this one, so zod speaks in readable sentences wherever a schema is
// used, and the client's first screen does not have to load zod at all.
installValidationMessages();

/** The body of every error answer, and of answers that only say something; answers that say more extend it. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const email = z
  .string(COMMON_TEXT.invalidEmail)
  .trim()
  .toLowerCase()
  .pipe(z.email(COMMON_TEXT.invalidEmail).max(254, COMMON_TEXT.invalidEmail));

/** A user id as issued by Pamoja (8 readable characters). */
export const userId = z.string().trim().min(1, COMMON_TEXT.userIdRequired).max(64);

/** Text a field must have: trimmed, not empty (else `required`, also when it is not text), at most `max` characters. */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * Whether `text` is a real calendar day written YYYY-MM-DD (not 2026-02-30) of the years 2000–2999:
 * Pamoja holds nothing older, and day arithmetic (a period's next day, a due date's months) stays
 * inside four-digit years.
 */
export function isCalendarDay(text: string): boolean {
  const midnight = new Date(`${text}T00:00:00Z`);
  return (
    /^2\d{3}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(text)
  );
}

/** The params of every route under a user's id (`/…/:userId`). */
export const userIdParams = z.object({ userId });

/** The params of every route under the id of what it reads or changes (`/…/:id`); more ids extend it. */
export const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/** A user's account status: inactive until a confirmed deposit activates it. */
export const accountStatus = z.enum(['active', 'inactive']);

/** A user as an answer names them: the Pamoja user id and the full name. */
export const namedUserFields = { user_id: z.string(), full_name: z.string() };

/** A named user with the ways to reach them (as the superadmin's lists show them). */
export const userContactFields = { ...namedUserFields, email: z.string(), phone: z.string() };

/** A member as a goal's or a community's member list shows them: named, with their profile picture or null. */
export const memberFields = { ...namedUserFields, profile_picture: z.string().nullable() };

export const errorResponses = {
  400: messageResponse,
  401: messageResponse,
  403: messageResponse,
  404: messageResponse,
  409: messageResponse,
  422: messageResponse,
  429: messageResponse,
};
