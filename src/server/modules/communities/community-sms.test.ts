import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayoutView } from '../../../shared/schemas/communities';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';

/**
 * A chama's texts read as a Kiswahili speaker writes them (noun-class agreement) and say where the
 * money is: a loan paid out is in the borrower's Pamoja wallet, not on M-Pesa (docs/product/sms.md).
 */
const server = useTestServer({ ledgerCheckAfterAll: true });

const textsOf = (u: { id: string }) => kit.smsTextsOf(server, u);

describe('a chama loan by SMS, in Kiswahili', () => {
  it('asks the officials with "ombi … linasubiri" and tells the borrower the loan is in the Pamoja wallet', async () => {
    const { id, chair, treasurer, secretary, member: m } = await kit.chamaOfOne(server, 5000);
    for (const u of [chair, treasurer, secretary, m]) {
      await server.ctx.db.execute(sql`UPDATE users SET language = 'sw', sms_notifications = true WHERE id = ${u.id}`);
      await kit.contributeVia(server, u, id, 2000);
    }
    const req = await server.api.post<{ payout: PayoutView }>(
      `/api/communities/${id}/loans`,
      { amount: 3000, months: 3 },
      { token: m.token },
    );
    expect(req.status, JSON.stringify(req.body)).toBe(201);
    expect((await textsOf(chair)).at(-1)).toBe(
      `Pamoja: ombi la ${m.fullName} la mkopo wa KES 3,000.00 kutoka Umoja Chama linasubiri idhini yako.`,
    );
    for (const official of [chair, secretary]) await kit.approve(server, official, id, req.body.payout.payout_id);
    // Then its key facts (docs/product/communities.md): what to repay, by when, at the APR quoted.
    expect((await textsOf(m)).slice(-2)).toEqual([
      'Pamoja: mkopo wako wa KES 3,000.00 kutoka Umoja Chama umeingia kwenye pochi yako ya Pamoja (si M-Pesa).',
      expect.stringMatching(/^Pamoja: lipa KES 3,900\.00 kwa Umoja Chama kufikia .+\. APR \d+\.\d%\.$/),
    ]);
    expect((await textsOf(treasurer)).at(-1)).toBe(
      `Pamoja: KES 3,000.00 kutoka Umoja Chama zimelipwa kwenye pochi ya Pamoja ya ${m.fullName}.`,
    );
  });
});
