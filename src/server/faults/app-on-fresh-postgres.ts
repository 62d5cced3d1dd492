import { afterAll } from 'vitest';
import { type FaultApp, once, startFaultApp, within } from './fault-app';
import { createPostgresInstance, type PostgresInstance } from './postgres-instance';

/**
 * For a test file: a throwaway PostgreSQL with the real app on it, made by the first test that
 * needs it (see `once`), and both closed after the file's tests.
 */
export function appOnFreshPostgres(
  env: Record<string, string> = {},
): () => Promise<{ pg: PostgresInstance; server: FaultApp }> {
  let instance: PostgresInstance | undefined;
  let app: FaultApp | undefined;
  afterAll(async () => {
    try {
      // A connection the app never gave back would make this wait for ever.
      if (app) await within('closing the app and its pool', 60_000, app.close());
    } finally {
      await instance?.destroy();
    }
  });
  return once(async () => {
    instance = await createPostgresInstance();
    app = await startFaultApp(instance.url('pamoja'), { env });
    return { pg: instance, server: app };
  });
}
