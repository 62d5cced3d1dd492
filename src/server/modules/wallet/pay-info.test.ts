import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

/** How a user pays in without the app: the paybill, their wallet's account and the USSD code (paybill.md). */
const server = useTestServer({ env: { MPESA_C2B_SHORTCODE: '600999', USSD_CODE: '*384*77#' } });

describe('GET /api/pay-info', () => {
  it('names the paybill, the account that credits my wallet (my phone) and the USSD code', async () => {
    const user = await createUser(server.ctx);
    const res = await server.api.get('/api/pay-info', { token: user.token });
    expect(res).toMatchObject({
      status: 200,
      body: { paybill: '600999', walletAccount: user.localPhone, ussdCode: '*384*77#' },
    });
    expect((await server.api.get('/api/pay-info')).status).toBe(401);
  });
});
