import { normalizeKenyanPhone } from '../../shared/schemas/auth';
import { resultCodeOf } from './result-codes';

/** Reads Daraja's callbacks defensively: every field may be missing or of the wrong type. */
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

export interface StkCallbackFields {
  checkoutRequestId: string;
  resultCode: string;
  amountKes: number | undefined;
  receipt: string | undefined;
  /**
   * The number that paid, as M-Pesa reports it (CallbackMetadata's PhoneNumber), as 2547…/2541…;
   * undefined when absent, masked or not a Kenyan mobile number.
   */
  payerMsisdn: string | undefined;
}

export function readStkCallback(payload: unknown): StkCallbackFields | undefined {
  const cb = obj(obj(obj(payload)?.Body)?.stkCallback);
  const checkoutRequestId = text(cb?.CheckoutRequestID);
  const resultCode = resultCodeOf(cb?.ResultCode);
  if (!cb || !checkoutRequestId || resultCode === undefined) return undefined;
  const items = obj(cb.CallbackMetadata)?.Item;
  const list = Array.isArray(items) ? items.map(obj).filter((i): i is Obj => i !== undefined) : [];
  const item = (name: string) => list.find((i) => i.Name === name)?.Value;
  const phone = text(item('PhoneNumber'));
  return {
    checkoutRequestId,
    resultCode,
    amountKes: num(item('Amount')),
    receipt: text(item('MpesaReceiptNumber')),
    payerMsisdn: phone === undefined ? undefined : normalizeKenyanPhone(phone),
  };
}

export interface ResultFields {
  originatorConversationId: string;
  resultCode: string;
  transactionId: string | undefined;
  params: Map<string, unknown>;
}

export function readResult(payload: unknown): ResultFields | undefined {
  const r = obj(obj(payload)?.Result);
  const resultCode = resultCodeOf(r?.ResultCode);
  if (!r || resultCode === undefined) return undefined;
  const raw = obj(r.ResultParameters)?.ResultParameter;
  const list = (Array.isArray(raw) ? raw : [raw]).map(obj).filter((p): p is Obj => p !== undefined);
  const params = new Map<string, unknown>();
  for (const p of list) if (typeof p.Key === 'string') params.set(p.Key, p.Value);
  return {
    originatorConversationId: text(r.OriginatorConversationID) ?? '',
    resultCode,
    transactionId: text(r.TransactionID),
    params,
  };
}

export const paramNumber = (params: Map<string, unknown>, key: string) => num(params.get(key));
export const paramText = (params: Map<string, unknown>, key: string) => text(params.get(key));
