import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createSession } from '../../auth/sessions';
import { col, queryRows } from '../../db/typed-rows';
import type { TestUser } from '../../testing/factories';
import type { TestClock, TestServer } from '../../testing/test-server';
import { chama } from './community-test-helpers';

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
  return { at, chamaAt };
}

/** The fines charged in a community, by cycle then member. */
export function finesOf(server: TestServer, id: string) {
  return queryRows(
    server.ctx.db,
    z.object({ user_id: col.text, cycle: col.int, amount_cents: col.bigint }),
    sql`SELECT user_id, cycle, amount_cents FROM community_fines WHERE community_id = ${id}::uuid ORDER BY cycle, user_id`,
  );
}
