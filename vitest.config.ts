import { defineConfig } from 'vitest/config';

/**
 * Server and shared tests run once on embedded PGlite and, when TEST_DATABASE_URL is set (CI sets
 * it), once more on PostgreSQL. Client component tests run in jsdom.
 */
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];
const databases = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

export default defineConfig({
  test: {
    projects: [
      ...databases.map((db) => ({
        test: {
          name: db,
          include: serverTests,
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
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/testing/setup.ts'],
        },
      },
    ],
  },
});
