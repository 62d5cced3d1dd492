import type { AppContext } from '../../context';
import { nairobiDateTime } from '../../../shared/nairobi-time';
import { readPulledTransactions, type PulledTransaction } from '../../mpesa/reconcile-payloads';
import { daraja } from '../wallet';

/** Pull Transactions answers at most this many per page. */
export const PULL_PAGE = 1000;

/**
 * Every M-Pesa transaction of our shortcodes (STK, B2C, paybill) between `from` and `to`, page
 * after page of 1,000, each receipt once (a shortcode may serve two roles).
 */
export async function pullPeriod(ctx: AppContext, from: Date, to: Date): Promise<PulledTransaction[]> {
  const m = ctx.config.mpesa;
  const seen = new Map<string, PulledTransaction>();
  for (const shortcode of new Set([m.c2bShortcode, m.shortcode, m.b2cShortcode])) {
    for (let offset = 0; ; offset += PULL_PAGE) {
      const res = await daraja(ctx).pullTransactions({
        shortcode,
        startDate: nairobiDateTime(from),
        endDate: nairobiDateTime(to),
        offset,
      });
      const page = readPulledTransactions(res.Response);
      for (const t of page) if (!seen.has(t.receipt)) seen.set(t.receipt, t);
      if (page.length < PULL_PAGE) break;
    }
  }
  return [...seen.values()];
}
