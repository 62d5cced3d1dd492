import { parseKes } from '../../shared/money';
import { MPESA_MAX_KES } from '../../shared/schemas/wallet';
import type { C2BPaymentBody } from './daraja-types';

/** A paybill payment's body as M-Pesa posts it (the simulator's, and tests' hand-made ones). */
export function c2bPaymentBody(p: {
  transId: string;
  transTime: string;
  /** KES as M-Pesa writes it: "250.00". */
  amount: string;
  shortcode: string;
  billRef: string;
  msisdn: string;
  firstName: string;
  lastName: string;
}): C2BPaymentBody {
  return {
    TransactionType: 'Pay Bill',
    TransID: p.transId,
    TransTime: p.transTime,
    TransAmount: p.amount,
    BusinessShortCode: p.shortcode,
    BillRefNumber: p.billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: p.msisdn,
    FirstName: p.firstName,
    MiddleName: '',
    LastName: p.lastName,
  };
}

/** A paybill payment as M-Pesa posts it to the validation and confirmation URLs, read defensively. */
export interface C2BPayment {
  /** The M-Pesa receipt (TransID), upper-cased. */
  transId: string;
  transType: string;
  transTime: string;
  amountCents: bigint;
  shortcode: string;
  billRef: string;
  /** The payer's number when M-Pesa sent it plainly (C2B v2 masks it). */
  msisdn: string | undefined;
  payerName: string;
}

const text = (b: Record<string, unknown>, k: string, max: number): string => {
  const v = b[k];
  const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  return s.trim().slice(0, max);
};

/** The payment, or undefined when the body lacks a TransID, a positive amount or a shortcode. */
export function readC2BPayment(body: unknown): C2BPayment | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  // M-Pesa receipts are upper-case letters and digits: one form, so `prb…` replays `PRB…` and credits nothing.
  const transId = text(b, 'TransID', 64).toUpperCase();
  if (!/^[A-Za-z0-9]{1,40}$/.test(transId)) return undefined;
  const amount = parseKes(text(b, 'TransAmount', 40));
  if (!amount.ok || amount.cents <= 0n) return undefined;
  const shortcode = text(b, 'BusinessShortCode', 20);
  if (shortcode === '') return undefined;
  const msisdn = text(b, 'MSISDN', 40);
  return {
    transId,
    transType: text(b, 'TransactionType', 40),
    transTime: text(b, 'TransTime', 20),
    amountCents: amount.cents,
    shortcode,
    billRef: text(b, 'BillRefNumber', 100),
    msisdn: /^254[17]\d{8}$/.test(msisdn) ? msisdn : undefined,
    payerName: [text(b, 'FirstName', 60), text(b, 'MiddleName', 60), text(b, 'LastName', 60)]
      .filter((s) => s !== '')
      .join(' '),
  };
}

/** Why a paybill amount cannot be one M-Pesa moves: a fraction of a shilling, or past its per-transaction maximum. */
export type PaybillAmountRefusal = 'fraction' | 'over_maximum';

/**
 * An amount M-Pesa never sends on a paybill (whole shillings, KES 1 to MPESA_MAX_KES): validation
 * refuses it (C2B00013) and a confirmation carrying it credits no wallet (docs/product/paybill.md).
 */
export function paybillAmountRefusal(cents: bigint): PaybillAmountRefusal | undefined {
  if (cents % 100n !== 0n) return 'fraction';
  if (cents > BigInt(MPESA_MAX_KES) * 100n) return 'over_maximum';
  return undefined;
}

/** Daraja's validation answers: accept, or refuse with the reason code M-Pesa shows the payer. */
export const C2B_ANSWERS = {
  accepted: { ResultCode: '0', ResultDesc: 'Accepted' },
  invalidAccount: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' },
  invalidAmount: { ResultCode: 'C2B00013', ResultDesc: 'Rejected' },
  invalidShortcode: { ResultCode: 'C2B00015', ResultDesc: 'Rejected' },
  otherError: { ResultCode: 'C2B00016', ResultDesc: 'Rejected' },
} as const;
