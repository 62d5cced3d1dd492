import { describe, expect, it } from 'vitest';
import { appOnFreshPostgres } from './app-on-fresh-postgres';
import { eventually } from './fault-app';
import { compareWithLedger } from './ledger-expectations';
import { acknowledged, createSavers, type Movement, newRun, runLoad, type Saver, send } from './movements';

/**
 * kill -9 of PostgreSQL (the postmaster and every backend at once) while 16 clients move money,
 * then a start on the same data directory: what the clients were told is what the ledger holds.
 */
const CLIENTS_GROUPS = 4;
const ACKS_BEFORE_KILL = 150;
const RECOVERY_MS = 90_000;

const setUp = appOnFreshPostgres();

describe('kill -9 of PostgreSQL under a load of money movements', () => {
  it('keeps every acknowledged movement exactly once and whole, and retries with the same keys move nothing twice', async ({
    annotate,
  }) => {
    const { pg, server } = await setUp();
    const savers: Saver[] = await createSavers(server, CLIENTS_GROUPS);
    const run = newRun();
    const sent: Movement[] = [];
    let killedAt = 0;
    let stop = false;

    // 16 clients move money; once enough have been acknowledged the server is killed mid-stream.
    const load = runLoad(server, savers, run, () => stop, sent);
    await eventually(`${ACKS_BEFORE_KILL} movements acknowledged`, RECOVERY_MS, async () =>
      sent.filter(acknowledged).length >= ACKS_BEFORE_KILL ? true : undefined,
    );
    await pg.kill9();
    killedAt = Date.now();
    // Keep the clients going until each has been answered at least once while the server was dead.
    await eventually('every client answered while PostgreSQL is down', RECOVERY_MS, async () =>
      savers.every((s) =>
        sent.some((m) => m.saver === s && m.sentAt.some((t, i) => t > killedAt && m.answers[i] !== undefined)),
      )
        ? true
        : undefined,
    );
    stop = true;
    await load;

    // While it was down, every request sent after the kill was refused cleanly: 503 with a message.
    const whileDown = sent.flatMap((m) => m.answers.filter((_, i) => (m.sentAt[i] ?? 0) > killedAt));
    expect(whileDown.length).toBeGreaterThan(0);
    expect(new Set(whileDown)).toEqual(new Set([503]));

    await pg.start();
    // The app is not restarted: it reconnects by itself.
    await eventually('the app answers again', RECOVERY_MS, async () => {
      const res = await server.api.get(`/api/accounts/${savers[0]!.user.id}`, { token: savers[0]!.user.token });
      return res.status === 200 ? true : undefined;
    });

    const afterCrash = await compareWithLedger(server, run, savers, sent);
    expect(afterCrash.problems).toEqual([]);
    expect(afterCrash.acknowledged).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // Every client sends every movement again with the same Idempotency-Key, as a client that never
    // saw its answer would: each is answered 2xx and nothing moves twice.
    await Promise.all(
      savers.map(async (saver) => {
        for (const m of sent.filter((x) => x.saver === saver)) await send(server, m);
      }),
    );
    const retried = sent.map((m) => m.answers.at(-1));
    expect(new Set(retried)).toEqual(new Set([200]));
    const afterRetries = await compareWithLedger(server, run, savers, sent);
    expect(afterRetries.problems).toEqual([]);
    expect(afterRetries.landed).toBe(sent.length);
    await annotate(
      `kill -9: ${sent.length} movements sent, ${afterCrash.acknowledged} acknowledged before the kill, ` +
        `${afterCrash.landed} in the ledger after restart (${afterCrash.landedUnacknowledged} of them unacknowledged), all ${afterRetries.landed} after retries`,
    );
  });
});
