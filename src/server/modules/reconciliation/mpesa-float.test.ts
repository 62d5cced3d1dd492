import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { settled } from '../wallet/wallet-test-kit';
import { currentMpesaFloat, latestMpesaFloat } from './mpesa-float';

const server = useTestServer();

describe('the M-Pesa float (Account Balance)', () => {
  it('asks the simulator, whose float is what it took less what it paid out, and keeps the figure', async () => {
    const before = await currentMpesaFloat(server.ctx, { timeoutMs: 10_000 });
    const u = await createUser(server.ctx);
    const res = await server.api.post<{ depositId: string }>(
      '/api/deposits',
      { amount: 250, mpesaNumber: u.localPhone, userId: u.id },
      { token: u.token },
    );
    expect(res.status).toBe(201);
    expect((await settled(server, u, 'deposits', res.body.depositId)).status).toBe('completed');
    const after = await currentMpesaFloat(server.ctx, { timeoutMs: 10_000 });
    expect(after.cents - before.cents).toBe(25_000n);
    expect((await latestMpesaFloat(server.ctx))?.queryId).toBe(after.queryId);
    await server.expectLedgerHealthy();
  });

  it('refuses a result posted with a wrong secret, storing nothing', async () => {
    const res = await server.api.post('/mpesa/callbacks/balance-result/00000000-0000-4000-8000-000000000000/nope', {
      Result: { ResultCode: 0 },
    });
    expect(res.status).toBe(400);
  });
});
