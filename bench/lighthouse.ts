// Web budget: Lighthouse mobile (its default phone emulation and simulated slow-4G throttling) on the
// landing page, the login page, the user's main screens (signed in as a new user) and the superadmin's
// dashboard (signed in as the superadmin), against the built app in the system Chromium. Budgets: performance ≥ 90, accessibility 100, best practices 100. Each page is audited
// BENCH_LIGHTHOUSE_RUNS times (default 3), each in a fresh browser profile (cold cache); the run
// with the median performance score is reported, with every audit it failed.
// Usage: tsx bench/lighthouse.ts [path ...]   (default: DEFAULT_PAGES below; the build must be present;
// BENCH_LIGHTHOUSE_DIR=folder also writes each reported run's full JSON report there)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { storeSession } from '../e2e/support/session';
import { TestSmtpServer } from '../src/server/testing/smtp';
import { requireBuild, startBuiltApp } from './lib/built-app';
import { launchDebugChromium } from './lib/debug-chromium';
import { emit } from './lib/emit';
import { loginSuperadmin, registerAndLogin, type SignedInUser } from './lib/register-user';

const B = 'lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const BUDGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
};
/** Lighthouse's own line between a passed and a failed audit. */
const PASS = 0.9;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

requireBuild();
/** The landing page and the signed-in screens the Lighthouse budget covers (README, Benchmarks). */
const DEFAULT_PAGES = [
  '/',
  '/login',
  '/user/home',
  '/user/savings',
  '/user/transactions',
  '/user/communities',
  '/admin/dashboard',
];
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
const SUPERADMIN = { email: 'bench.admin@example.com', password: 'Bench-Admin-Passw0rd!' };
const isAdminPage = (page: string): boolean => page.startsWith('/admin') || page.startsWith('/superadmin');
const smtp = new TestSmtpServer();
const smtpUrl = await smtp.start();
const app = await startBuiltApp({
  SMTP_URL: smtpUrl,
  RATE_LIMIT_IP_MAX: '1000',
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
});

/** Puts a signed-in session (the spec's localStorage keys) into the browser, from a page that installs no service worker. */
async function signIn(port: number, user: SignedInUser): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const tab = await context.newPage();
    await tab.goto(`${app.url}/healthz`);
    await tab.evaluate(storeSession, user);
    await tab.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run; a run whose trace Lighthouse could not read (e.g. NO_NAVSTART) is tried again, twice at most. */
async function audit(page: string, user: SignedInUser | undefined, attempt = 1): Promise<Result> {
  const lhr = await auditOnce(page, user);
  if (!lhr.runtimeError) return lhr;
  if (attempt >= 3) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
  console.error(`Lighthouse on ${page}: ${lhr.runtimeError.code}, trying again`);
  return audit(page, user, attempt + 1);
}

async function auditOnce(page: string, user: SignedInUser | undefined): Promise<Result> {
  const browser = await launchDebugChromium();
  try {
    if (user) await signIn(browser.port, user);
    const result = await lighthouse(`${app.url}${page}`, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    return result.lhr;
  } finally {
    await browser.stop();
  }
}

const score = (lhr: Result, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);

try {
  const user = pages.some((p) => p.startsWith('/user')) ? await registerAndLogin(app.url, smtp) : undefined;
  const admin = pages.some(isAdminPage) ? await loginSuperadmin(app.url, SUPERADMIN) : undefined;
  const who = (page: string): SignedInUser | undefined =>
    page.startsWith('/user') ? user : isAdminPage(page) ? admin : undefined;
  for (const page of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page, who(page)));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = runs[Math.floor((runs.length - 1) / 2)]!;
    let met = true;
    for (const category of CATEGORIES) {
      const value = score(lhr, category);
      met &&= value >= BUDGET[category];
      emit(B, category, value, {
        page,
        ...(category === 'performance' && RUNS > 1 ? { runs: runs.map((r) => score(r, category)) } : {}),
      });
    }
    for (const [metric, id] of [
      ['fcp_ms', 'first-contentful-paint'],
      ['lcp_ms', 'largest-contentful-paint'],
      ['tbt_ms', 'total-blocking-time'],
      ['speed_index_ms', 'speed-index'],
      ['cls', 'cumulative-layout-shift'],
    ] as const) {
      const value = lhr.audits[id]?.numericValue;
      if (value !== undefined) emit(B, metric, metric === 'cls' ? value : Math.round(value), { page });
    }
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (!a || a.score === null || a.score >= PASS) continue;
        emit(B, 'failed_audit', a.id, {
          page,
          category,
          score: a.score,
          title: a.title,
          ...(a.displayValue ? { detail: a.displayValue } : {}),
        });
      }
    }
    // Lighthouse's CPU score for this machine at the time (a busy shared machine scores low, and then
    // the throttled CPU figures — TBT, bootup — come out higher than on an idle one).
    emit(B, 'benchmark_index', Math.round(lhr.environment.benchmarkIndex), { page });
    for (const warning of lhr.runWarnings) emit(B, 'warning', warning, { page });
    emit(B, 'budget_met', met, { page, budget: BUDGET });
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      await mkdir(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
      await writeFile(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await app.stop();
  await smtp.stop();
}
