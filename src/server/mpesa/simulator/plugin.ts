import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { stkPassword } from '../daraja-time';
import { c2bSimulator } from './c2b';
import { callbackUnder } from './callback-url';
import { simulatorRecordOf } from './record';
import { reconcileSimulator } from './reconcile';
import {
  b2cOutcomeFor,
  b2cResult,
  queueTimeout,
  receiptNumber,
  simulatorId,
  statusResult,
  stkCallback,
  stkDelayFor,
  stkOutcomeFor,
  type B2COutcome,
  type StkOutcome,
} from './payloads';

export const SIMULATOR_PREFIX = '/mpesa/simulator';
interface StkRecord {
  merchantRequestId: string;
  outcome: StkOutcome;
}
interface B2CRecord {
  conversationId: string;
  outcome: B2COutcome;
  amount: number;
  receipt: string;
}

type Body = Record<string, unknown>;
const str = (b: Body, k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
const PHONE = /^254[17]\d{8}$/;
const TIMESTAMP = /^\d{14}$/;

function refuse(reply: FastifyReply, status: number, errorCode: string, errorMessage: string) {
  return reply.status(status).send({ requestId: simulatorId(''), errorCode, errorMessage });
}

/**
 * Daraja's endpoints, played under the app's own origin (MPESA_MODE=simulator): it checks what the
 * sandbox checks, answers like the sandbox, and posts each callback after MPESA_SIMULATOR_DELAY_MS.
 */
export const darajaSimulator: FastifyPluginAsync = async (app) => {
  const m = app.ctx.config.mpesa;
  const tokens = new Set<string>();
  const stk = new Map<string, StkRecord>();
  const b2c = new Map<string, B2CRecord>();
  const timers = new Set<NodeJS.Timeout>();
  const open = { access: 'public' as const };

  // The simulator only ever calls this app back: it must not become a way to make the server post
  // elsewhere, nor (with `..` or its encodings) to any other route of the app.
  const ownCallback = (url: string) => callbackUnder(app.ctx.publicUrl(), url) !== undefined;
  // A timer that does not keep the process alive, cleared if the app closes first.
  const schedule = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });
  const later = (raw: string, payload: unknown, delayMs = m.simulatorDelayMs) => {
    const url = callbackUnder(app.ctx.publicUrl(), raw);
    if (url === undefined) return;
    schedule(delayMs, () => {
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      }).catch((err: unknown) =>
        app.log.warn({ err, url: url.replace(/\/[^/]+$/, '/…') }, 'simulator callback not delivered'),
      );
    });
  };
  const afterDelay = (fn: () => Promise<void>) =>
    schedule(m.simulatorDelayMs, () => {
      fn().catch((err: unknown) => app.log.warn({ err }, 'simulator paybill callback not delivered'));
    });

  const authorized = (request: FastifyRequest) => {
    const h = request.headers.authorization ?? '';
    return h.startsWith('Bearer ') && tokens.has(h.slice(7));
  };
  const body = (request: FastifyRequest): Body =>
    request.body && typeof request.body === 'object' ? (request.body as Body) : {};
  /**
   * One Daraja API endpoint, hidden from the docs: 401 without a token from /oauth, 400 naming the
   * field the sandbox would refuse (`invalid`), else what `answer` makes of the body.
   */
  const darajaPost = (
    path: string,
    invalid: (b: Body) => string | undefined,
    answer: (b: Body, reply: FastifyReply) => unknown,
  ) =>
    app.post(`${SIMULATOR_PREFIX}${path}`, { config: open, schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request)) return refuse(reply, 401, '404.001.03', 'Invalid Access Token');
      const b = body(request);
      const bad = invalid(b);
      if (bad) return refuse(reply, 400, '400.002.02', `Bad Request - ${bad}`);
      return answer(b, reply);
    });

  const book = simulatorRecordOf(app.ctx);
  c2bSimulator(app, { prefix: SIMULATOR_PREFIX, authorized, refuse, later: afterDelay, record: book });
  reconcileSimulator(app, { prefix: SIMULATOR_PREFIX, record: book, authorized, refuse, later });

  app.get(`${SIMULATOR_PREFIX}/oauth/v1/generate`, { config: open, schema: { hide: true } }, async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${m.consumerKey}:${m.consumerSecret}`).toString('base64')}`;
    const query = request.query as Record<string, unknown>;
    if (request.headers.authorization !== expected || query.grant_type !== 'client_credentials')
      return refuse(reply, 400, '400.008.01', 'Invalid Authentication passed');
    const token = randomBytes(18).toString('base64url');
    tokens.add(token);
    return { access_token: token, expires_in: '3599' };
  });

  const checkStkAuth = (b: Body): string | undefined => {
    if (str(b, 'BusinessShortCode') !== m.shortcode) return 'Invalid BusinessShortCode';
    if (!TIMESTAMP.test(str(b, 'Timestamp'))) return 'Invalid Timestamp';
    if (str(b, 'Password') !== stkPassword(m.shortcode, m.passkey, str(b, 'Timestamp'))) return 'Invalid Password';
    return undefined;
  };

  darajaPost(
    '/mpesa/stkpush/v1/processrequest',
    (b) =>
      checkStkAuth(b) ??
      (b.TransactionType !== 'CustomerPayBillOnline' ? 'Invalid TransactionType' : undefined) ??
      (typeof b.Amount !== 'number' || !Number.isInteger(b.Amount) || b.Amount < 1 ? 'Invalid Amount' : undefined) ??
      (!PHONE.test(str(b, 'PhoneNumber')) || str(b, 'PartyA') !== str(b, 'PhoneNumber')
        ? 'Invalid PhoneNumber'
        : undefined) ??
      (str(b, 'PartyB') !== m.shortcode ? 'Invalid PartyB' : undefined) ??
      (!ownCallback(str(b, 'CallBackURL')) ? 'Invalid CallBackURL' : undefined) ??
      (str(b, 'AccountReference') === '' ? 'Invalid AccountReference' : undefined),
    (b) => {
      const phone = str(b, 'PhoneNumber');
      const record: StkRecord = { merchantRequestId: simulatorId('29115-'), outcome: stkOutcomeFor(phone) };
      const checkoutRequestId = simulatorId('ws_CO_');
      stk.set(checkoutRequestId, record);
      const receipt = receiptNumber();
      if (record.outcome.code === 0)
        book.add({
          shortcode: m.shortcode,
          receipt,
          at: app.ctx.clock.now(),
          msisdn: phone,
          type: 'CustomerPayBillOnline',
          billReference: str(b, 'AccountReference'),
          amountKes: b.Amount as number,
        });
      later(
        str(b, 'CallBackURL'),
        stkCallback({
          merchantRequestId: record.merchantRequestId,
          checkoutRequestId,
          outcome: record.outcome,
          amount: b.Amount as number,
          phone,
          receipt,
          at: app.ctx.clock.now(),
        }),
        stkDelayFor(phone, m.simulatorDelayMs),
      );
      const accepted = 'Success. Request accepted for processing';
      return {
        MerchantRequestID: record.merchantRequestId,
        CheckoutRequestID: checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: accepted,
        CustomerMessage: accepted,
      };
    },
  );

  darajaPost('/mpesa/stkpushquery/v1/query', checkStkAuth, (b, reply) => {
    const id = str(b, 'CheckoutRequestID');
    const record = stk.get(id);
    if (!record) return refuse(reply, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: record.merchantRequestId,
      CheckoutRequestID: id,
      ResultCode: String(record.outcome.code),
      ResultDesc: record.outcome.desc,
    };
  });

  const checkInitiator = (b: Body, field: 'InitiatorName' | 'Initiator'): string | undefined => {
    if (str(b, field) !== m.b2cInitiator) return `Invalid ${field}`;
    if (str(b, 'SecurityCredential') !== m.b2cSecurityCredential) return 'Invalid SecurityCredential';
    if (str(b, 'PartyA') !== m.b2cShortcode) return 'Invalid PartyA';
    if (!ownCallback(str(b, 'ResultURL'))) return 'Invalid ResultURL';
    if (!ownCallback(str(b, 'QueueTimeOutURL'))) return 'Invalid QueueTimeOutURL';
    return undefined;
  };

  darajaPost(
    '/mpesa/b2c/v3/paymentrequest',
    (b) =>
      checkInitiator(b, 'InitiatorName') ??
      (str(b, 'OriginatorConversationID') === '' ? 'Invalid OriginatorConversationID' : undefined) ??
      (b.CommandID !== 'BusinessPayment' ? 'Invalid CommandID' : undefined) ??
      (typeof b.Amount !== 'number' || !Number.isInteger(b.Amount) || b.Amount < 10 || b.Amount > 250_000
        ? 'Invalid Amount'
        : undefined) ??
      (!PHONE.test(str(b, 'PartyB')) ? 'Invalid PartyB' : undefined) ??
      (str(b, 'Remarks') === '' ? 'Invalid Remarks' : undefined),
    (b) => {
      const originator = str(b, 'OriginatorConversationID');
      const accepted = (conversationId: string) => ({
        ConversationID: conversationId,
        OriginatorConversationID: originator,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
      const seen = b2c.get(originator);
      if (seen) return accepted(seen.conversationId);
      const phone = str(b, 'PartyB');
      const record: B2CRecord = {
        conversationId: simulatorId('AG_'),
        outcome: b2cOutcomeFor(phone),
        amount: b.Amount as number,
        receipt: receiptNumber(),
      };
      b2c.set(originator, record);
      if (record.outcome !== 'refused')
        book.add({
          shortcode: m.b2cShortcode,
          receipt: record.receipt,
          at: app.ctx.clock.now(),
          msisdn: phone,
          type: 'BusinessPayment',
          billReference: '',
          amountKes: -record.amount,
        });
      // A lost result: M-Pesa paid, and nobody tells us (only a transaction status query will).
      if (record.outcome === 'result_lost') return accepted(record.conversationId);
      if (record.outcome === 'queue_timeout')
        later(
          str(b, 'QueueTimeOutURL'),
          queueTimeout({ originatorConversationId: originator, conversationId: record.conversationId }),
        );
      else
        later(
          str(b, 'ResultURL'),
          b2cResult({
            originatorConversationId: originator,
            conversationId: record.conversationId,
            paid: record.outcome === 'paid',
            amount: record.amount,
            phone,
            receipt: record.receipt,
            queueTimeoutUrl: str(b, 'QueueTimeOutURL'),
          }),
        );
      return accepted(record.conversationId);
    },
  );

  darajaPost(
    '/mpesa/transactionstatus/v1/query',
    (b) =>
      checkInitiator(b, 'Initiator') ?? (b.CommandID !== 'TransactionStatusQuery' ? 'Invalid CommandID' : undefined),
    (b) => {
      const originator = str(b, 'OriginalConversationID');
      const record = b2c.get(originator);
      const conversationId = simulatorId('AG_');
      later(
        str(b, 'ResultURL'),
        statusResult({
          originatorConversationId: originator,
          conversationId,
          found: record !== undefined,
          paid: record?.outcome !== 'refused',
          amount: record?.amount ?? 0,
          receipt: record?.receipt ?? '',
        }),
      );
      return {
        ConversationID: conversationId,
        OriginatorConversationID: originator,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
    },
  );
};
