import { describe, expect, it } from 'vitest';
import { appOnFreshPostgres } from './app-on-fresh-postgres';
import { eventually } from './fault-app';
import type { PostgresInstance } from './postgres-instance';
import { compareWithLedger } from './ledger-expectations';
import { acknowledged, createSavers, type Movement, newRun, runLoad, type Saver } from './movements';

/**
 * PostgreSQL goes away under load and comes back, and the app (never restarted) serves again by
 * itself. Its pool is smaller than the number of clients, so that a connection leaked by a failure
 * would soon leave requests waiting forever (which the clients report as a hang).
 */
const WAIT_MS = 90_000;
const ACKS_BEFORE_OUTAGE = 60;

let savers: Saver[] = [];
const setUp = appOnFreshPostgres({ DATABASE_POOL_SIZE: '4' });

/** Whether every saver has had an answer `wanted` to a request sent after `since`. */
function everyClientAnswered(sent: Movement[], since: number, wanted: (status: number) => boolean): true | undefined {
  const ok = savers.every((s) =>
    sent.some(
      (m) => m.saver === s && m.sentAt.some((t, i) => t > since && m.answers[i] !== undefined && wanted(m.answers[i]!)),
    ),
  );
  return ok ? true : undefined;
}

describe('PostgreSQL restarted under load', () => {
  it.for([
    { how: 'fast shutdown', stop: (pg: PostgresInstance) => pg.stopFast() },
    { how: 'kill -9 of every process', stop: (pg: PostgresInstance) => pg.kill9() },
    { how: 'kill -9 of the postmaster alone', stop: (pg: PostgresInstance) => pg.killPostmaster() },
  ])(
    '$how, then start: the app answers 503 while it is down and recovers by itself',
    async ({ stop: outage }, { annotate }) => {
      const { pg, server } = await setUp();
      savers = await createSavers(server, 2);
      const run = newRun();
      const sent: Movement[] = [];
      let stop = false;
      const load = runLoad(server, savers, run, () => stop, sent);
      try {
        await eventually(`${ACKS_BEFORE_OUTAGE} movements acknowledged`, WAIT_MS, async () =>
          sent.filter(acknowledged).length >= ACKS_BEFORE_OUTAGE ? true : undefined,
        );
        await outage(pg);
        const downAt = Date.now();
        await eventually('every client answered while PostgreSQL is down', WAIT_MS, async () =>
          everyClientAnswered(sent, downAt, () => true),
        );
        // The process is alive and serves what needs no database.
        expect((await server.api.get('/healthz')).status).toBe(200);
        const startAt = Date.now();
        await pg.start();
        const upAt = Date.now();
        await eventually('every client moved money again after the start', WAIT_MS, async () =>
          everyClientAnswered(sent, upAt, (s) => s === 200),
        );

        const whileDown = sent.flatMap((m) =>
          m.answers.filter((_, i) => (m.sentAt[i] ?? 0) > downAt && (m.sentAt[i] ?? 0) < startAt),
        );
        expect(whileDown.length).toBeGreaterThan(0);
        expect(new Set(whileDown)).toEqual(new Set([503]));
      } finally {
        stop = true;
        await load;
      }
      // Never a 500, never a dropped connection: money moved (200), or the database was unavailable (503).
      const answers = sent.flatMap((m) => m.answers);
      expect(new Set(answers.filter((s) => s !== 200 && s !== 503))).toEqual(new Set());
      const report = await compareWithLedger(server, run, savers, sent);
      expect(report.problems).toEqual([]);
      await annotate(
        `${answers.length} requests: ${answers.filter((s) => s === 200).length} × 200, ${answers.filter((s) => s === 503).length} × 503; ` +
          `${report.landed} movements in the ledger (${report.landedUnacknowledged} unacknowledged)`,
      );
    },
  );
});
