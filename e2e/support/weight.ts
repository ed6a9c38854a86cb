/**
 * What a screen costs the browser, measured in Chromium: the JavaScript it downloads (gzip -9 of
 * each file, the comparable figure), the bytes on the wire (what the network carried, after
 * compression), requests, and LCP. Used by the budget check (npm test) and by `pnpm bench`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { signIn, useLanguage as chooseLanguage } from './session';
import type { Account } from './session';

export interface Throttling {
  /** Chromium's CPU slowdown factor. */
  readonly cpuRate: number;
  readonly latencyMs: number;
  readonly downloadBitsPerSecond: number;
}

/** The "slow" profile: a 4× slower CPU on a 1.5 Mbps, 150 ms round-trip network. */
export const SLOW_PROFILE: Throttling = { cpuRate: 4, latencyMs: 150, downloadBitsPerSecond: 1_500_000 };

export interface ScreenLoad {
  readonly jsFiles: number;
  readonly jsGzip: number;
  readonly wireBytes: number;
  readonly requests: number;
  readonly lcpMs: number;
  /** JS gzip and files by origin (the shell's, each area's). */
  readonly byOrigin: Readonly<Record<string, { jsGzip: number; jsFiles: number }>>;
}

export interface ScreenSpec {
  readonly path: string;
  /** Signed in as this account, or signed out. */
  readonly account?: Account;
  readonly language?: 'en' | 'ro';
  /** Resolves when the screen shows what a person came for. */
  readonly ready: (page: Page) => Promise<unknown>;
  readonly throttling?: Throttling;
}

async function throttle(session: CDPSession, throttling: Throttling) {
  await session.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBitsPerSecond / 8,
    uploadThroughput: throttling.downloadBitsPerSecond / 16,
  });
}

/** Loads one screen in a fresh context (a cold cache) and sums what it downloaded. */
export async function loadScreen(browser: Browser, spec: ScreenSpec): Promise<ScreenLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    if (spec.account) await signIn(page, spec.account, spec.language ?? 'en');
    else await chooseLanguage(page, spec.language ?? 'en');
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    if (spec.throttling) await throttle(session, spec.throttling);
    let wireBytes = 0;
    let requests = 0;
    session.on('Network.loadingFinished', (event) => {
      wireBytes += event.encodedDataLength;
    });
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    // A file the page preloads is reported again when a script tag uses it, from the preload's
    // copy (the wire bytes show it is not downloaded twice): each URL counts once.
    const seen = new Set<string>();
    page.on('response', (response) => {
      if (response.url().startsWith('data:') || seen.has(response.url())) return;
      seen.add(response.url());
      if (!new URL(response.url()).pathname.startsWith('/api/')) requests += 1;
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
      }
    });
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        (window as unknown as { __lcp: number }).__lcp = entries[entries.length - 1]!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(spec.path);
    await spec.ready(page);
    await page.waitForLoadState('networkidle');
    const lcpMs = Math.round(await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? 0));
    const byOrigin: Record<string, { jsGzip: number; jsFiles: number }> = {};
    let jsGzip = 0;
    for (const script of scripts) {
      const size = gzipSync(await script.body, { level: 9 }).length;
      const origin = new URL(script.url).origin;
      byOrigin[origin] ??= { jsGzip: 0, jsFiles: 0 };
      byOrigin[origin].jsGzip += size;
      byOrigin[origin].jsFiles += 1;
      jsGzip += size;
    }
    return { jsFiles: scripts.length, jsGzip, wireBytes, requests, lcpMs, byOrigin };
  } finally {
    await context.close();
  }
}

export const kib = (bytes: number) => bytes / 1024;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
