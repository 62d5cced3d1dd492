// What bench/lighthouse.ts needs beyond Lighthouse itself: the slowdown that emulates the same
// entry-level phone on any host (decision 105), the JavaScript a screen loads, and a community to open.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type lighthouse from 'lighthouse';
import { merryGoRound } from '../../e2e/support/community-body';
import type { SignedInUser } from './register-user';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's CPU benchmark index of the entry-level phone every run emulates. Chrome DevTools'
 * calibration puts a low-tier phone (Moto G4 Power) at about 264 and a Pixel 5 at about 1,000; Lighthouse's
 * fixed 4× slowdown emulates the former only on a host of index ~1,000 (decision 105).
 */
export const PHONE_INDEX = 250;

/** The CPU slowdown that brings a host of benchmark `index` down to PHONE_INDEX (never below 1: no speed-up). */
export const slowdownFor = (index: number): number => Math.max(1, Math.round((index / PHONE_INDEX) * 10) / 10);

/**
 * The JavaScript a run's page loaded, in gzip bytes (each file at gzip level 9, as the build's
 * precompressed copies and bench:web count it; the server sends Chromium Brotli, whose sizes differ):
 * by the load event (files whose download ended by then, on the run's unthrottled observed timeline)
 * and by network idle (every script Lighthouse recorded, it waits for the network to go quiet).
 */
export async function scriptBytes(
  lhr: Result,
  clientDir: string,
): Promise<{ byLoad: number; byIdle: number; files: number; filesByLoad: number }> {
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  // observedLoad is ms after the navigation's time origin; the requests' times are ms after the first
  // request's start, which is that navigation's document request: the same origin within a few ms.
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items;
  const load = metrics?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  let byLoad = 0;
  let byIdle = 0;
  let files = 0;
  let filesByLoad = 0;
  for (const item of items ?? []) {
    if (item.resourceType !== 'Script' || typeof item.url !== 'string') continue;
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    const gz = gzipSync(await readFile(path.join(clientDir, url.pathname)), { level: 9 }).length;
    byIdle += gz;
    files += 1;
    if (typeof item.networkEndTime === 'number' && item.networkEndTime <= load) {
      byLoad += gz;
      filesByLoad += 1;
    }
  }
  return { byLoad, byIdle, files, filesByLoad };
}

/** A chama the user chairs (created through the API, as the browser tests' fixtures do); returns its id. */
export async function createCommunity(baseUrl: string, user: SignedInUser): Promise<string> {
  const res = await fetch(`${baseUrl}/api/communities`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${user.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(merryGoRound('Umoja Bench')),
  });
  const body = (await res.json()) as { community?: { community_id?: unknown } };
  if (res.status !== 201 || typeof body.community?.community_id !== 'string') {
    throw new Error(`create community: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.community.community_id;
}
