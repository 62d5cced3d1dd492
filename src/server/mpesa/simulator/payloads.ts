import { randomBytes } from 'node:crypto';
import { darajaTimestamp } from '../../../shared/nairobi-time';
import type { ResultBody, StkCallbackBody } from '../daraja-types';

/** What the simulated customer does, decided by the phone number's last four digits (see docs/product/wallet-and-mpesa.md). */
export type StkOutcome = { code: 0 | 1032 | 1037 | 2001; desc: string };

export function stkOutcomeFor(phone: string): StkOutcome {
  if (phone.endsWith('1032')) return { code: 1032, desc: 'Request cancelled by user' };
  if (phone.endsWith('1037')) return { code: 1037, desc: 'DS timeout user cannot be reached' };
  if (phone.endsWith('2001')) return { code: 2001, desc: 'The initiator information is invalid.' };
  return { code: 0, desc: 'The service request is processed successfully.' };
}

/** A customer who takes their time: an STK push to a number ending 0999 is answered (paid) after this long. */
export const SLOW_SUFFIX = '0999';
export const SLOW_ANSWER_MS = 20_000;

/** How long the simulated customer takes to answer the STK prompt. */
export function stkDelayFor(phone: string, delayMs: number): number {
  return phone.endsWith(SLOW_SUFFIX) ? Math.max(delayMs, SLOW_ANSWER_MS) : delayMs;
}

/**
 * B2C: a number ending 2001 is refused, one ending 1037 times out in the queue (but is paid), one
 * ending 1040 is paid but its result is lost (never posted), others are paid.
 */
export type B2COutcome = 'paid' | 'refused' | 'queue_timeout' | 'result_lost';

export function b2cOutcomeFor(phone: string): B2COutcome {
  if (phone.endsWith('2001')) return 'refused';
  if (phone.endsWith('1037')) return 'queue_timeout';
  if (phone.endsWith('1040')) return 'result_lost';
  return 'paid';
}

/** Every ending that makes the simulator do something other than pay promptly. */
export const SIMULATOR_SUFFIXES = ['1032', '1037', '2001', '1040', '1041', SLOW_SUFFIX] as const;

/** A receipt like M-Pesa's: ten upper-case letters and digits. */
export function receiptNumber(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

export function simulatorId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

export function stkCallback(p: {
  merchantRequestId: string;
  checkoutRequestId: string;
  outcome: StkOutcome;
  amount: number;
  phone: string;
  receipt: string;
  at: Date;
}): StkCallbackBody {
  const base = {
    MerchantRequestID: p.merchantRequestId,
    CheckoutRequestID: p.checkoutRequestId,
    ResultCode: p.outcome.code,
    ResultDesc: p.outcome.desc,
  };
  if (p.outcome.code !== 0) return { Body: { stkCallback: base } };
  return {
    Body: {
      stkCallback: {
        ...base,
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: p.amount },
            { Name: 'MpesaReceiptNumber', Value: p.receipt },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: Number(darajaTimestamp(p.at)) },
            { Name: 'PhoneNumber', Value: Number(p.phone) },
          ],
        },
      },
    },
  };
}

/** Which B2C request a result answers. */
type ResultIds = { originatorConversationId: string; conversationId: string };

/** Daraja's verdict at the head of a result. */
type Verdict = Pick<ResultBody['Result'], 'ResultType' | 'ResultCode' | 'ResultDesc'>;

/** The envelope every result shares: the verdict, the request's ids, then what this kind of result adds. */
function result(
  verdict: Verdict,
  ids: ResultIds,
  transactionId: string,
  more: Pick<ResultBody['Result'], 'ResultParameters' | 'ReferenceData'> = {},
): ResultBody {
  return {
    Result: {
      ...verdict,
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      TransactionID: transactionId,
      ...more,
    },
  };
}

export function b2cResult(
  p: ResultIds & { paid: boolean; amount: number; phone: string; receipt: string; queueTimeoutUrl: string },
): ResultBody {
  const reference = { ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: p.queueTimeoutUrl } } };
  if (!p.paid) {
    const refused: Verdict = { ResultType: 0, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' };
    return result(refused, p, p.receipt, reference);
  }
  const paid: Verdict = { ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.' };
  return result(paid, p, p.receipt, {
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: p.amount },
        { Key: 'TransactionReceipt', Value: p.receipt },
        { Key: 'ReceiverPartyPublicName', Value: `${p.phone} - Pamoja Customer` },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
      ],
    },
    ...reference,
  });
}

export function queueTimeout(p: ResultIds): ResultBody {
  const timedOut: Verdict = { ResultType: 1, ResultCode: 'SVC0403', ResultDesc: 'The request timed out in the queue.' };
  return result(timedOut, p, '');
}

/** A transaction status query's answer about an earlier payment. */
export function statusResult(
  p: ResultIds & { found: boolean; paid: boolean; amount: number; receipt: string },
): ResultBody {
  if (!p.found) {
    const notFound: Verdict = {
      ResultType: 0,
      ResultCode: 'R000001',
      ResultDesc: 'The transaction could not be found.',
    };
    return result(notFound, p, '');
  }
  const accepted: Verdict = {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request has been accepted successfully.',
  };
  return result(accepted, p, p.receipt, {
    ResultParameters: {
      ResultParameter: [
        { Key: 'ReceiptNo', Value: p.receipt },
        { Key: 'Amount', Value: p.amount },
        { Key: 'TransactionStatus', Value: p.paid ? 'Completed' : 'Failed' },
        { Key: 'ReasonType', Value: p.paid ? 'Business Payment to Customer via API' : 'Failed' },
      ],
    },
  });
}
