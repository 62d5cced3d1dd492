import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ env: { RATE_LIMIT_IP_MAX: '3' } });

const ROUTES: Array<[string, Record<string, unknown>]> = [
  ['/api/register/step1', {}],
  ['/api/register/step2', {}],
  ['/api/register/step3', {}],
  ['/api/register/step4', {}],
  ['/api/login', { email: 'a@b.co', password: 'x' }],
  ['/api/login/verify-code', {}],
  ['/api/login/resend-code', {}],
  ['/api/forgot-password', {}],
  [`/api/reset-password/${'t'.repeat(43)}`, {}],
];

describe('per-address limits (RATE_LIMIT_IP_MAX per minute)', () => {
  it.each(ROUTES)('%s answers 429 with a readable message past the limit', async (path, body) => {
    for (let i = 0; i < 3; i++) expect((await server.api.post(path, body)).status).not.toBe(429);
    expect(await server.api.post(path, body)).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts. Please wait a moment and try again.' },
    });
  });
});
