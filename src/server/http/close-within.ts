import type { FastifyInstance } from 'fastify';

/**
 * Closes the app (stops accepting, lets the requests in flight finish, runs the close hooks), but not
 * forever: a request that never ends — a client that stalls halfway through sending its body — would
 * hold the shutdown (and a test file's teardown) as long as the client keeps its connection open.
 * After `graceMs` every connection still open is cut and the close goes on. True when it had to cut.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return cut;
}
