import { createHmac } from 'node:crypto';
import { PAYBILL_PREFIX } from './simulator/callback-url';

export type PaybillCallback = 'validation' | 'confirmation';

/**
 * The secret in the paybill's URLs (decision 036): derived from the Daraja consumer secret and the
 * shortcode, so every instance knows it without storing it, and nobody without the secret can
 * guess it. Daraja refuses URLs containing "mpesa", hence /paybill/.
 */
export function paybillTokenFor(m: { consumerSecret: string; c2bShortcode: string }): string {
  return createHmac('sha256', m.consumerSecret)
    .update(`paybill-urls:${m.c2bShortcode}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The path of a paybill callback under the app's origin. */
export function paybillPath(m: { consumerSecret: string; c2bShortcode: string }, kind: PaybillCallback): string {
  return `${PAYBILL_PREFIX}c2b/${kind}/${paybillTokenFor(m)}`;
}
