import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { hashSecret } from '../../auth/tokens';
import { DarajaClient } from '../../mpesa/daraja-client';
import { SIMULATOR_PREFIX } from '../../mpesa/simulator/plugin';

const clients = new WeakMap<AppContext, DarajaClient>();

/** The Daraja client of this server: Safaricom's, or the simulator under the app's own origin. */
export function daraja(ctx: AppContext): DarajaClient {
  let client = clients.get(ctx);
  if (!client) {
    const m = ctx.config.mpesa;
    client = new DarajaClient({
      baseUrl: () => (m.mode === 'simulator' ? `${ctx.publicUrl()}${SIMULATOR_PREFIX}` : (m.baseUrl ?? '')),
      consumerKey: m.consumerKey,
      consumerSecret: m.consumerSecret,
      shortcode: m.shortcode,
      passkey: m.passkey,
      b2cShortcode: m.b2cShortcode,
      b2cInitiator: m.b2cInitiator,
      b2cSecurityCredential: m.b2cSecurityCredential,
      clock: ctx.clock,
      keepAlive: m.mode !== 'simulator',
    });
    clients.set(ctx, client);
  }
  return client;
}

/**
 * The AccountReference of our STK pushes. M-Pesa may also post a paybill confirmation for an STK
 * payment to the same shortcode; one with this account is left to the STK callback (decision 036).
 */
export const STK_ACCOUNT_REFERENCE = 'Pamoja';

export type CallbackKind = 'stk' | 'b2c-result' | 'b2c-timeout' | 'status-result' | 'status-timeout';

/** A callback URL carrying the request's id and its unguessable token. */
export function callbackUrl(ctx: AppContext, kind: CallbackKind, id: string, token: string): string {
  return `${ctx.publicUrl()}/mpesa/callbacks/${kind}/${id}/${token}`;
}

/** Compares a token from a URL with the stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashSecret(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How long a request waits for its callback before the reconciliation job asks Daraja. */
export const RECONCILE_AFTER_MS = 3 * 60 * 1000;

/** The next time to ask again: 1, 2, 4, … minutes, at most an hour apart. */
export function nextQueryAt(now: Date, attempts: number): Date {
  const minutes = Math.min(2 ** Math.min(attempts, 6), 60);
  return new Date(now.getTime() + minutes * 60_000);
}
