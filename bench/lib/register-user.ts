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
