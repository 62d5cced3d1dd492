import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TestSmtpServer } from '../../src/server/testing/smtp';
import { E2E_ROOT, e2eAppEnv, MAIL_DIR } from './env';

/**
 * Starts a real SMTP server that files each mail as JSON under MAIL_DIR, and the built app as a
 * user starts it, on a fresh data folder. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  await rm(E2E_ROOT, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  const smtp = new TestSmtpServer();
  let n = 0;
  smtp.onMail = async (mail) => {
    n += 1;
    await writeFile(
      path.join(MAIL_DIR, `${Date.now()}-${n}.json`),
      JSON.stringify({ ...mail, attachments: mail.attachments.map((a) => a.filename) }),
    );
  };
  const smtpUrl = await smtp.start();
  const app: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: e2eAppEnv(port, path.join(E2E_ROOT, 'data'), smtpUrl),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A loaded machine can take longer than a minute to start the app on a fresh data folder.
  const waitMs = Number(process.env.E2E_START_TIMEOUT_MS ?? 60_000);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode} before it was ready`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // no teardown runs when the setup fails: stop the app here, or it keeps the port
      app.kill('SIGTERM');
      throw new Error(`the app did not answer /healthz within ${waitMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await smtp.stop();
  };
}
