import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { darajaTimestamp } from '../../../shared/nairobi-time';
import type { ResultBody } from '../daraja-types';
import { callbackUnder } from './callback-url';
import { simulatorId } from './payloads';
import type { SimulatorRecord } from './record';

type Body = Record<string, unknown>;
const str = (b: Body, k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
const NAIROBI_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export interface ReconcileSimulatorDeps {
  prefix: string;
  record: SimulatorRecord;
  authorized: (request: FastifyRequest) => boolean;
  refuse: (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) => FastifyReply;
  /** Posts `payload` to the app's own callback URL `raw` after the simulator's delay. */
  later: (raw: string, payload: unknown) => void;
}

const kes = (cents: bigint) =>
  `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;

/** Daraja's Account Balance result: the float, all in the Working Account. */
export function accountBalanceResult(p: {
  originator: string;
  conversationId: string;
  floatCents: bigint;
  at: Date;
}): ResultBody {
  const f = kes(p.floatCents);
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: p.originator,
      ConversationID: p.conversationId,
      TransactionID: simulatorId('').slice(0, 10).toUpperCase(),
      ResultParameters: {
        ResultParameter: [
          {
            Key: 'AccountBalance',
            Value: `Working Account|KES|${f}|${f}|0.00|0.00&Utility Account|KES|0.00|0.00|0.00|0.00&Charges Paid Account|KES|0.00|0.00|0.00|0.00`,
          },
          { Key: 'BOCompletedTime', Value: Number(darajaTimestamp(p.at)) },
        ],
      },
    },
  };
}

/**
 * Account Balance (the float from the simulator's record, posted to ResultURL) and Pull Transactions
 * (the record, paged by 1,000), as Daraja answers them.
 */
export function reconcileSimulator(app: FastifyInstance, deps: ReconcileSimulatorDeps): void {
  const m = app.ctx.config.mpesa;
  const open = { access: 'public' as const };
  const own = (raw: string) => callbackUnder(app.ctx.publicUrl(), raw) !== undefined;
  const shortcodes = new Set([m.shortcode, m.b2cShortcode, m.c2bShortcode]);
  const body = (request: FastifyRequest): Body =>
    request.body && typeof request.body === 'object' ? (request.body as Body) : {};

  app.post(
    `${deps.prefix}/mpesa/accountbalance/v1/query`,
    { config: open, schema: { hide: true } },
    async (request, reply) => {
      if (!deps.authorized(request)) return deps.refuse(reply, 401, '404.001.03', 'Invalid Access Token');
      const b = body(request);
      const bad =
        (str(b, 'Initiator') !== m.b2cInitiator ? 'Invalid Initiator' : undefined) ??
        (str(b, 'SecurityCredential') !== m.b2cSecurityCredential ? 'Invalid SecurityCredential' : undefined) ??
        (b.CommandID !== 'AccountBalance' ? 'Invalid CommandID' : undefined) ??
        (!shortcodes.has(str(b, 'PartyA')) ? 'Invalid PartyA' : undefined) ??
        (str(b, 'IdentifierType') !== '4' ? 'Invalid IdentifierType' : undefined) ??
        (!own(str(b, 'ResultURL')) ? 'Invalid ResultURL' : undefined) ??
        (!own(str(b, 'QueueTimeOutURL')) ? 'Invalid QueueTimeOutURL' : undefined);
      if (bad) return deps.refuse(reply, 400, '400.002.02', `Bad Request - ${bad}`);
      const originator = simulatorId('');
      const conversationId = simulatorId('AG_');
      deps.later(
        str(b, 'ResultURL'),
        accountBalanceResult({
          originator,
          conversationId,
          floatCents: deps.record.floatCents(),
          at: app.ctx.clock.now(),
        }),
      );
      return {
        OriginatorConversationID: originator,
        ConversationID: conversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
    },
  );

  app.post(
    `${deps.prefix}/pulltransactions/v1/query`,
    { config: open, schema: { hide: true } },
    async (request, reply) => {
      if (!deps.authorized(request)) return deps.refuse(reply, 401, '404.001.03', 'Invalid Access Token');
      const b = body(request);
      const offset = Number(str(b, 'OffSetValue'));
      const bad =
        (!shortcodes.has(str(b, 'ShortCode')) ? 'Invalid ShortCode' : undefined) ??
        (!NAIROBI_TIME.test(str(b, 'StartDate')) ? 'Invalid StartDate' : undefined) ??
        (!NAIROBI_TIME.test(str(b, 'EndDate')) ? 'Invalid EndDate' : undefined) ??
        (!Number.isInteger(offset) || offset < 0 ? 'Invalid OffSetValue' : undefined);
      if (bad) return deps.refuse(reply, 400, '400.002.02', `Bad Request - ${bad}`);
      return {
        ResponseRefID: simulatorId(''),
        ResponseCode: '1000',
        ResponseMessage: 'Success',
        Response: [deps.record.page(str(b, 'ShortCode'), str(b, 'StartDate'), str(b, 'EndDate'), offset)],
      };
    },
  );
}
