import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

/**
 * Browser tests drive the built app, started as a user starts it (`node scripts/start.mjs`) by the
 * global setup, with the system Chromium (DESIGN §7). Mail goes to a real SMTP server in the setup.
 */
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Tests that need the app as it is before anyone registers run first.
    { name: 'fresh', testMatch: '**/*.fresh.spec.ts', use: { ...phone } },
    { name: 'mobile', testIgnore: '**/*.fresh.spec.ts', dependencies: ['fresh'], use: { ...phone } },
  ],
});
