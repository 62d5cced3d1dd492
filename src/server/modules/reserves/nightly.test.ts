import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReservesResponse } from '../../../shared/schemas/reserves';
import { col, queryRows } from '../../db/typed-rows';
import { createFundedUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { attest } from './attest';
import { noMpesaFloat } from './float-source';
import { nightDue } from './nightly';
import { nightlyAttestation } from './nightly';

// 00:40 in Nairobi on 11 June 2026: the night of the 10th is not due yet
const clock = new TestClock(new Date('2026-06-10T21:40:00Z'));
const server = useTestServer({ clock });

const nights = async () =>
  (
    await queryRows(
      server.ctx.db,
      z.object({ night: col.date.nullable(), float_source: col.text }),
      sql`SELECT to_char(nightly_day, 'YYYY-MM-DD') AS night, float_source FROM reserve_attestations ORDER BY id`,
    )
  ).map((r) => r.night);

describe('the nightly attestation', () => {
  it('is due from 00:45 in Nairobi, once a night across instances, and one is taken after a stop', async () => {
    await createFundedUser(server.ctx, 500);
    expect(nightDue(clock.now())).toBe('2026-06-10');
    // two instances' jobs at once: one attestation for the night
    await Promise.all([nightlyAttestation(server.ctx, noMpesaFloat), nightlyAttestation(server.ctx, noMpesaFloat)]);
    expect(await nights()).toEqual(['2026-06-10']);

    clock.set(new Date('2026-06-10T21:50:00Z')); // 00:50 on the 11th
    expect(nightDue(clock.now())).toBe('2026-06-11');
    await nightlyAttestation(server.ctx, noMpesaFloat);
    await nightlyAttestation(server.ctx, noMpesaFloat);
    expect(await nights()).toEqual(['2026-06-10', '2026-06-11']);

    // stopped for three nights: the first check after takes the night that is due, once
    clock.set(new Date('2026-06-14T06:00:00Z'));
    await nightlyAttestation(server.ctx, noMpesaFloat);
    await nightlyAttestation(server.ctx, noMpesaFloat);
    expect(await nights()).toEqual(['2026-06-10', '2026-06-11', '2026-06-14']);

    // an attestation on demand is never a night's
    expect(await attest(server.ctx, noMpesaFloat)).toBeDefined();
    expect(await nights()).toEqual(['2026-06-10', '2026-06-11', '2026-06-14', null]);
    const { body } = await server.api.get<ReservesResponse>('/api/reserves');
    expect(body.history).toHaveLength(4);
    // no M-Pesa figure: the ledger's float, every deposit (KES 500)
    expect(body.latest?.mpesaFloat).toBe(500);
    expect(body.latest?.liabilities).toBe(500);
    expect(body.latest?.ratio).toBe(100);
    await server.expectLedgerHealthy();
  });
});
