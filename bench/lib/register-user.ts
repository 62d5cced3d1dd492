import { registerOverHttp } from '../../src/server/testing/app-process';
import type { TestSmtpServer } from '../../src/server/testing/smtp';

export interface SignedInUser {
  id: string;
  name: string;
  token: string;
  role: string;
}

/**
 * Registers a user through the four registration calls of the API, reading the emailed code from
 * `smtp` (the app must send its mail there), and signs them in.
 */
export async function registerAndLogin(baseUrl: string, smtp: TestSmtpServer): Promise<SignedInUser> {
  const user = await registerOverHttp(baseUrl, smtp, `bench.${Date.now().toString(36)}@example.com`);
  return { id: user.id, name: user.name, token: user.token, role: 'user' };
}

/** Signs in the superadmin the app created at start (SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD). */
export async function loginSuperadmin(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<SignedInUser> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await res.json()) as { token?: unknown; user?: { id?: unknown; name?: unknown } };
  if (!res.ok || typeof body.token !== 'string' || typeof body.user?.id !== 'string') {
    throw new Error(`superadmin login: ${res.status} ${JSON.stringify(body)}`);
  }
  return { id: body.user.id, name: String(body.user.name ?? ''), token: body.token, role: 'superadmin' };
}
