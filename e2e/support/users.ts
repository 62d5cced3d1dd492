import type { APIRequestContext, Page } from '@playwright/test';
import { SUPERADMIN } from './env';
import { codeIn, waitForMail } from './mail';
import { type StoredSession, storeSession } from './session';
import { ordinaryPhone } from '../../src/server/testing/phones';

/** A 1×1 PNG, a real image for the ID upload steps. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface E2EUser {
  id: string;
  fullName: string;
  email: string;
  /** As typed in forms: 07XXXXXXXX */
  phone: string;
  password: string;
  token: string;
  role: 'user' | 'superadmin';
}

let n = 0;

/** Fresh, unique registration details. */
export function newUserDetails(prefix = 'user') {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return {
    fullName: `Wanjiku ${prefix} ${tag}`,
    email: `${prefix}.${tag}@example.com`,
    phone: ordinaryPhone(),
    password: 'Mvua-Nyingi-2026!',
  };
}

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * Registers a user through the four registration calls of the API (see docs/product/identity.md), reading the emailed
 * code from the test SMTP server, then logs in. For tests whose subject is not registration itself.
 */
export async function registerUser(
  request: APIRequestContext,
  opts: { ref?: string; prefix?: string } = {},
): Promise<E2EUser> {
  const d = newUserDetails(opts.prefix);
  const json = { accept: 'application/json' };
  const step1 = await ok(
    await request.post('/api/register/step1', {
      headers: json,
      data: { full_name: d.fullName, email: d.email, phone: d.phone, password: d.password, ref: opts.ref ?? '' },
    }),
    'register step 1',
  );
  const userId = String(step1.userId);
  await ok(
    await request.post('/api/register/step2', {
      headers: json,
      multipart: {
        userId,
        front_id: { name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG },
        back_id: { name: 'back.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    }),
    'register step 2',
  );
  await ok(
    await request.post('/api/register/step3', {
      headers: json,
      data: { userId, termsAccepted: true, privacyPolicyAccepted: true },
    }),
    'register step 3',
  );
  const code = codeIn(await waitForMail(d.email));
  await ok(
    await request.post('/api/register/step4', { headers: json, data: { userId, verificationCode: code } }),
    'register step 4',
  );
  const login = await ok(
    await request.post('/api/login', { headers: json, data: { email: d.email, password: d.password } }),
    'login',
  );
  return {
    id: userId,
    fullName: d.fullName,
    email: d.email,
    phone: d.phone,
    password: d.password,
    token: String(login.token),
    role: 'user',
  };
}

/** Signs the superadmin in through the API. */
export async function loginSuperadmin(request: APIRequestContext): Promise<E2EUser> {
  const res = await ok(
    await request.post('/api/login', { headers: { accept: 'application/json' }, data: SUPERADMIN }),
    'superadmin login',
  );
  const user = res.user as { id: string; name: string };
  return {
    id: user.id,
    fullName: user.name,
    email: SUPERADMIN.email,
    phone: '',
    password: SUPERADMIN.password,
    token: String(res.token),
    role: 'superadmin',
  };
}

/** Puts a signed-in session into the page's localStorage (the spec's keys) before it loads. */
export async function signIn(page: Page, user: E2EUser): Promise<void> {
  await page.addInitScript(storeSession, sessionOf(user));
}

/** The session `user` signs in with. */
export const sessionOf = (user: E2EUser): StoredSession => ({
  id: user.id,
  token: user.token,
  role: user.role,
  name: user.fullName,
});

/** A new user (named after `prefix`), signed in on `page`, which shows `path`. */
export async function newUserOn(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  path: string,
): Promise<E2EUser> {
  const user = await registerUser(request, { prefix });
  await signIn(page, user);
  await page.goto(path);
  return user;
}
