// Web budget: the JavaScript and CSS a phone downloads to show a page of the built app, measured in
// the system Chromium (gzip level 9 of each response body). Budget: landing page JS ≤ 120 KB gzip.
// It counts what loads until the network is idle, without interaction: the landing page's form
// schemas (zod), loaded on a form field's first focus, are not part of it (docs/decisions/009).
// Usage: tsx bench/web.ts [path ...]   (default: / and /login; the build must be present)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { requireBuild, startBuiltApp } from './lib/built-app';
import { emit } from './lib/emit';

const B = 'web';
const LANDING_JS_BUDGET_KB = 120;
requireBuild();

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login'];
const app = await startBuiltApp();
const url = app.url;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const tab = await context.newPage();
    const sizes = { js: 0, css: 0, jsFiles: 0 };
    const pending: Array<Promise<void>> = [];
    tab.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res.body().then((body) => {
          const gz = gzipSync(body, { level: 9 }).length;
          if (process.env.BENCH_WEB_FILES)
            emit(B, 'file_gzip_kb', gz / 1024, { page, file: new URL(res.url()).pathname });
          if (type === 'script') {
            sizes.js += gz;
            sizes.jsFiles += 1;
          } else sizes.css += gz;
        }),
      );
    });
    await tab.goto(url + page, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const jsKb = sizes.js / 1024;
    emit(B, 'js_gzip_kb', jsKb, { page, files: sizes.jsFiles });
    emit(B, 'css_gzip_kb', sizes.css / 1024, { page });
    if (page === '/')
      emit(B, 'landing_js_budget_met', jsKb <= LANDING_JS_BUDGET_KB, { budget_kb: LANDING_JS_BUDGET_KB });
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
