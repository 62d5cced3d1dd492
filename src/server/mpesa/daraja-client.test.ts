import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../testing/test-server';
import { DarajaClient } from './daraja-client';
import { DarajaError, DarajaUnavailableError } from './daraja-errors';
import { darajaTimestamp } from '../../shared/nairobi-time';
import { stkPassword } from './daraja-time';

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

// A tiny Daraja on loopback that records what the client sends and answers as told.
let server: Server;
let base: string;
let recorded: Recorded[] = [];
let answer: (r: Recorded) => { status: number; body: string } = () => ({ status: 200, body: '{}' });

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((text) => {
      const r: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
      recorded.push(r);
      const isToken = r.url.startsWith('/oauth/v1/generate');
      const out = isToken
        ? { status: 200, body: JSON.stringify({ access_token: `tok${recorded.length}`, expires_in: '3599' }) }
        : answer(r);
      res.writeHead(out.status, { 'content-type': 'application/json', connection: 'close' });
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  recorded = [];
  answer = () => ({ status: 200, body: '{}' });
});

/** From now on the tiny Daraja answers every call but the token's with `status` and `body` as JSON. */
function answerJson(status: number, body: Record<string, unknown>): void {
  answer = () => ({ status, body: JSON.stringify(body) });
}

// 21:30:05 UTC on 31 January is 00:30:05 on 1 February in Nairobi.
const clock = new TestClock(new Date('2026-01-31T21:30:05Z'));
const client = () =>
  new DarajaClient({
    baseUrl: () => base,
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortcode: '174379',
    passkey: 'pass',
    b2cShortcode: '600000',
    b2cInitiator: 'apiop',
    b2cSecurityCredential: 'cred==',
    clock,
  });

describe('Daraja client conformance', () => {
  it('formats the timestamp in Nairobi time and derives the STK password from it', () => {
    expect(darajaTimestamp(new Date('2026-01-31T21:30:05Z'))).toBe('20260201003005');
    expect(stkPassword('174379', 'pass', '20260201003005')).toBe(
      Buffer.from('174379pass20260201003005').toString('base64'),
    );
  });

  it('gets an OAuth token with Basic credentials, caches it until shortly before expiry, and sends an STK push with every field', async () => {
    const c = client();
    answerJson(200, {
      MerchantRequestID: 'm',
      CheckoutRequestID: 'ws_CO_1',
      ResponseCode: '0',
      ResponseDescription: 'ok',
      CustomerMessage: 'ok',
    });
    const res = await c.stkPush({
      amount: 500,
      phone: '254712345678',
      callbackUrl: 'https://pamoja.test/cb/x',
      accountReference: 'Pamoja',
      description: 'Deposit',
    });
    expect(res.CheckoutRequestID).toBe('ws_CO_1');
    await c.stkQuery('ws_CO_1');
    expect(recorded.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /oauth/v1/generate?grant_type=client_credentials',
      'POST /mpesa/stkpush/v1/processrequest',
      'POST /mpesa/stkpushquery/v1/query',
    ]);
    expect(recorded[0]?.authorization).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
    expect(recorded[1]?.authorization).toBe('Bearer tok1');
    expect(recorded[1]?.body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from('174379pass20260201003005').toString('base64'),
      Timestamp: '20260201003005',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 500,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: 'https://pamoja.test/cb/x',
      AccountReference: 'Pamoja',
      TransactionDesc: 'Deposit',
    });
    expect(recorded[2]?.body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from('174379pass20260201003005').toString('base64'),
      Timestamp: '20260201003005',
      CheckoutRequestID: 'ws_CO_1',
    });
    clock.advance(3599_000 - 30_000);
    await c.stkQuery('ws_CO_1');
    expect(recorded.filter((r) => r.url.startsWith('/oauth')).length).toBe(2);
  });

  it('sends B2C v3 with its fields', async () => {
    answerJson(200, {
      ConversationID: 'AG_1',
      OriginatorConversationID: 'orig-1',
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    const res = await client().b2cPayment({
      originatorConversationId: 'orig-1',
      amount: 300,
      phone: '254712345678',
      remarks: 'Pamoja withdrawal',
      occasion: 'Rent',
      resultUrl: 'https://p/r',
      queueTimeoutUrl: 'https://p/t',
    });
    expect(res.ConversationID).toBe('AG_1');
    expect(recorded[1]?.url).toBe('/mpesa/b2c/v3/paymentrequest');
    expect(recorded[1]?.body).toEqual({
      OriginatorConversationID: 'orig-1',
      InitiatorName: 'apiop',
      SecurityCredential: 'cred==',
      CommandID: 'BusinessPayment',
      Amount: 300,
      PartyA: '600000',
      PartyB: '254712345678',
      Remarks: 'Pamoja withdrawal',
      QueueTimeOutURL: 'https://p/t',
      ResultURL: 'https://p/r',
      Occasion: 'Rent',
    });
  });

  it("maps Daraja's error bodies to DarajaError and anything else to DarajaUnavailableError", async () => {
    answerJson(500, {
      requestId: 'r1',
      errorCode: '500.001.1001',
      errorMessage: 'The transaction is being processed',
    });
    const err = await client()
      .stkQuery('ws_CO_1')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DarajaError);
    expect(err).toMatchObject({
      httpStatus: 500,
      errorCode: '500.001.1001',
      errorMessage: 'The transaction is being processed',
      requestId: 'r1',
      stillProcessing: true,
    });
    answer = () => ({ status: 502, body: '<html>bad gateway</html>' });
    await expect(client().stkQuery('ws_CO_1')).rejects.toBeInstanceOf(DarajaUnavailableError);
    const closed = new DarajaClient({
      ...{
        consumerKey: 'k',
        consumerSecret: 's',
        shortcode: '1',
        passkey: 'p',
        b2cShortcode: '1',
        b2cInitiator: 'i',
        b2cSecurityCredential: 'c',
        clock,
      },
      baseUrl: () => 'http://127.0.0.1:1',
    });
    await expect(closed.stkQuery('x')).rejects.toBeInstanceOf(DarajaUnavailableError);
  });
});
