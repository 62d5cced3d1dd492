import { z } from 'zod';
import { COMMON_TEXT } from './common-texts';

/**
 * The `Idempotency-Key` header every route that moves money takes (docs/decisions/023): the same
 * key for the same request moves the money once, however often it is sent. The client makes one
 * key per attempt (a UUID fits); the server checks it with this schema on every money route.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The 400 answer to a malformed key, the same on every route. */
export const IDEMPOTENCY_KEY_INVALID = COMMON_TEXT.idempotencyKeyInvalid;

/** The 409 answer to a key sent again with a different request, the same on every route. */
export const IDEMPOTENCY_KEY_REUSED = COMMON_TEXT.idempotencyKeyReused;
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';

export const idempotencyKey = z.string(IDEMPOTENCY_KEY_INVALID).regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_INVALID);

/**
 * The headers schema of a money route: the key is optional (without one each request is a new
 * one); the other headers pass through untouched.
 */
export const idempotencyKeyHeaders = z.looseObject({ 'idempotency-key': idempotencyKey.optional() });
