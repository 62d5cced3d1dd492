import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Job } from '../../module';
import { DarajaError } from '../../mpesa/daraja-errors';
import { type PaybillCallback, paybillPath, paybillTokenFor } from '../../mpesa/paybill-token';
import { finishPendingCommunityPayments } from './c2b-confirm';
import { daraja } from './mpesa-gateway';

export function paybillToken(ctx: AppContext): string {
  return paybillTokenFor(ctx.config.mpesa);
}

export function paybillUrl(ctx: AppContext, kind: PaybillCallback): string {
  return `${ctx.publicUrl()}${paybillPath(ctx.config.mpesa, kind)}`;
}

export function paybillTokenOk(ctx: AppContext, token: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(paybillToken(ctx));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Registers the validation and confirmation URLs with M-Pesa for MPESA_C2B_SHORTCODE. ResponseType
 * Cancelled: when our validation URL cannot answer, M-Pesa refuses the payment rather than taking
 * money we could not check.
 */
export async function registerPaybillUrls(ctx: AppContext): Promise<void> {
  await daraja(ctx).registerUrl({
    shortcode: ctx.config.mpesa.c2bShortcode,
    validationUrl: paybillUrl(ctx, 'validation'),
    confirmationUrl: paybillUrl(ctx, 'confirmation'),
    responseType: 'Cancelled',
  });
  ctx.log.info({ shortcode: ctx.config.mpesa.c2bShortcode }, 'paybill URLs registered with M-Pesa');
}

const registered = new WeakSet<AppContext>();

/**
 * Registers the URLs soon after start-up (the simulator answers only once the server listens),
 * retrying while M-Pesa cannot be reached (a refusal is logged once); and finishes community payments an instance left
 * half done.
 */
export const paybillJob: Job = {
  name: 'paybill',
  everyMs: 5_000,
  run: async (ctx) => {
    if (!registered.has(ctx)) {
      try {
        await registerPaybillUrls(ctx);
        registered.add(ctx);
      } catch (err) {
        // Daraja refused (live shortcodes take a registration once; a change goes through Safaricom):
        // say so once rather than every few seconds. No answer at all: try again.
        if (err instanceof DarajaError) {
          registered.add(ctx);
          ctx.log.warn({ err }, 'M-Pesa refused to register the paybill URLs (already registered?)');
        } else ctx.log.warn({ err }, 'paybill URL registration failed; will try again');
      }
    }
    await finishPendingCommunityPayments(ctx);
  },
};
