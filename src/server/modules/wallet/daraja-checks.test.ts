import { describe, expect, it } from 'vitest';
import { DarajaClient, type StkPushParams } from '../../mpesa/daraja-client';
import { DarajaError } from '../../mpesa/daraja-errors';
import { useTestServer } from '../../testing/use-test-server';

/** The built-in simulator refuses what Daraja refuses, so the real client is tested against it. */
const server = useTestServer();

describe('the simulator checks what Daraja checks', () => {
  const clientWith = (over: Partial<{ consumerSecret: string; passkey: string }>) => {
    const m = server.ctx.config.mpesa;
    return new DarajaClient({
      ...m,
      ...over,
      baseUrl: () => `${server.url}/mpesa/simulator`,
      clock: server.ctx.clock,
      keepAlive: false,
    });
  };
  const callback = () => `${server.url}/mpesa/callbacks/stk/x/y`;

  it('refuses bad credentials, a wrong STK password and a callback URL outside this app', async () => {
    const push: StkPushParams = {
      amount: 10,
      phone: '254712345678',
      callbackUrl: callback(),
      accountReference: 'Pamoja',
      description: 'Deposit',
    };
    await expect(clientWith({ consumerSecret: 'nope' }).stkPush(push)).rejects.toMatchObject({
      httpStatus: 400,
      errorCode: '400.008.01',
    });
    await expect(clientWith({ passkey: 'nope' }).stkPush(push)).rejects.toMatchObject({
      httpStatus: 400,
      errorMessage: 'Bad Request - Invalid Password',
    });
    await expect(clientWith({}).stkPush({ ...push, callbackUrl: 'https://example.com/steal' })).rejects.toBeInstanceOf(
      DarajaError,
    );
    const ok = await clientWith({}).stkPush(push);
    expect(ok).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) });
    await expect(clientWith({}).stkQuery('ws_CO_unknown')).rejects.toMatchObject({
      errorMessage: 'Bad Request - Invalid CheckoutRequestID',
    });
  });
});
