import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../db/client';
import { col, queryRows } from '../db/typed-rows';
import { goalForm } from '../modules/goals/goals-test-kit';
import { ApiClient } from '../testing/api-client';
import {
  type AppProcess,
  type CommandResult,
  registerOverHttp,
  type RegisteredUser,
  runNpmScript,
  signIn,
  startAppProcess,
} from '../testing/app-process';
import { TestSmtpServer } from '../testing/smtp';
import { adminStatement, testDatabaseKind, testDatabaseUrl } from '../testing/test-database';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, against the app running as its own
 * process and taking money the whole time: every movement the app acknowledged before the backup
 * began is in the restored copy, which the app starts on and whose ledger checks out. On PGlite the
 * running server holds the database folder, so the command has to get its copy from the server.
 */
const kind = testDatabaseKind();
const smtp = new TestSmtpServer();
let smtpUrl = '';
const work: string[] = [];
const databases: string[] = [];
const apps: AppProcess[] = [];

/** Where a database lives: a DATA_DIR (PGlite) or a database on the test PostgreSQL server. */
interface Target {
  env: Record<string, string>;
  describe: string;
}

/** A new, empty place for a database; each run gets its own (its own DATA_DIR or PostgreSQL database). */
async function freshTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-backup-test-'));
  work.push(dataDir);
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir }, describe: dataDir };
  const name = `pamoja_backup_${randomBytes(5).toString('hex')}`;
  await adminStatement(`CREATE DATABASE ${name}`);
  databases.push(name);
  // The data folder still takes the mail outbox; the database is PostgreSQL's.
  return { env: { DATA_DIR: dataDir, DATABASE_URL: testDatabaseUrl(name) }, describe: name };
}

async function startApp(target: Target): Promise<AppProcess> {
  const app = await startAppProcess({ ...target.env, SMTP_URL: smtpUrl, MPESA_SIMULATOR_DELAY_MS: '0' });
  apps.push(app);
  return app;
}

/** Counts and sums of the ledger as stored, read with the app stopped. */
async function ledgerFingerprint(target: Target): Promise<{ entries: number; postings: number; cents: string }> {
  const query = sql`SELECT (SELECT COUNT(*)::int FROM journal_entries) AS entries, COUNT(*)::int AS postings, COALESCE(SUM(ABS(amount_cents)), 0)::text AS cents FROM postings`;
  const database =
    kind === 'pglite'
      ? await openPglite(path.join(target.env.DATA_DIR ?? '', 'db'))
      : await openPostgres(target.env.DATABASE_URL ?? '', 2);
  try {
    const [row] = await queryRows(
      database.db,
      z.object({ entries: col.int, postings: col.int, cents: col.text }),
      query,
    );
    return { entries: Number(row?.entries), postings: Number(row?.postings), cents: String(row?.cents) };
  } finally {
    await database.close();
  }
}

/** A movement the app acknowledged: a deposit it reported completed, or a contribution it answered 200. */
interface Movement {
  user: RegisteredUser;
  category: 'deposit' | 'goal_contribution';
  amount: number;
  depositId?: string;
}

async function deposit(api: ApiClient, user: RegisteredUser, amount: number): Promise<Movement> {
  const started = await api.post<{ depositId: string }>(
    '/api/deposits',
    { amount, mpesaNumber: '0712345678', userId: user.id },
    { token: user.token },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const depositId = started.body.depositId;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await api.get<{ deposit: { status: string } }>(`/api/deposits/${depositId}`, { token: user.token });
    if (res.body.deposit?.status === 'completed') return { user, category: 'deposit', amount, depositId };
    if (res.body.deposit?.status === 'failed' || Date.now() > deadline)
      throw new Error(`deposit ${depositId} did not complete: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function createGoal(api: ApiClient, user: RegisteredUser): Promise<string> {
  const form = goalForm({
    user_id: user.id,
    title: 'School fees',
    target_amount: '100000',
    end_date: '2030-01-31',
    description: 'Fees for next year',
  });
  const res = await api.post<{ goal: { goal_id: string } }>('/api/goals', form, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.goal.goal_id;
}

async function contribute(api: ApiClient, user: RegisteredUser, goalId: string, amount: number): Promise<Movement> {
  const res = await api.post(
    `/api/goals/${goalId}/contribute`,
    { userId: user.id, contributionAmount: amount },
    { token: user.token, headers: { 'idempotency-key': randomBytes(8).toString('hex') } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user, category: 'goal_contribution', amount };
}

const backupOf = (file: string, target: Target): Promise<CommandResult> => runNpmScript('backup', [file], target.env);
const restoreTo = (file: string, target: Target): Promise<CommandResult> => runNpmScript('restore', [file], target.env);
const ledgerCheck = (target: Target): Promise<CommandResult> => runNpmScript('ledger:check', [], target.env);

let source: Target;
let liveBackup = '';

beforeAll(async () => {
  smtpUrl = await smtp.start();
  source = await freshTarget();
  const folder = await mkdtemp(path.join(tmpdir(), 'pamoja-backup-files-'));
  work.push(folder);
  liveBackup = path.join(folder, 'live.backup');
});

afterAll(async () => {
  for (const app of apps) await app.stop();
  await smtp.stop();
  for (const name of databases) await adminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await Promise.all(work.map((d) => rm(d, { recursive: true, force: true })));
});

describe(`npm run backup and npm run restore (${kind})`, () => {
  it('backs up the running app while it takes money, and the restore holds every movement acknowledged before the backup began', async () => {
    const app = await startApp(source);
    const api = new ApiClient(app.url);
    const users = [
      await registerOverHttp(app.url, smtp, `backup.a.${randomBytes(3).toString('hex')}@example.com`),
      await registerOverHttp(app.url, smtp, `backup.b.${randomBytes(3).toString('hex')}@example.com`),
    ];
    const acknowledged: Movement[] = [];
    const goals = new Map<string, string>();
    // Amounts differ per user and kind, so that each movement can be found again by its amount.
    const next = new Map<string, number>();
    const amountFor = (user: RegisteredUser, baseKes: number, stepCents: number) => {
      const n = (next.get(user.id) ?? 0) + 1;
      next.set(user.id, n);
      return (baseKes * 100 + n * stepCents) / 100;
    };
    // M-Pesa takes whole shillings; contributions take cents.
    const depositAmount = (user: RegisteredUser, base: number) => amountFor(user, base, 100);
    const contributionAmount = (user: RegisteredUser, base: number) => amountFor(user, base, 1);
    for (const user of users) {
      acknowledged.push(await deposit(api, user, depositAmount(user, 2000)));
      goals.set(user.id, await createGoal(api, user));
      for (let i = 0; i < 3; i++)
        acknowledged.push(await contribute(api, user, goals.get(user.id) ?? '', contributionAmount(user, 10)));
    }

    // Writes go on while the backup runs: contributions, and now and then a deposit.
    let writing = true;
    let round = 0;
    const writer = (async () => {
      while (writing) {
        const user = users[round % users.length]!;
        round++;
        acknowledged.push(
          round % 7 === 0
            ? await deposit(api, user, depositAmount(user, 500))
            : await contribute(api, user, goals.get(user.id) ?? '', contributionAmount(user, 1)),
        );
      }
    })();
    while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 20));

    const before = acknowledged.length;
    const backup = await backupOf(liveBackup, source);
    const during = acknowledged.length - before;
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(kind === 'pglite' ? 'taken from the running server' : 'pg_dump');
    // The app kept taking money while the backup ran.
    expect(during).toBeGreaterThan(0);

    if (kind === 'pglite') {
      // Nothing else may open the folder the server holds: the ledger check is refused, not let in.
      const intruder = await ledgerCheck(source);
      expect(intruder.code).not.toBe(0);
      expect(intruder.stderr).toContain('is in use by another process');
    }
    await app.stop();

    const restored = await freshTarget();
    const restore = await restoreTo(liveBackup, restored);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restored');
    const check = await ledgerCheck(restored);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain('ledger ok');

    const again = await startApp(restored);
    const restoredApi = new ApiClient(again.url);
    for (const user of users) {
      const token = await signIn(again.url, user.email, user.password);
      const history = await restoredApi.get<{
        transactions: Array<{ id: string; category: string; amount: number; type: string; status: string }>;
      }>(`/api/transactions/${user.id}`, { token });
      expect(history.status).toBe(200);
      const found = new Set(
        history.body.transactions
          .filter((t) => t.id.startsWith('p-'))
          .map((t) => `${t.category} ${t.amount.toFixed(2)}`),
      );
      for (const m of acknowledged.slice(0, before).filter((x) => x.user.id === user.id)) {
        expect(found, `${m.category} of ${m.amount} by ${user.email}`).toContain(
          `${m.category} ${m.amount.toFixed(2)}`,
        );
        if (m.depositId) {
          const d = await restoredApi.get<{ deposit: { status: string } }>(`/api/deposits/${m.depositId}`, { token });
          expect(d.body.deposit.status).toBe('completed');
        }
      }
      // The balance is what the restored history adds up to.
      const signed = history.body.transactions
        .filter((t) => t.id.startsWith('p-'))
        .reduce((sum, t) => sum + Math.round(t.amount * 100) * (t.type === 'deposit' ? 1 : -1), 0);
      const account = await restoredApi.get<{ account: { balance: number } }>(`/api/accounts/${user.id}`, { token });
      expect(Math.round(account.body.account.balance * 100)).toBe(signed);
    }
    await again.stop();
  }, 400_000);

  it('refuses to restore into a database that is not empty, or a backup of the other kind of database', async () => {
    // Should the test above have failed half-way, its app must not hold the database still.
    for (const app of apps) await app.stop();
    const refused = await restoreTo(liveBackup, source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      kind === 'pglite'
        ? /already holds a database .* A restore only goes into an empty DATA_DIR/
        : /is not empty .* A restore only goes into an empty database/,
    );

    if (kind === 'pglite') {
      // DATABASE_URL points elsewhere: the file says it is a PGlite backup, so nothing is even tried.
      const other = await restoreTo(liveBackup, {
        env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
        describe: 'PostgreSQL',
      });
      expect(other.code).toBe(1);
      expect(other.stderr).toContain('is a backup of an embedded PGlite database (DATA_DIR), but DATABASE_URL is set');
    } else {
      const dataDir = path.join(path.dirname(liveBackup), 'never-created');
      const other = await restoreTo(liveBackup, { env: { DATA_DIR: dataDir }, describe: dataDir });
      expect(other.code).toBe(1);
      expect(other.stderr).toContain(
        'is a backup of a PostgreSQL database (pg_dump archive), but DATABASE_URL is not set',
      );
      expect(existsSync(dataDir)).toBe(false);
    }
  }, 120_000);

  it('backs up the database with the app stopped, and the restore is the same ledger', async () => {
    const file = path.join(path.dirname(liveBackup), 'stopped.backup');
    const backup = await backupOf(file, source);
    expect(backup.code, backup.stderr).toBe(0);
    if (kind === 'pglite') expect(backup.stdout).toContain('no server was running');
    const restored = await freshTarget();
    const restore = await restoreTo(file, restored);
    expect(restore.code, restore.stderr).toBe(0);
    const check = await ledgerCheck(restored);
    expect(check.code, check.stderr).toBe(0);
    expect(await ledgerFingerprint(restored)).toEqual(await ledgerFingerprint(source));
  }, 180_000);
});
