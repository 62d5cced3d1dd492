import { tmpdir } from 'node:os';
import path from 'node:path';

/** Shared between the global setup (which starts the app and the SMTP server) and the tests. */
export const E2E_ROOT = process.env.E2E_ROOT ?? path.join(tmpdir(), `pamoja-e2e-${process.env.E2E_PORT ?? 3100}`);
export const MAIL_DIR = path.join(E2E_ROOT, 'mail');
export const SUPERADMIN = { email: 'admin@pamoja.test', password: 'Admin-Passw0rd!' };

/** The environment of an app the browser tests start on `port`, with its data in `dataDir` and mail sent to `smtpUrl`. */
export function e2eAppEnv(port: number, dataDir: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    MPESA_SIMULATOR_DELAY_MS: '300',
    RATE_LIMIT_IP_MAX: '1000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
}
