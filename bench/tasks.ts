/**
 * `npm run bench:tasks [-- /path ...]`: the main-thread tasks of a screen's first load that Lighthouse's
 * model of a slow phone counts. Lighthouse (simulated throttling) multiplies every task of the trace by
 * its CPU slowdown and drops a task shorter than 10 ms of the host's time from its model altogether, so
 * what sets the Total Blocking Time is the tasks of 10 ms or more (decision 111). Loads each page once
 * in the system Chromium without throttling (signed in as a new user for `/user/*`, the superadmin for
 * `/admin/*`) and prints each such task — when it started after the navigation, how long, and the trace
 * events that make up most of it — then the page's count and sum of them and its sum over 3 ms.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { storeSession } from '../e2e/support/session';
import { TestSmtpServer } from '../src/server/testing/smtp';
import { startBuiltApp } from './lib/built-app';
import { emit } from './lib/emit';
import { createCommunity } from './lib/lighthouse-extra';
import { loginSuperadmin, registerAndLogin, type SignedInUser } from './lib/register-user';

const B = 'tasks';
/** Lantern's SIGNIFICANT_DUR_THRESHOLD_MS: shorter tasks leave its model. */
const COUNTED_MS = 10;
const PAGES = ['/login', '/user/home', '/user/community/{id}', '/admin/dashboard'];
const SUPERADMIN = { email: 'bench.admin@example.com', password: 'Bench-Admin-Passw0rd!' };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/** A trace event's fields that matter here, read from the protocol's untyped record (null when it lacks them). */
function traceEvent(raw: Record<string, unknown>): TraceEvent | null {
  const { name, ph, ts, dur, pid, tid, args } = raw;
  if (typeof name !== 'string' || typeof ph !== 'string' || typeof ts !== 'number') return null;
  if (typeof pid !== 'number' || typeof tid !== 'number') return null;
  const record = (v: unknown): Record<string, unknown> | undefined =>
    typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v)) : undefined;
  const argsRecord = record(args);
  const data = record(argsRecord?.data);
  return {
    name,
    ph,
    ts,
    pid,
    tid,
    ...(typeof dur === 'number' ? { dur } : {}),
    args: {
      ...(typeof argsRecord?.name === 'string' ? { name: argsRecord.name } : {}),
      ...(typeof data?.url === 'string' ? { data: { url: data.url } } : {}),
    },
  };
}

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    for (const raw of e.value) {
      const event = traceEvent(raw);
      if (event) events.push(event);
    }
  });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading',
    transferMode: 'ReportEvents',
  });
  await load();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The renderer's main thread: the `CrRendererMain` with the most complete events. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const names = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') names.set(`${e.pid}:${e.tid}`, 0);
  }
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && names.has(key)) names.set(key, (names.get(key) ?? 0) + 1);
  }
  const [thread] = [...names.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
}

/** The events inside a task that take most of it, as "name url=ms" (the task itself and its wrappers left out). */
function contents(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || (e.dur ?? 0) < 1000) continue;
    const url = e.args?.data?.url?.split('/').pop();
    const key = url ? `${e.name} ${url}` : e.name;
    totals.set(key, (totals.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, us]) => `${k}=${(us / 1000).toFixed(1)}`)
    .join(' | ');
}

const smtp = new TestSmtpServer();
const app = await startBuiltApp({
  SMTP_URL: await smtp.start(),
  RATE_LIMIT_IP_MAX: '1000',
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PAGES;
  const user = pages.some((p) => p.startsWith('/user')) ? await registerAndLogin(app.url, smtp) : undefined;
  const admin = pages.some((p) => p.startsWith('/admin')) ? await loginSuperadmin(app.url, SUPERADMIN) : undefined;
  const communityId = user && pages.some((p) => p.includes('{id}')) ? await createCommunity(app.url, user) : '';
  for (const page of pages) {
    const who: SignedInUser | undefined = page.startsWith('/user')
      ? user
      : page.startsWith('/admin')
        ? admin
        : undefined;
    // A phone's viewport, as Lighthouse's mobile run has it.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    if (who) {
      await tab.goto(`${app.url}/healthz`);
      await tab.evaluate(storeSession, who);
    }
    const cdp = await context.newCDPSession(tab);
    const events = mainThread(
      await trace(cdp, async () => {
        await tab.goto(`${app.url}${page.replace('{id}', communityId)}`, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(1000);
      }),
    );
    await context.close();
    const tasks = events.filter((e) => e.name === 'RunTask');
    const start = tasks[0]?.ts ?? 0;
    let counted = 0;
    let countedMs = 0;
    let over3Ms = 0;
    for (const task of tasks) {
      const ms = (task.dur ?? 0) / 1000;
      if (ms > 3) over3Ms += ms;
      if (ms < COUNTED_MS) continue;
      counted += 1;
      countedMs += ms;
      emit(B, 'task_ms', ms, { page, at_ms: Math.round((task.ts - start) / 1000), what: contents(task, events) });
    }
    emit(B, 'counted_tasks', counted, { page, threshold_ms: COUNTED_MS });
    emit(B, 'counted_ms', countedMs, { page });
    emit(B, 'over_3ms_ms', over3Ms, { page });
  }
} finally {
  await browser.close();
  await app.stop();
  await smtp.stop();
}
