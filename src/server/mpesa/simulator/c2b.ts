import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { darajaTimestamp } from '../../../shared/nairobi-time';
import { c2bPaymentBody } from '../c2b-payloads';
import { callbackUnder, PAYBILL_PREFIX } from './callback-url';
import { receiptNumber, simulatorId } from './payloads';
import type { SimulatorRecord } from './record';

/** A payer number ending so: the payment is taken, but its confirmation never reaches the app (only Pull Transactions shows it). */
export const LOST_CONFIRMATION_SUFFIX = '1041';

type Body = Record<string, unknown>;
const str = (b: Body, k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
const PHONE = /^254[17]\d{8}$/;

export interface C2BSimulatorDeps {
  prefix: string;
  authorized: (request: FastifyRequest) => boolean;
  refuse: (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) => FastifyReply;
  /** Runs `fn` after the simulator's delay (the timer is cleared when the app closes). */
  later: (fn: () => Promise<void>) => void;
  record: SimulatorRecord;
}

interface Registration {
  validationUrl: string;
  confirmationUrl: string;
  responseType: 'Completed' | 'Cancelled';
}

const post = async (url: string, payload: unknown): Promise<unknown> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Accepted as Safaricom reads a validation answer: ResultCode "0" (or 0). */
const accepted = (answer: unknown): boolean => {
  if (!answer || typeof answer !== 'object' || !('ResultCode' in answer)) return false;
  return String(answer.ResultCode) === '0';
};

/**
 * Daraja's C2B (paybill): register URL, and simulate, which pays as a customer would: M-Pesa asks
 * the validation URL, and only when it answers ResultCode "0" (or, unanswered, when the
 * registration said Completed) posts the confirmation. Both URLs must be under the app's /paybill/.
 */
export function c2bSimulator(app: FastifyInstance, deps: C2BSimulatorDeps): void {
  const m = app.ctx.config.mpesa;
  const registered = new Map<string, Registration>();
  const open = { access: 'public' as const };
  const body = (request: FastifyRequest): Body =>
    request.body && typeof request.body === 'object' ? (request.body as Body) : {};
  const own = (raw: string) => callbackUnder(app.ctx.publicUrl(), raw, PAYBILL_PREFIX);

  app.post(
    `${deps.prefix}/mpesa/c2b/v1/registerurl`,
    { config: open, schema: { hide: true } },
    async (request, reply) => {
      if (!deps.authorized(request)) return deps.refuse(reply, 401, '404.001.03', 'Invalid Access Token');
      const b = body(request);
      const responseType =
        b.ResponseType === 'Completed' || b.ResponseType === 'Cancelled' ? b.ResponseType : undefined;
      const validationUrl = own(str(b, 'ValidationURL'));
      const confirmationUrl = own(str(b, 'ConfirmationURL'));
      const bad =
        (str(b, 'ShortCode') !== m.c2bShortcode ? 'Invalid ShortCode' : undefined) ??
        (responseType === undefined ? 'Invalid ResponseType' : undefined) ??
        (validationUrl === undefined ? 'Invalid ValidationURL' : undefined) ??
        (confirmationUrl === undefined ? 'Invalid ConfirmationURL' : undefined);
      if (bad || !responseType || !validationUrl || !confirmationUrl)
        return deps.refuse(reply, 400, '400.003.02', `Bad Request - ${bad ?? 'Invalid request'}`);
      registered.set(m.c2bShortcode, { validationUrl, confirmationUrl, responseType });
      return { OriginatorCoversationID: simulatorId(''), ResponseCode: '0', ResponseDescription: 'Success' };
    },
  );

  app.post(`${deps.prefix}/mpesa/c2b/v1/simulate`, { config: open, schema: { hide: true } }, async (request, reply) => {
    if (!deps.authorized(request)) return deps.refuse(reply, 401, '404.001.03', 'Invalid Access Token');
    const b = body(request);
    const registration = registered.get(str(b, 'ShortCode'));
    const bad =
      (str(b, 'ShortCode') !== m.c2bShortcode ? 'Invalid ShortCode' : undefined) ??
      (b.CommandID !== 'CustomerPayBillOnline' ? 'Invalid CommandID' : undefined) ??
      (typeof b.Amount !== 'number' || !Number.isInteger(b.Amount) || b.Amount < 1 || b.Amount > 250_000
        ? 'Invalid Amount'
        : undefined) ??
      (!PHONE.test(str(b, 'Msisdn')) ? 'Invalid Msisdn' : undefined) ??
      (str(b, 'BillRefNumber') === '' ? 'Invalid BillRefNumber' : undefined) ??
      (registration === undefined ? 'No URLs registered for this ShortCode' : undefined);
    if (bad || !registration) return deps.refuse(reply, 400, '400.002.02', `Bad Request - ${bad ?? 'Invalid request'}`);
    const payment = c2bPaymentBody({
      transId: receiptNumber(),
      transTime: darajaTimestamp(app.ctx.clock.now()),
      amount: `${b.Amount as number}.00`,
      shortcode: m.c2bShortcode,
      billRef: str(b, 'BillRefNumber'),
      msisdn: str(b, 'Msisdn'),
      firstName: 'John',
      lastName: 'Doe',
    });
    deps.later(async () => {
      let answer: unknown;
      let answered = true;
      try {
        answer = await post(registration.validationUrl, payment);
      } catch {
        answered = false;
      }
      const go = answered ? accepted(answer) : registration.responseType === 'Completed';
      if (!go) return;
      deps.record.add({
        shortcode: m.c2bShortcode,
        receipt: payment.TransID,
        at: app.ctx.clock.now(),
        msisdn: str(b, 'Msisdn'),
        type: 'PayBill',
        billReference: str(b, 'BillRefNumber'),
        amountKes: b.Amount as number,
      });
      if (str(b, 'Msisdn').endsWith(LOST_CONFIRMATION_SUFFIX)) return;
      await post(registration.confirmationUrl, { ...payment, OrgAccountBalance: '49197.00' });
    });
    return {
      OriginatorCoversationID: simulatorId(''),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });
}
