import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { projectRoot } from './project-root';

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/**
 * A whole-number setting read from `variable` into `field`: `byDefault` when unset, each value of
 * `reads` as the number it maps to, and each of `nonsense` refused with a message naming the variable.
 */
function expectCount(
  variable: string,
  field: 'databasePoolSize' | 'referralMonthlyCap' | 'registrationPurgeDays',
  byDefault: number,
  reads: Record<string, number>,
  nonsense: string[],
) {
  expect(loadConfig({})[field]).toBe(byDefault);
  for (const [value, read] of Object.entries(reads)) expect(loadConfig({ [variable]: value })[field]).toBe(read);
  for (const bad of nonsense)
    expect(failure({ [variable]: bad })).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
}

describe('loadConfig', () => {
  it('gives a working local app with no variables at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mpesa.mode).toBe('simulator');
    expect(config.interestRateAnnual).toBe(0.1);
    expect(config.withholding).toEqual({ interest: 0.15, dividend: 0.05 });
    expect(config.defaultLoanLimit).toBe(0);
    expect(config.rateLimitIpMax).toBe(30);
    expect(config.jobsEnabled).toBe(true);
    expect(config.distDir).toBe('dist');
  });

  it('reads and converts the values it is given, and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://pamoja.example/',
      DATABASE_URL: 'postgresql://u@db:5432/pamoja',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      INTEREST_RATE_ANNUAL: '0.12',
      WHT_INTEREST_RATE: '0',
      WHT_DIVIDEND_RATE: '0.1',
      JOBS_ENABLED: '0',
      HOST: '',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://pamoja.example');
    expect(config.databaseUrl).toBe('postgresql://u@db:5432/pamoja');
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example:465');
    expect(config.interestRateAnnual).toBe(0.12);
    expect(config.withholding).toEqual({ interest: 0, dividend: 0.1 });
    expect(config.jobsEnabled).toBe(false);
    expect(config.host).toBe('127.0.0.1');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/pamoja'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example'],
    ['SUPERADMIN_EMAIL', 'admin'],
    ['SUPERADMIN_PASSWORD', 'short'],
    ['MPESA_MODE', 'live'],
    ['MPESA_SHORTCODE', '12'],
    ['INTEREST_RATE_ANNUAL', '5'],
    ['WHT_INTEREST_RATE', '1'],
    ['WHT_INTEREST_RATE', '-0.15'],
    ['WHT_INTEREST_RATE', '15%'],
    ['WHT_DIVIDEND_RATE', '1.5'],
    ['WHT_DIVIDEND_RATE', 'five'],
    ['DEFAULT_LOAN_LIMIT', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_IP_MAX', '0'],
    ['JOBS_ENABLED', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
    ['TRUST_PROXY', '-1'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'soon'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    const message = failure({ [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} \\S`));
    expect(message).not.toContain('\n');
  });

  it('believes X-Forwarded-For only when TRUST_PROXY says whose: a hop count or proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(failure({ TRUST_PROXY: 'true' })).toBe(
      'Invalid configuration: TRUST_PROXY must be a number of proxy hops (0-99) or a comma-separated list of proxy addresses or CIDRs, e.g. 10.0.0.0/8,::1',
    );
  });

  it('times PostgreSQL out after DATABASE_CONNECT_TIMEOUT_MS (5 s) and DATABASE_STATEMENT_TIMEOUT_MS (15 s) by default', () => {
    expect(loadConfig({})).toMatchObject({ databaseConnectTimeoutMs: 5000, databaseStatementTimeoutMs: 15_000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '30000' })).toMatchObject({
      databaseConnectTimeoutMs: 2000,
      databaseStatementTimeoutMs: 30_000,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (20 by default) and refuses nonsense', () => {
    expectCount('DATABASE_POOL_SIZE', 'databasePoolSize', 20, { '32': 32 }, ['0', '-3', '2.5', 'many', '1001']);
  });

  it('caps referral rewards per referrer and month at REFERRAL_MONTHLY_CAP (20 by default) and refuses nonsense', () => {
    expectCount('REFERRAL_MONTHLY_CAP', 'referralMonthlyCap', 20, { '5': 5, '0': 0 }, ['-1', '2.5', 'lots', '10001']);
  });

  it('purges incomplete registrations after REGISTRATION_PURGE_DAYS (7 by default) and refuses nonsense', () => {
    expectCount('REGISTRATION_PURGE_DAYS', 'registrationPurgeDays', 7, { '30': 30 }, ['0', '-1', '1.5', 'week', '366']);
  });

  it('asks for MPESA_BASE_URL when Daraja is chosen', () => {
    expect(failure({ MPESA_MODE: 'daraja' })).toBe(
      'Invalid configuration: MPESA_BASE_URL must be set when MPESA_MODE is daraja',
    );
  });

  it('will not go live on Daraja with the simulator’s credentials, from which anyone computes the paybill path', () => {
    const live = {
      MPESA_MODE: 'daraja',
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
      MPESA_CONSUMER_KEY: 'live-key',
      MPESA_CONSUMER_SECRET: 'live-secret',
      MPESA_PASSKEY: 'live-passkey',
      MPESA_B2C_INITIATOR: 'live-initiator',
      MPESA_B2C_SECURITY_CREDENTIAL: 'live-credential',
    };
    expect(loadConfig(live).mpesa.consumerSecret).toBe('live-secret');
    for (const [name, simulatorValue] of [
      ['MPESA_CONSUMER_SECRET', 'simulator-secret'],
      ['MPESA_CONSUMER_KEY', 'simulator-key'],
      ['MPESA_PASSKEY', 'simulator-passkey'],
      ['MPESA_B2C_INITIATOR', 'simulator-initiator'],
      ['MPESA_B2C_SECURITY_CREDENTIAL', 'simulator-credential'],
    ] as const) {
      const message = `Invalid configuration: ${name} must be set to your Daraja value (not the simulator's default) when MPESA_MODE is daraja`;
      expect(failure(Object.fromEntries(Object.entries(live).filter(([k]) => k !== name)))).toBe(message);
      expect(failure({ ...live, [name]: simulatorValue })).toBe(message);
    }
    // The simulator itself runs on its own defaults.
    expect(loadConfig({}).mpesa.consumerSecret).toBe('simulator-secret');
  });
});

describe('start-up with an invalid value', () => {
  it('stops with exit code 1 and one line on stderr naming the variable', () => {
    const root = projectRoot();
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', DATA_DIR: path.join(root, 'data-never-created') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
    expect(result.stdout).toBe('');
  });
});
