// The landing page on a slow phone link: first contentful paint and largest contentful paint, for a first visit (empty cache, no service worker) over a
// link throttled with the Chrome DevTools Protocol (Network.emulateNetworkConditions), in the system
// Chromium. Goal (docs/decisions/040-landing-prerender.md): the offer shows in under 2 s on 400 kbps down / 300 ms latency. Also
// `ready`: when the landing shell has hydrated the prerendered page and it answers taps.
// Usage: tsx bench/landing-first-paint.ts [runs]   (default 3; the build must be present)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { requireBuild, startBuiltApp } from './lib/built-app';
import { emit } from './lib/emit';

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

const app = await startBuiltApp();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [label, lang] of [
    ['en', null],
    ['sw', 'sw'],
  ] as const) {
    const results: Timings[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
      if (lang) await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      // Installed before the page's own scripts: the largest contentful paint as it changes.
      await context.addInitScript(() => {
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
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
} finally {
  await browser.close();
  await app.stop();
}
