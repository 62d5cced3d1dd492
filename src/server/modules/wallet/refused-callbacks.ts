import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/** Refused (forged or stale) M-Pesa callbacks of this instance: a count, never their bodies. */
export interface RefusedCallbacks {
  readonly total: number;
  note(request: FastifyRequest, kind: string): void;
}

const counters = new WeakMap<AppContext, RefusedCallbacks>();

// Enough of SHA-256 to tell repeated bodies apart in the log, too little to carry their content.
const DIGEST_HEX = 16;

export function refusedCallbacks(ctx: AppContext): RefusedCallbacks {
  let counter = counters.get(ctx);
  if (!counter) {
    let total = 0;
    counter = {
      get total() {
        return total;
      },
      note(request, kind) {
        total += 1;
        const body = JSON.stringify(request.body ?? null);
        const digest = createHash('sha256').update(body).digest('hex').slice(0, DIGEST_HEX);
        request.log.warn(
          { kind, refusedCallbacks: total, digest, bytes: Buffer.byteLength(body) },
          'M-Pesa callback refused: unknown request or wrong token',
        );
      },
    };
    counters.set(ctx, counter);
  }
  return counter;
}

/**
 * The `config` of the routes M-Pesa posts to: public (each checks its own secret token), and
 * MPESA_CALLBACK_RATE_PER_MINUTE calls a minute from one source address.
 */
export function callbackRouteConfig(ctx: AppContext) {
  return {
    access: 'public' as const,
    rateLimit: { max: ctx.config.mpesa.callbackRatePerMinute, timeWindow: '1 minute' },
  };
}
