import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config';
import { col, queryRow } from '../../db/typed-rows';
import { projectRoot } from '../../project-root';
import { startServer } from '../../server';
import { createUser } from '../../testing/factories';
import { ordinaryPhone } from '../../testing/phones';
import { useTestServer } from '../../testing/use-test-server';
import { ensureSuperadmin } from './superadmin';

/**
 * SUPERADMIN_EMAIL naming an account that already exists. Anyone can register step 1 with any
 * address and a password of their choosing, so such an account must never become the superadmin.
 */
const server = useTestServer();

const login = (email: string, password: string) =>
  server.api.post<Record<string, unknown>>('/api/login', { email, password });
const roleOf = async (email: string) =>
  queryRow(
    server.ctx.db,
    z.object({ role: col.text, origin: col.text }),
    sql`SELECT role, origin FROM users WHERE lower(email) = ${email}`,
  );

/** A start-up with these variables against the test's database: ensureSuperadmin as start-up calls it, logging warnings into `warnings`. */
function startupWith(env: Record<string, string>, warnings: unknown[] = []) {
  const log = { ...server.ctx.log, warn: (obj: unknown) => warnings.push(obj) } as typeof server.ctx.log;
  return ensureSuperadmin({ ...server.ctx, log, config: loadConfig(env) });
}

/** Registration step 1 as the attacker does it: the operator's address, the attacker's password. */
async function squat(email: string, password: string): Promise<string> {
  const res = await server.api.post<{ userId: string }>('/api/register/step1', {
    full_name: 'Ops Team',
    email,
    phone: ordinaryPhone(),
    password,
    ref: '',
  });
  expect(res.status).toBe(201);
  return res.body.userId;
}

describe('SUPERADMIN_EMAIL naming an account that registered itself', () => {
  it('stops the start with one line naming the variable, and the squatter never becomes superadmin', async () => {
    await squat('ops@pamoja.test', 'Attacker-Pass1');
    const refusal =
      'Invalid configuration: SUPERADMIN_EMAIL names ops@pamoja.test, an account that registered itself; start-up never makes such an account the superadmin, since anyone can register any address with a password of their own. Choose an address that has no account.';
    // The whole start, as npm start runs it, on the same database.
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: server.ctx.config.dataDir,
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      SUPERADMIN_EMAIL: 'OPS@pamoja.test',
    });
    await expect(startServer({ config, database: server.ctx.database })).rejects.toThrow(new ConfigError(refusal));
    // A password does not make it acceptable either: the account is not the operator's.
    await expect(
      startupWith({ SUPERADMIN_EMAIL: 'ops@pamoja.test', SUPERADMIN_PASSWORD: 'Operator-Pass1' }),
    ).rejects.toThrow(new ConfigError(refusal));
    expect(await roleOf('ops@pamoja.test')).toEqual({ role: 'user', origin: 'registration' });
    const attacker = await login('ops@pamoja.test', 'Attacker-Pass1');
    expect(attacker.body).toMatchObject({ registrationIncomplete: true });
    expect(attacker.body).not.toHaveProperty('token');
    expect((await login('ops@pamoja.test', 'Operator-Pass1')).status).toBe(401);
  });

  it('refuses a complete, verified registration too: a saver is never turned into the console account', async () => {
    const saver = await createUser(server.ctx);
    await expect(startupWith({ SUPERADMIN_EMAIL: saver.email, SUPERADMIN_PASSWORD: 'Operator-Pass1' })).rejects.toThrow(
      /^Invalid configuration: SUPERADMIN_EMAIL names .* an account that registered itself/,
    );
    expect(await roleOf(saver.email)).toEqual({ role: 'user', origin: 'registration' });
    expect((await server.api.post('/api/logout', undefined, { token: saver.token })).status).toBe(200);
  });

  it('npm start exits with code 1 and that one line on stderr', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-console-squat-'));
    try {
      const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' };
      const first = await startServer({ config: loadConfig(env) });
      const res = await fetch(`${first.url}/api/register/step1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          full_name: 'Ops Team',
          email: 'ops@pamoja.test',
          phone: '0722000111',
          password: 'Attacker-Pass1',
          ref: '',
        }),
      });
      expect(res.status).toBe(201);
      await first.close();
      const root = projectRoot();
      const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', ...env, SUPERADMIN_EMAIL: 'ops@pamoja.test' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Invalid configuration: SUPERADMIN_EMAIL names ops@pamoja\.test, an account that registered itself;/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('promoting an account start-up made', () => {
  it('needs SUPERADMIN_PASSWORD, sets it, ends the old sessions and logs the promotion at warn', async () => {
    await startupWith({ SUPERADMIN_EMAIL: 'chief@pamoja.test', SUPERADMIN_PASSWORD: 'Chief-Pass-1' });
    // Later demoted by hand (SQL), and used meanwhile.
    await server.ctx.db.execute(sql`UPDATE users SET role = 'user' WHERE email = 'chief@pamoja.test'`);
    const old = String((await login('chief@pamoja.test', 'Chief-Pass-1')).body.token);

    const refused: unknown[] = [];
    await expect(startupWith({ SUPERADMIN_EMAIL: 'chief@pamoja.test' }, refused)).rejects.toThrow(
      new ConfigError(
        'Invalid configuration: SUPERADMIN_PASSWORD must be set to make chief@pamoja.test (SUPERADMIN_EMAIL) the superadmin: that account exists and its current password may not be yours.',
      ),
    );
    expect(await roleOf('chief@pamoja.test')).toEqual({ role: 'user', origin: 'bootstrap' });
    expect((await server.api.get('/api/interests/last-update', { token: old })).status).toBe(403);

    const warnings: unknown[] = [];
    await startupWith({ SUPERADMIN_EMAIL: 'chief@pamoja.test', SUPERADMIN_PASSWORD: 'Chief-Pass-2' }, warnings);
    const row = await queryRow(
      server.ctx.db,
      z.object({ id: col.text, role: col.text }),
      sql`SELECT id, role FROM users WHERE email = 'chief@pamoja.test'`,
    );
    expect(row?.role).toBe('superadmin');
    expect(warnings).toEqual([{ email: 'chief@pamoja.test', userId: row?.id }]);
    expect((await server.api.get('/api/interests/last-update', { token: old })).status).toBe(401);
    expect((await login('chief@pamoja.test', 'Chief-Pass-1')).status).toBe(401);
    expect((await login('chief@pamoja.test', 'Chief-Pass-2')).body).toMatchObject({ user: { role: 'superadmin' } });
  });

  it('takes over a superadmin that an earlier version promoted from a registration: its registrant’s password stops working', async () => {
    const promoted = await createUser(server.ctx, { role: 'superadmin', password: 'Registrant-1' });
    await expect(startupWith({ SUPERADMIN_EMAIL: promoted.email })).rejects.toThrow(
      /^Invalid configuration: SUPERADMIN_PASSWORD must be set/,
    );
    expect((await server.api.post('/api/logout', undefined, { token: promoted.token })).status).toBe(200);
    const session = String((await login(promoted.email, 'Registrant-1')).body.token);

    const warnings: unknown[] = [];
    await startupWith({ SUPERADMIN_EMAIL: promoted.email, SUPERADMIN_PASSWORD: 'Operator-Pass-9' }, warnings);
    expect(warnings).toEqual([{ email: promoted.email, userId: promoted.id }]);
    expect((await server.api.post('/api/logout', undefined, { token: session })).status).toBe(401);
    expect((await login(promoted.email, 'Registrant-1')).status).toBe(401);
    expect(await roleOf(promoted.email)).toEqual({ role: 'superadmin', origin: 'bootstrap' });
    // From now on it is the operator's: a start without the password is fine again.
    await startupWith({ SUPERADMIN_EMAIL: promoted.email });
    expect((await login(promoted.email, 'Operator-Pass-9')).body).toMatchObject({ user: { role: 'superadmin' } });
  });
});
