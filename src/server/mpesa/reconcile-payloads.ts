import { parseKes } from '../../shared/money';

const parseKesToCents = (text: string): bigint | undefined => {
  const parsed = parseKes(text);
  return parsed.ok ? parsed.cents : undefined;
};

/** One account of Daraja's `AccountBalance` string: `Name|KES|available|current|reserved|uncleared`. */
export interface MpesaAccountBalance {
  name: string;
  availableCents: bigint;
}

/** Fees M-Pesa charged: a record of money gone, not money held (decision 078). */
const NOT_HELD = new Set(['charges paid account']);

/** Reads `Working Account|KES|700000.00|…&Utility Account|KES|228037.00|…`; undefined when unreadable. */
export function readAccountBalance(raw: unknown): MpesaAccountBalance[] | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const accounts: MpesaAccountBalance[] = [];
  for (const part of raw.split('&')) {
    const [name, currency, available] = part.split('|').map((f) => f.trim());
    if (!name || currency !== 'KES' || available === undefined) return undefined;
    const cents = parseKesToCents(available);
    if (cents === undefined) return undefined;
    accounts.push({ name, availableCents: cents });
  }
  return accounts;
}

/** The float: what every account holds, available now (decision 078). */
export function floatCents(accounts: MpesaAccountBalance[]): bigint {
  return accounts.filter((a) => !NOT_HELD.has(a.name.toLowerCase())).reduce((sum, a) => sum + a.availableCents, 0n);
}

/** One M-Pesa transaction as Pull Transactions reports it. */
export interface PulledTransaction {
  receipt: string;
  at: string;
  msisdn: string;
  type: string;
  billReference: string;
  amountCents: bigint;
}

type Obj = Record<string, unknown>;
const lowerKeys = (o: Obj): Map<string, unknown> => new Map(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));
const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/** The transactions of one Pull Transactions page (`Response: [[…]]` or `[…]`), keys in any case; unreadable rows are dropped. */
export function readPulledTransactions(response: unknown): PulledTransaction[] {
  const outer = Array.isArray(response) ? (response as unknown[]) : [];
  const rows = outer.length > 0 && Array.isArray(outer[0]) ? (outer as unknown[][]).flat() : outer;
  const out: PulledTransaction[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) continue;
    const f = lowerKeys(row as Obj);
    const receipt = text(f.get('transactionid'));
    const amountCents = parseKesToCents(text(f.get('amount')));
    if (receipt === '' || amountCents === undefined) continue;
    out.push({
      receipt,
      at: text(f.get('trxdate')),
      msisdn: text(f.get('msisdn')),
      type: text(f.get('transactiontype')),
      billReference: text(f.get('billreference')),
      amountCents,
    });
  }
  return out;
}
