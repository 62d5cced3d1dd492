import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import type { ReceivedMail, TestSmtpServer } from '../../testing/smtp';
import { ordinaryPhone } from '../../testing/phones';
import type { TestServer } from '../../testing/test-server';

/** A 1×1 PNG: a real image for the ID upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let n = 0;

export function newDetails(
  overrides: Partial<{ full_name: string; email: string; phone: string; password: string; ref: string }> = {},
) {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}${Math.floor(Math.random() * 1e6)}`;
  return {
    full_name: `Amani Otieno ${n}`,
    email: `amani.${tag}@example.com`,
    phone: ordinaryPhone(),
    password: 'Mvua-Nyingi-2026!',
    ref: '',
    ...overrides,
  };
}

export function idForm(userId: string, front: Buffer = TINY_PNG, back: Buffer = TINY_PNG): FormData {
  const form = new FormData();
  form.append('userId', userId);
  form.append('front_id', new Blob([new Uint8Array(front)], { type: 'image/png' }), 'front.png');
  form.append('back_id', new Blob([new Uint8Array(back)], { type: 'image/png' }), 'back.png');
  return form;
}

/** The six digits of the newest mail to `address` whose subject matches. */
export async function mailedCode(
  smtp: TestSmtpServer,
  address: string,
  match: (m: ReceivedMail) => boolean = () => true,
): Promise<string> {
  const mail = await smtp.waitFor(address, match);
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return m[1];
}

/**
 * Asks for a new code (POST /api/login/resend-code, answered 200 with its message) and returns the
 * code of the mail that brings it.
 */
export async function resentCode(
  server: TestServer,
  smtp: TestSmtpServer,
  user: { userId: string; email: string },
): Promise<string> {
  const before = smtp.received.length;
  expect(await server.api.post('/api/login/resend-code', { userId: user.userId })).toMatchObject({
    status: 200,
    body: { message: 'A new verification code has been sent to your email.' },
  });
  await smtp.waitFor(user.email, () => smtp.received.length > before);
  return mailedCode(smtp, user.email);
}

export interface Registered {
  userId: string;
  email: string;
  password: string;
  phone: string;
  full_name: string;
}

/** Walks a new user through the registration steps up to (not including) `stopBefore`. */
export async function registerUpTo(
  server: TestServer,
  smtp: TestSmtpServer,
  stopBefore: 2 | 3 | 4 | 5,
  overrides: Parameters<typeof newDetails>[0] = {},
): Promise<Registered> {
  const d = newDetails(overrides);
  const s1 = await server.api.post<{ userId: string }>('/api/register/step1', d);
  if (s1.status !== 201) throw new Error(`step1 ${s1.status} ${JSON.stringify(s1.body)}`);
  const userId = s1.body.userId;
  const out = { userId, email: d.email, password: d.password, phone: d.phone, full_name: d.full_name };
  if (stopBefore === 2) return out;
  const s2 = await server.api.post('/api/register/step2', idForm(userId));
  if (s2.status !== 201) throw new Error(`step2 ${s2.status} ${JSON.stringify(s2.body)}`);
  if (stopBefore === 3) return out;
  const s3 = await server.api.post('/api/register/step3', { userId, termsAccepted: true, privacyPolicyAccepted: true });
  if (s3.status !== 200) throw new Error(`step3 ${s3.status} ${JSON.stringify(s3.body)}`);
  if (stopBefore === 4) return out;
  const code = await mailedCode(smtp, d.email, (m) => m.subject.includes('verification code'));
  const s4 = await server.api.post('/api/register/step4', { userId, verificationCode: code });
  if (s4.status !== 200) throw new Error(`step4 ${s4.status} ${JSON.stringify(s4.body)}`);
  return out;
}

/** The registration's stored facts of one user, as the step tests check them. */
export const registrationRow = (server: TestServer, id: string) =>
  queryRow(
    server.ctx.db,
    z.object({
      phone: col.text,
      email: col.text,
      registration_step: col.int,
      loan_limit_cents: col.bigint,
      referred_by: col.text.nullable(),
      front_id_upload_id: col.text.nullable(),
      email_verified_at: col.timestamp.nullable(),
      terms_accepted_at: col.timestamp.nullable(),
      language: col.text,
    }),
    sql`SELECT phone, email, registration_step, loan_limit_cents, referred_by, front_id_upload_id, email_verified_at, terms_accepted_at, language FROM users WHERE id = ${id}`,
  );
