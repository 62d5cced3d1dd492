import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { createSession } from '../../auth/sessions';
import { col, queryRows } from '../../db/typed-rows';
import type { CreateCommunityBody } from '../../../shared/schemas/communities';
import type { TestUser } from '../../testing/factories';
import type { TestClock, TestServer } from '../../testing/test-server';
import { chama } from './communities-test-kit';

/**
 * Communities tests that move the test clock: `at` sets it (noon in Nairobi on a date, or an ISO
 * instant) and signs every user made through `chamaAt` in again (sessions expire as the clock moves).
 */
export function clockedChamas(server: TestServer, clock: TestClock) {
  const signedIn: TestUser[] = [];
  async function at(date: string) {
    clock.set(new Date(date.length === 10 ? `${date}T09:00:00Z` : date));
    for (const u of signedIn) u.token = await createSession(server.ctx.db, u.id, clock.now());
  }
  async function chamaAt(...args: Parameters<typeof chama> extends [TestServer, ...infer R] ? R : never) {
    const c = await chama(server, ...args);
    signedIn.push(c.chair, c.treasurer, c.secretary, ...c.members);
    return c;
  }
  /** On `date`, a chama (as `chama` makes one) with one plain member, `m`; each of the four has `walletKes`. */
  async function chamaOfOneAt(date: string, walletKes: number, fields: Partial<CreateCommunityBody>) {
    await at(date);
    const c = await chamaAt({ plain: 1, walletKes, fields });
    const [m] = c.members;
    if (!m) throw new Error('the chama was made without its plain member');
    return { ...c, m };
  }
  /**
   * On `date`, a merry-go-round (KES 1,000, fine 50, first due `firstDueDate`, wallets of 3,000) whose
   * order is the plain member `m`, then the chairperson, the treasurer and the secretary.
   */
  async function rotationChamaAt(date: string, firstDueDate: string) {
    const c = await chamaOfOneAt(date, 3000, { rotation: true, firstDueDate, contributionAmount: 1000, lateFine: 50 });
    const order = [c.m.id, c.chair.id, c.treasurer.id, c.secretary.id];
    const res = await server.api.put(`/api/communities/${c.id}/rotation`, { order }, { token: c.chair.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return c;
  }
  return { at, chamaAt, chamaOfOneAt, rotationChamaAt };
}

/** The fines charged in a community, by cycle then member. */
export function finesOf(server: TestServer, id: string) {
  return queryRows(
    server.ctx.db,
    z.object({ user_id: col.text, cycle: col.int, amount_cents: col.bigint }),
    sql`SELECT user_id, cycle, amount_cents FROM community_fines WHERE community_id = ${id}::uuid ORDER BY cycle, user_id`,
  );
}
