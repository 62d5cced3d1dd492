import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';

/** What the router refuses before any route runs answers {message} like every other refusal (app.ts). */
const server = useTestServer();

describe('the router’s own refusals', () => {
  it('answer a path segment past 100 characters with 414 {message}, in the reader’s language', async () => {
    for (const path of ['/api/accounts/', '/api/communities/', '/api/goals/']) {
      const res = await server.api.get(`${path}${'a'.repeat(150)}`);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 414,
        body: { message: 'The address is too long.' },
      });
    }
    const sw = await server.api.get(`/api/accounts/${'a'.repeat(150)}`, { headers: { 'accept-language': 'sw' } });
    expect(sw.body).toEqual({ message: 'Anwani ni ndefu mno.' });
  });
});
