import { nairobiDateTime } from '../../../shared/nairobi-time';
import type { PullTransaction } from '../daraja-types';

/** A payment the simulated M-Pesa took (into the business) or made (out of it). */
export interface RecordedPayment {
  /** The business shortcode that took or made it. */
  shortcode: string;
  receipt: string;
  at: Date;
  msisdn: string;
  /** As Pull Transactions names it. */
  type: 'CustomerPayBillOnline' | 'PayBill' | 'BusinessPayment';
  billReference: string;
  /** Whole shillings; positive taken, negative paid out. */
  amountKes: number;
}

/** Pull Transactions' page size. */
export const PULL_PAGE = 1000;

/**
 * The simulated M-Pesa's own books: every payment it took and made, in order. The float it reports
 * is their sum from an opening float of 0; Pull Transactions reads them back (docs/product/proof.md).
 */
export class SimulatorRecord {
  private readonly payments: Array<RecordedPayment & { local: string }> = [];
  private float = 0n;
  private lastQuery: { key: string; rows: RecordedPayment[] } | undefined;

  add(p: RecordedPayment): void {
    this.payments.push({ ...p, local: nairobiDateTime(p.at) });
    this.float += BigInt(p.amountKes) * 100n;
    this.lastQuery = undefined;
  }

  /** The float in cents: opening 0, plus what was taken, less what was paid out. */
  floatCents(): bigint {
    return this.float;
  }

  /** One page of the payments between two Nairobi wall-clock times ('YYYY-MM-DD HH:MM:SS', both included). */
  page(shortcode: string, start: string, end: string, offset: number): PullTransaction[] {
    const key = `${shortcode}|${start}|${end}`;
    if (this.lastQuery?.key !== key)
      this.lastQuery = {
        key,
        rows: this.payments.filter((p) => p.shortcode === shortcode && p.local >= start && p.local <= end),
      };
    return this.lastQuery.rows.slice(offset, offset + PULL_PAGE).map((p) => ({
      TransactionID: p.receipt,
      TrxDate: p.at.toISOString(),
      Msisdn: p.msisdn,
      TransactionType: p.type,
      BillReference: p.billReference,
      Amount: Math.abs(p.amountKes).toFixed(2),
    }));
  }
}

const records = new WeakMap<object, SimulatorRecord>();

/** The record of the simulator serving this app context (one per app, made on first use). */
export function simulatorRecordOf(ctx: object): SimulatorRecord {
  let record = records.get(ctx);
  if (!record) {
    record = new SimulatorRecord();
    records.set(ctx, record);
  }
  return record;
}
