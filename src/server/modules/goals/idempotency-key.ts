import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../errors';

/**
 * The client's `Idempotency-Key` header (so that a double click or a retried request moves money
 * once), or a fresh key when the client sent none.
 */
export function idempotencyKey(request: FastifyRequest): string {
  return clientIdempotencyKey(request) ?? randomUUID();
}

/** The client's `Idempotency-Key` header, or null when it sent none. */
export function clientIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_.:-]{8,100}$/.test(raw)) {
    throw new BadRequestError('The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :');
  }
  return raw;
}
