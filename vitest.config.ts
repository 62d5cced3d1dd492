import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server and shared tests run once on embedded PGlite and, when TEST_DATABASE_URL is set (CI sets
 * it), once more on PostgreSQL. Client component tests run in jsdom. The fault tests
 * (src/server/faults) start, kill and restart a PostgreSQL server of their own (one per file), so
 * they run once, in their own project.
 */
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];
const faultTests = 'src/server/faults/**/*.test.ts';
const databases = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

export default defineConfig({
  test: {
    projects: [
      ...databases.map((db) => ({
        test: {
          name: db,
          include: serverTests,
          exclude: [...configDefaults.exclude, faultTests],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          env: { TEST_DB: db },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks' as const,
        },
      })),
      {
        test: {
          name: 'faults',
          include: [faultTests],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 180_000,
          pool: 'forks' as const,
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/testing/setup.ts'],
          // A form rendered and typed into takes ~3 s in jsdom; on a 2-core CI machine under the server
          // projects' load it once passed the 5 s default (create-community-modal). Not a speed check.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
