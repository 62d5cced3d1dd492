import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answer serializer of the hottest routes (decision 046). It does what the app's serializer
 * (fastify-type-provider-zod's) does — the answer is checked against its zod schema, a mismatch is
 * a 500, and only the schema's own fields are sent — but checks in zod's parse direction, for which
 * zod compiles an object schema to a fast path: about 1 µs an answer instead of 4–5 µs. Only for
 * response schemas of plain values (no codecs, transforms or pipes), where parsing and encoding
 * give the same result.
 */
export const plainSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: a response schema that is not a zod schema`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
