// Web budget: the JavaScript and CSS a phone downloads to show a page of the built app, measured in
// the system Chromium (gzip level 9 of each response body). Budget: landing page JS ≤ 120 KB gzip.
// It counts what loads until the network is idle, without interaction: the landing page's form
// schemas (zod), loaded on a form field's first focus, are not part of it (docs/decisions/009).
// Usage: tsx bench/web.ts [path ...]   (default: / and /login; the build must be present)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { emit } from './lib/emit';

const B = 'web';
const LANDING_JS_BUDGET_KB = 120;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'client', 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitHealthy(url: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the app did not start within 60 s');
}

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login'];
const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-web-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitHealthy(url, app);
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
          if (process.env.BENCH_WEB_FILES) emit(B, 'file_gzip_kb', gz / 1024, { page, file: new URL(res.url()).pathname });
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
    if (page === '/') emit(B, 'landing_js_budget_met', jsKb <= LANDING_JS_BUDGET_KB, { budget_kb: LANDING_JS_BUDGET_KB });
    await context.close();
  }
} finally {
  await browser.close();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
