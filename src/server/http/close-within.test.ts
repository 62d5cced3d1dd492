import { once } from 'node:events';
import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeWithin } from './close-within';

/** A Fastify app whose one route reads its body, and a promise that resolves when a request has begun. */
async function uploadApp() {
  const app = Fastify();
  let begun: () => void = () => undefined;
  const requestBegun = new Promise<void>((resolve) => {
    begun = resolve;
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    begun();
    done();
  });
  app.post('/upload', async (request) => ({ length: String(request.body).length }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return { app, port: address.port, requestBegun };
}

describe('closeWithin', () => {
  it('cuts a request whose client stalls halfway through its body, and closes', async () => {
    const { app, port, requestBegun } = await uploadApp();
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => undefined);
    // 100 bytes announced, 3 sent: the request never ends by itself.
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nabc');
    await requestBegun;
    const closedSocket = once(socket, 'close');
    expect(await closeWithin(app, 200)).toBe(true);
    await closedSocket;
  });

  it('waits for a request that finishes within the grace, and cuts nothing', async () => {
    const { app, port } = await uploadApp();
    const answered = fetch(`http://127.0.0.1:${port}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    const res = await answered;
    expect(await res.json()).toEqual({ length: 5 });
    expect(await closeWithin(app, 5000)).toBe(false);
  });
});
