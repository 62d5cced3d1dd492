import type { AppContext } from '../../context';
import { nairobiDateTime } from '../../../shared/nairobi-time';
import { readPulledTransactions, type PulledTransaction } from '../../mpesa/reconcile-payloads';
import { daraja } from '../wallet';

/** Pull Transactions answers at most this many per page. */
export const PULL_PAGE = 1000;
/** Pages asked for at once (decision 100): each page's round trip overlaps the next ones'. */
export const PULL_PAGES_AT_ONCE = 4;

/**
 * Every M-Pesa transaction of our shortcodes (STK, B2C, paybill) between `from` and `to`, page
 * after page of 1,000 (four asked for at once, read in order, until a page comes back short), each
 * receipt once (a shortcode may serve two roles).
 */
export async function pullPeriod(ctx: AppContext, from: Date, to: Date): Promise<PulledTransaction[]> {
  const m = ctx.config.mpesa;
  const seen = new Map<string, PulledTransaction>();
  const page = (shortcode: string, offset: number) =>
    daraja(ctx)
      .pullTransactions({ shortcode, startDate: nairobiDateTime(from), endDate: nairobiDateTime(to), offset })
      .then((res) => readPulledTransactions(res.Response));
  for (const shortcode of new Set([m.c2bShortcode, m.shortcode, m.b2cShortcode])) {
    let last = false;
    for (let offset = 0; !last; offset += PULL_PAGE * PULL_PAGES_AT_ONCE) {
      const pages = await Promise.all(
        Array.from({ length: PULL_PAGES_AT_ONCE }, (_, i) => page(shortcode, offset + i * PULL_PAGE)),
      );
      for (const rows of pages) {
        if (last) break;
        for (const t of rows) if (!seen.has(t.receipt)) seen.set(t.receipt, t);
        last = rows.length < PULL_PAGE;
      }
    }
  }
  return [...seen.values()];
}
