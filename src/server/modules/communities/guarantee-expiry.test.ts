import { describe, expect, it } from 'vitest';
import type { PayoutsResponse } from '../../../shared/schemas/communities';
import { createSession } from '../../auth/sessions';
import type { TestUser } from '../../testing/factories';
import { notificationsOf } from '../../testing/notifications';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';
import { cycleCloseJob } from './cycle-close';
import { guaranteeSteps } from './guarantees-test-kit';

/**
 * A request waiting for guarantors (docs/product/communities.md, decision 088): it ends 7 days uncovered, or at once when
 * a guarantor who has not answered leaves or is removed and the rest no longer cover it.
 */
const clock = new TestClock(new Date('2028-05-01T09:00:00Z'));
const server = useTestServer({ clock });
const { ask, guaranteesOf, accept, lendingChama } = guaranteeSteps(server);

async function at(iso: string, users: TestUser[]) {
  clock.set(new Date(iso));
  for (const u of users) u.token = await createSession(server.ctx.db, u.id, clock.now());
}
const loanRequests = async (id: string, token: string) =>
  (await server.api.get<PayoutsResponse>(`/api/communities/${id}/payouts`, { token })).body.payouts.filter(
    (p) => p.kind === 'loan',
  );

describe('a loan request waiting for its guarantors', () => {
  it('ends after 7 days uncovered: pending guarantees expire, accepted ones are released, everyone is told', async () => {
    clock.set(new Date('2028-05-01T09:00:00Z'));
    const c = await lendingChama(1000, 2000);
    const everyone = [c.chair, c.treasurer, c.secretary, c.amina, c.baraka, c.chiku];
    // The detail gives each member their own limit: the multiple (3) of their free savings.
    expect((await kit.detail(server, c.amina, c.id)).myBorrowLimit).toBe(3000);
    expect((await kit.detail(server, c.baraka, c.id)).myBorrowLimit).toBe(6000);
    const asked = await ask(c.id, c.amina, 5000, [
      [c.baraka, 1000],
      [c.chiku, 1000],
    ]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.application).toMatchObject({ status: 'waiting', amount: 5000, covered: 3000 });
    const [gb] = await guaranteesOf(c.baraka);
    expect((await accept(c.baraka, gb?.guarantee_id ?? '')).status).toBe(200);
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'accepted', held: 1000 });
    // A hold leaves less free: Baraka's own limit is 3 × (2,000 − 1,000).
    expect((await kit.detail(server, c.baraka, c.id)).myBorrowLimit).toBe(3000);

    // Six days on, the job leaves it waiting.
    await at('2028-05-07T09:00:00Z', everyone);
    await cycleCloseJob.run(server.ctx);
    expect((await guaranteesOf(c.chiku))[0]?.status).toBe('pending');

    // Past 7 days: it ends, once however often the job runs.
    await at('2028-05-08T10:00:00Z', everyone);
    await Promise.all([cycleCloseJob.run(server.ctx), cycleCloseJob.run(server.ctx)]);
    await cycleCloseJob.run(server.ctx);
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'released', held: 0 });
    expect((await guaranteesOf(c.chiku))[0]).toMatchObject({ status: 'expired', held: 0 });
    expect(await loanRequests(c.id, c.chair.token)).toHaveLength(0);
    const ended = `${c.amina.fullName}'s request to borrow KES 5,000.00 from`;
    for (const u of [c.amina, c.baraka, c.chiku]) {
      const told = (await notificationsOf(server, u)).filter((m) => m.startsWith(ended));
      expect(told, u.fullName).toHaveLength(1);
      expect(told[0]).toContain('it was not covered within 7 days');
    }
    // Ended, it no longer blocks a new request.
    expect((await ask(c.id, c.amina, 2000)).status).toBe(201);
    await server.expectLedgerHealthy();
  });

  it('a needed guarantor who has not answered is removed: the request ends at once and everyone is told', async () => {
    clock.set(new Date('2028-06-01T09:00:00Z'));
    const c = await lendingChama(1000, 2000);
    const pair: Array<[TestUser, number]> = [
      [c.baraka, 1000],
      [c.chiku, 1000],
    ];
    expect((await ask(c.id, c.amina, 5000, pair)).status).toBe(201);
    const [gb] = await guaranteesOf(c.baraka);
    expect((await accept(c.baraka, gb?.guarantee_id ?? '')).status).toBe(200);
    // Amina's own 3,000 and Baraka's 1,000 cannot reach 5,000 without Chiku: removing her ends it.
    const removed = await server.api.delete(`/api/communities/${c.id}/members/${c.chiku.id}`, { token: c.chair.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await guaranteesOf(c.chiku))[0]).toMatchObject({ status: 'expired', held: 0 });
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'released', held: 0 });
    expect(await loanRequests(c.id, c.chair.token)).toHaveLength(0);
    const ended = `${c.amina.fullName}'s request to borrow KES 5,000.00 from`;
    for (const u of [c.amina, c.baraka, c.chiku]) {
      const told = (await notificationsOf(server, u)).filter((m) => m.startsWith(ended));
      expect(told, u.fullName).toHaveLength(1);
      expect(told[0]).toContain('a guarantor who had not answered left the chama');
    }
    // Nothing is held any more, and the job a week on finds nothing left to end.
    expect((await kit.detail(server, c.baraka, c.id)).myBorrowLimit).toBe(6000);
    await at('2028-06-09T09:00:00Z', [c.chair, c.amina, c.baraka]);
    await cycleCloseJob.run(server.ctx);
    const after = (await notificationsOf(server, c.amina)).filter((m) => m.startsWith(ended));
    expect(after).toHaveLength(1);
    expect((await ask(c.id, c.amina, 2000)).status).toBe(201);
    await server.expectLedgerHealthy();
  });

  it('a guarantor who leaves of their own accord ends a request only when the rest no longer cover it', async () => {
    clock.set(new Date('2028-07-01T09:00:00Z'));
    const c = await lendingChama(1000, 2000);
    // 3,000 own + Baraka 2,000 covers 5,000 without Chiku: her leaving expires her guarantee, the request waits.
    const asked = await ask(c.id, c.amina, 5000, [
      [c.baraka, 2000],
      [c.chiku, 1000],
    ]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const left = await server.api.delete(`/api/communities/${c.id}/members/${c.chiku.id}`, { token: c.chiku.token });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await guaranteesOf(c.chiku))[0]).toMatchObject({ status: 'expired', held: 0 });
    const [gb] = await guaranteesOf(c.baraka);
    expect(gb?.status).toBe('pending');
    expect((await notificationsOf(server, c.amina)).some((m) => m.includes('has ended'))).toBe(false);
    expect((await accept(c.baraka, gb?.guarantee_id ?? '')).status).toBe(200);
    expect(await loanRequests(c.id, c.chair.token)).toHaveLength(1);
    await server.expectLedgerHealthy();
  });

  it('a guarantor accepting while being removed: one of the two wins, never both, and the ledger holds', async () => {
    clock.set(new Date('2028-08-01T09:00:00Z'));
    const c = await lendingChama(1000, 2000);
    const asked = await ask(c.id, c.amina, 5000, [
      [c.baraka, 1000],
      [c.chiku, 1000],
    ]);
    expect(asked.status).toBe(201);
    const [gb] = await guaranteesOf(c.baraka);
    expect((await accept(c.baraka, gb?.guarantee_id ?? '')).status).toBe(200);
    const [gc] = await guaranteesOf(c.chiku);
    const [removed, accepted] = await Promise.all([
      server.api.delete(`/api/communities/${c.id}/members/${c.chiku.id}`, { token: c.chair.token }),
      accept(c.chiku, gc?.guarantee_id ?? ''),
    ]);
    const requests = await loanRequests(c.id, c.chair.token);
    if (accepted.status === 200) {
      // Accepted first: Chiku's savings are held, so she stays; the covered request reached the officials.
      expect(removed.status).toBe(422);
      expect((await guaranteesOf(c.chiku))[0]).toMatchObject({ status: 'accepted', held: 1000 });
      expect(requests).toHaveLength(1);
    } else {
      // Removed first: her guarantee had expired and the request had ended.
      expect(removed.status).toBe(200);
      expect(accepted.status).toBe(409);
      expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'released', held: 0 });
      expect(requests).toHaveLength(0);
    }
    await server.expectLedgerHealthy();
  });
});
