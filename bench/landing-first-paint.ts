// The landing page on a slow phone link: first contentful paint and largest contentful paint, for a first visit (empty cache, no service worker) over a
// link throttled with the Chrome DevTools Protocol (Network.emulateNetworkConditions), in the system
// Chromium. Goal (docs/decisions/040-landing-prerender.md): the offer shows in under 2 s on 400 kbps down / 300 ms latency. Also
// `ready`: when the landing shell has hydrated the prerendered page and it answers taps.
// Then the same link for the sign-in page and the signed-in screens (decision 107: the loading shell is
// in their HTML): first contentful paint (goal < 2 s too) and `screen`, when the screen itself has
// replaced the loading shell (its code, words and data arrived and were drawn).
// Usage: tsx bench/landing-first-paint.ts [runs]   (default 3; the build must be present)
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { storeSession } from '../e2e/support/session';
import { TestSmtpServer } from '../src/server/testing/smtp';
import { requireBuild, startBuiltApp } from './lib/built-app';
import { emit } from './lib/emit';
import { createCommunity } from './lib/lighthouse-extra';
import { registerAndLogin, type SignedInUser } from './lib/register-user';

const B = 'landing_first_paint';
const GOAL_MS = 2000;
/** kbit/s down and up, and the added round-trip latency. */
const LINK = { downKbps: 400, upKbps: 400, latencyMs: 300 };
const runs = Number(process.argv[2] ?? 3);
requireBuild();

interface Timings {
  fcp: number;
  lcp: number;
  ready: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const smtp = new TestSmtpServer();
const app = await startBuiltApp({ SMTP_URL: await smtp.start(), RATE_LIMIT_IP_MAX: '1000' });
const browser = await chromium.launch(chromiumLaunchOptions);

/** A fresh context (empty cache, no service worker) whose one tab goes over the slow link. */
async function slowTab(b: Browser, init?: { user: SignedInUser }) {
  const context = await b.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  if (init) await context.addInitScript(storeSession, init.user);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latencyMs,
    downloadThroughput: (LINK.downKbps * 1000) / 8,
    uploadThroughput: (LINK.upKbps * 1000) / 8,
  });
  return { context, tab };
}

try {
  for (const [label, lang] of [
    ['en', null],
    ['sw', 'sw'],
  ] as const) {
    const results: Timings[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, tab } = await slowTab(browser);
      if (lang) await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      // Installed before the page's own scripts: the largest contentful paint as it changes.
      await context.addInitScript(() => {
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await tab.goto(`${app.url}/`, { waitUntil: 'load', timeout: 120_000 });
      await tab.waitForSelector('html[data-landing-ready]', { timeout: 30_000 }).catch(() => undefined);
      const t = await tab.evaluate(() => {
        const w = window as unknown as { __lcp: number };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const ready = Number(document.documentElement.dataset.landingReady ?? NaN);
        return { fcp, lcp: w.__lcp, ready };
      });
      results.push(t);
      await context.close();
    }
    const fcp = median(results.map((r) => r.fcp));
    emit(B, 'fcp_ms', Math.round(fcp), { lang: label, runs, link: LINK });
    emit(B, 'lcp_ms', Math.round(median(results.map((r) => r.lcp))), { lang: label });
    emit(B, 'ready_ms', Math.round(median(results.map((r) => r.ready))), { lang: label });
    if (label === 'en') emit(B, 'fcp_goal_met', fcp < GOAL_MS, { goal_ms: GOAL_MS });
  }

  const user = await registerAndLogin(app.url, smtp);
  const community = await createCommunity(app.url, user);
  for (const page of ['/login', '/user/home', `/user/community/${community}`]) {
    const results: { fcp: number; screen: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, tab } = await slowTab(browser, page === '/login' ? undefined : { user });
      await tab.goto(`${app.url}${page}`, { waitUntil: 'commit', timeout: 120_000 });
      // The screen is drawn: the loading shells (the HTML's and the app's) gone, its heading shown.
      await tab.waitForFunction(
        () => !document.querySelector('[data-boot-shell], [data-loading-shell]') && document.querySelector('h1, h2'),
        undefined,
        { timeout: 120_000, polling: 50 },
      );
      const screen = await tab.evaluate(() => performance.now());
      const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      results.push({ fcp, screen });
      await context.close();
    }
    const at = page.startsWith('/user/community/') ? '/user/community/{id}' : page;
    const fcp = median(results.map((r) => r.fcp));
    emit(B, 'fcp_ms', Math.round(fcp), { page: at, runs, link: LINK });
    emit(B, 'screen_ms', Math.round(median(results.map((r) => r.screen))), { page: at });
    emit(B, 'fcp_goal_met', fcp < GOAL_MS, { page: at, goal_ms: GOAL_MS });
  }
} finally {
  await browser.close();
  await app.stop();
  await smtp.stop();
}
