import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED_CODE, idempotencyKeyHeaders } from '../../shared/schemas/idempotency-key';
import { ConflictError } from '../errors';
import { COMMON_TEXTS } from '../../shared/schemas/common-texts';

/**
 * One Idempotency-Key behaviour for every route that moves money (docs/decisions/023-one-idempotency-key.md).
 *
 * 1. The route declares `schema: { headers: idempotencyKeyHeaders, … }`: a malformed key is a 400
 *    with the same message everywhere, and `request.headers['idempotency-key']` is then typed
 *    `string | undefined` (without the schema it is not, so a route cannot skip the check).
 * 2. The service stores its effect under the key, scoped to the caller and the route's target (the
 *    ledger entry's key, or the business row's unique key). No key: a fresh one, a new request.
 * 3. The same key again: if the request matches the first (its money: amount, and the phone where
 *    it names one), answer with the first request's result and move nothing; otherwise throw
 *    `IdempotencyKeyReusedError` (409, the same message everywhere).
 */
export { idempotencyKeyHeaders };

/** A key sent again with a different request: 409, nothing moves. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super(COMMON_TEXTS.idempotencyKeyReused, IDEMPOTENCY_KEY_REUSED_CODE);
  }
}

/** The client's key, or a fresh one when it sent none (then this request cannot be replayed). */
export function keyOrFresh(clientKey: string | undefined): string {
  return clientKey ?? randomUUID();
}
