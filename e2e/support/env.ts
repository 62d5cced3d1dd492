import { tmpdir } from 'node:os';
import path from 'node:path';

/** Shared between the global setup (which starts the app and the SMTP server) and the tests. */
export const E2E_ROOT = process.env.E2E_ROOT ?? path.join(tmpdir(), `pamoja-e2e-${process.env.E2E_PORT ?? 3100}`);
export const MAIL_DIR = path.join(E2E_ROOT, 'mail');
export const SUPERADMIN = { email: 'admin@pamoja.test', password: 'Admin-Passw0rd!' };
