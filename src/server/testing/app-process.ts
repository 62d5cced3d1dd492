import { type ChildProcess, spawn } from 'node:child_process';
import { projectRoot } from '../project-root';
import { ordinaryPhone } from './phones';
import type { TestSmtpServer } from './smtp';

/**
 * The app as its own process, started from source the way `npm run dev` runs it, and the project's
 * npm commands run as an operator runs them: for tests about what happens across processes (a
 * command beside a running server, a restart on restored data).
 */

const CHOSEN_BY_TEST = new Set(['DATABASE_URL', 'DATA_DIR', 'PORT', 'PUBLIC_URL', 'SMTP_URL']);

/** The environment of a child: this one's, minus any database or port setting the test did not choose. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CHOSEN_BY_TEST.has(name)));
  return { ...base, ...env };
}

export interface AppProcess {
  url: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

/** Starts `src/server/main.ts` on a free port with `env`, once it says where it listens. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot(),
    env: childEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JOBS_ENABLED: 'false',
      RATE_LIMIT_IP_MAX: '100000',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the app did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`)),
      READY_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /Pamoja is running at (http:\/\/[^"\s]+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
      // Keep only the tail: the log goes on for as long as the app runs.
      if (output.length > 100_000) output = output.slice(-20_000);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code} before listening:\n${output.slice(-4000)}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- ...args` in the project, with `env` (no database setting unless given). */
export function runNpmScript(script: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: projectRoot(),
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A 1×1 PNG for the ID photo step. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface RegisteredUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

async function call(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const json = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(data),
});

/** Signs in over HTTP; the session token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await call(`${baseUrl}/api/login`, json({ email, password }), 'login');
  return String(login.token);
}

/** Registers through the four registration calls, reading the emailed code from `smtp`, and signs in. */
export async function registerOverHttp(baseUrl: string, smtp: TestSmtpServer, email: string): Promise<RegisteredUser> {
  const password = 'Backup-Passw0rd!23';
  const name = 'Achieng Otieno';
  const step1 = await call(
    `${baseUrl}/api/register/step1`,
    json({ full_name: name, email, phone: ordinaryPhone(), password, ref: '' }),
    'register step 1',
  );
  const id = String(step1.userId);
  const ids = new FormData();
  ids.set('userId', id);
  ids.set('front_id', new Blob([TINY_PNG], { type: 'image/png' }), 'front.png');
  ids.set('back_id', new Blob([TINY_PNG], { type: 'image/png' }), 'back.png');
  await call(`${baseUrl}/api/register/step2`, { method: 'POST', body: ids }, 'register step 2');
  await call(
    `${baseUrl}/api/register/step3`,
    json({ userId: id, termsAccepted: true, privacyPolicyAccepted: true }),
    'register step 3',
  );
  const mail = await smtp.waitFor(email, undefined, 60_000);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in mail "${mail.subject}"`);
  await call(`${baseUrl}/api/register/step4`, json({ userId: id, verificationCode: code }), 'register step 4');
  return { id, name, email, password, token: await signIn(baseUrl, email, password) };
}
