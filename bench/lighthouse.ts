// Web budget: Lighthouse mobile (its default phone emulation and simulated slow-4G throttling) on the
// landing page, the login and registration pages, the user's screens (signed in as a new user who
// chairs one community) and the superadmin's dashboard (signed in as the superadmin), against the built
// app in the system Chromium. Budgets: performance ≥ 90, accessibility 100, best practices 100; JavaScript
// ≤ 150 KB gzip by the load event and ≤ 200 KB by network idle (decision 105).
// The CPU slowdown is scaled to the host (decision 105): before each page a short calibration run reads
// Lighthouse's CPU benchmark index, and the measured runs use cpuSlowdownMultiplier = index ÷ 250, so that
// every run emulates the same entry-level phone whatever the host and its moment (BENCH_LIGHTHOUSE_INDEX=n
// uses n instead of calibrating). Each page is audited BENCH_LIGHTHOUSE_RUNS times (default 3), each in a
// fresh browser profile (cold cache); the run with the median performance score is reported, with every
// audit it failed.
// Usage: tsx bench/lighthouse.ts [path ...]   (default: DEFAULT_PAGES below, `{id}` standing for the
// user's community; the build must be present; BENCH_LIGHTHOUSE_DIR=folder also writes each reported
// run's full JSON report there)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { storeSession } from '../e2e/support/session';
import { TestSmtpServer } from '../src/server/testing/smtp';
import { requireBuild, startBuiltApp } from './lib/built-app';
import { launchDebugChromium } from './lib/debug-chromium';
import { emit } from './lib/emit';
import { createCommunity, PHONE_INDEX, scriptBytes, slowdownFor } from './lib/lighthouse-extra';
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
const JS_BUDGET_KB = { byLoad: 150, byIdle: 200 };
const FIXED_INDEX = Number(process.env.BENCH_LIGHTHOUSE_INDEX ?? 0);

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const clientDir = path.join(requireBuild(), 'client');
/** The landing page and the signed-in screens the Lighthouse budget covers (README, Benchmarks). */
const DEFAULT_PAGES = [
  '/',
  '/login',
  '/user/home',
  '/user/savings',
  '/user/transactions',
  '/user/communities',
  '/user/community/{id}',
  '/user/investments',
  '/user/settings',
  '/register/step-1',
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
async function audit(page: string, user: SignedInUser | undefined, slowdown: number, attempt = 1): Promise<Result> {
  const lhr = await auditOnce(page, user, slowdown);
  if (!lhr.runtimeError) return lhr;
  if (attempt >= 3) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
  console.error(`Lighthouse on ${page}: ${lhr.runtimeError.code}, trying again`);
  return audit(page, user, slowdown, attempt + 1);
}

/** The host's CPU benchmark index now: a short Lighthouse run (one cheap audit) on `/healthz`. */
async function calibrate(): Promise<number> {
  if (FIXED_INDEX > 0) return FIXED_INDEX;
  const lhr = await auditOnce('/healthz', undefined, 1, true);
  return Math.round(lhr.environment.benchmarkIndex);
}

async function auditOnce(
  page: string,
  user: SignedInUser | undefined,
  slowdown: number,
  short = false,
): Promise<Result> {
  const browser = await launchDebugChromium();
  try {
    if (user) await signIn(browser.port, user);
    const result = await lighthouse(`${app.url}${page}`, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      ...(short ? { onlyAudits: ['viewport'] } : { onlyCategories: [...CATEGORIES] }),
      disableStorageReset: true,
      // merged into the mobile slow-4G settings: only the CPU slowdown changes
      throttling: { cpuSlowdownMultiplier: slowdown },
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
  const communityId = user && pages.some((p) => p.includes('{id}')) ? await createCommunity(app.url, user) : '';
  for (const page of pages) {
    const index = await calibrate();
    const slowdown = slowdownFor(index);
    emit(B, 'benchmark_index', index, { page, from: FIXED_INDEX > 0 ? 'BENCH_LIGHTHOUSE_INDEX' : 'calibration' });
    emit(B, 'cpu_slowdown', slowdown, { page, phone_index: PHONE_INDEX });
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page.replace('{id}', communityId), who(page), slowdown));
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
    // Lighthouse's CPU score for this machine during the reported run itself (the calibration's may differ
    // a little: the machine's moment moves), and the slowdown the run was made with.
    emit(B, 'run_benchmark_index', Math.round(lhr.environment.benchmarkIndex), {
      page,
      cpu_slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    });
    const js = await scriptBytes(lhr, clientDir);
    const jsMet = js.byLoad / 1024 <= JS_BUDGET_KB.byLoad && js.byIdle / 1024 <= JS_BUDGET_KB.byIdle;
    emit(B, 'js_gzip_kb_by_load', js.byLoad / 1024, { page, files: js.filesByLoad });
    emit(B, 'js_gzip_kb_by_idle', js.byIdle / 1024, { page, files: js.files });
    emit(B, 'js_budget_met', jsMet, { page, budget_kb: JS_BUDGET_KB });
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
