import type { z } from 'zod';
import { errorResponses } from '../../shared/schemas/common';

/**
 * A route's `schema.response`: `schema` for its 200, and the error answers every route shares
 * (`errorResponses`, each a `{ message }`).
 */
export function ok<T extends z.ZodType>(schema: T) {
  return { 200: schema, ...errorResponses };
}

/** The same for a route that answers 201 (it created something). */
export function created<T extends z.ZodType>(schema: T) {
  return { 201: schema, ...errorResponses };
}

/** The status of a create that a client key makes safe to repeat: 201 when it made the row, 200 when it answers a replay. */
export const createdOrReplayed = (created: boolean): 201 | 200 => (created ? 201 : 200);

/**
 * A service's page in the API's list shape (the schemas' `listPage`): its rows under the name
 * `named` gives them, and the cursor of the next page.
 */
export function listPageOf<Row, Rows extends object>(
  page: { items: Row[]; nextCursor: string | null },
  named: (items: Row[]) => Rows,
) {
  return { ...named(page.items), next_cursor: page.nextCursor };
}
