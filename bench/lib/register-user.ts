import { randomInt } from 'node:crypto';
import type { TestSmtpServer } from '../../src/server/testing/smtp';

/** A 1×1 PNG for the ID photo step. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface SignedInUser {
  id: string;
  name: string;
  token: string;
  role: string;
}

async function call(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const json = (data: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });

/**
 * Registers a user through the four registration calls of the API (spec §7), reading the emailed
 * code from `smtp` (the app must send its mail there), and logs them in.
 */
export async function registerAndLogin(baseUrl: string, smtp: TestSmtpServer): Promise<SignedInUser> {
  const tag = Date.now().toString(36);
  const name = `Wanjiku Kamau`;
  const email = `bench.${tag}@example.com`;
  const password = 'Passw0rd!23';
  const step1 = await call(`${baseUrl}/api/register/step1`, json({ full_name: name, email, phone: `07${randomInt(10_000_000, 99_999_999)}`, password, ref: '' }), 'register step 1');
  const userId = String(step1.userId);
  const ids = new FormData();
  ids.set('userId', userId);
  ids.set('front_id', new Blob([TINY_PNG], { type: 'image/png' }), 'front.png');
  ids.set('back_id', new Blob([TINY_PNG], { type: 'image/png' }), 'back.png');
  await call(`${baseUrl}/api/register/step2`, { method: 'POST', body: ids }, 'register step 2');
  await call(`${baseUrl}/api/register/step3`, json({ userId, termsAccepted: true, privacyPolicyAccepted: true }), 'register step 3');
  const mail = await smtp.waitFor(email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in mail "${mail.subject}"`);
  await call(`${baseUrl}/api/register/step4`, json({ userId, verificationCode: code }), 'register step 4');
  const login = await call(`${baseUrl}/api/login`, json({ email, password }), 'login');
  return { id: userId, name, token: String(login.token), role: 'user' };
}
