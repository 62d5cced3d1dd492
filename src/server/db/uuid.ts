import { NotFoundError, type Refusal } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be cast `::uuid`: checked first, since a malformed id in a query is a server error, not a 404. */
export const isUuid = (text: string): boolean => UUID.test(text);

/** An id from a path as the row's uuid (lower case), or 404 with `message` for anything that cannot be one. */
export function uuidOr404(raw: string, message: Refusal): string {
  if (!isUuid(raw)) throw new NotFoundError(message);
  return raw.toLowerCase();
}
