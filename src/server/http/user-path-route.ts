import type { z } from 'zod';
import { errorResponses, userIdParams } from '../../shared/schemas/common';

/**
 * The `config` and `schema` of a route about the user its path names (`…/:userId`): that user may
 * call it and the superadmin read it (access `self`); it answers `ok` with 200, or an error.
 */
export function userPathRoute<Ok extends z.ZodType>(tags: string[], ok: Ok, description?: string) {
  return {
    config: { access: { self: ['params.userId' as const] } },
    schema: {
      tags,
      ...(description ? { description } : {}),
      params: userIdParams,
      response: { 200: ok, ...errorResponses },
    },
  };
}
