/**
 * What a screen costs the browser, measured in Chromium: the JavaScript it downloads (gzip -9 of
 * each file, the comparable figure), the bytes on the wire (what the network carried, after
 * compression), requests, and LCP. Used by the budget check (npm test) and by `pnpm bench`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { signIn, useLanguage as chooseLanguage } from './session';
import { AREAS, NGO_ADMIN, areaOrigin } from './topology';
import type { Account } from './session';
import type { NetworkRecord, TraceEvent } from './lcpBreakdown';

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
  /** With `trace`: the performance trace of the load and its requests (lcpBreakdown.ts reads them). */
  readonly trace?: { readonly events: readonly TraceEvent[]; readonly network: readonly NetworkRecord[] };
}

export interface ScreenSpec {
  readonly path: string;
  /** Signed in as this account, or signed out. */
  readonly account?: Account;
  readonly language?: 'en' | 'ro';
  /** Resolves when the screen shows what a person came for. */
  readonly ready: (page: Page) => Promise<unknown>;
  readonly throttling?: Throttling;
  /** Record a performance trace and each request's initiator (costs time: not for the figures). */
  readonly trace?: boolean;
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

/** The trace categories DevTools' performance panel records: main-thread tasks, scripts, paints, LCP. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

interface CdpInitiator {
  readonly type: string;
  readonly url?: string;
  readonly stack?: CdpStack;
}
interface CdpStack {
  readonly callFrames: readonly { readonly url: string }[];
  readonly parent?: CdpStack;
}

/** The files on an initiator's stack (async parents included), or the document that parsed it. */
function initiatorFiles(initiator: CdpInitiator): string[] {
  const files = new Set<string>();
  for (let stack = initiator.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) if (frame.url) files.add(frame.url);
  if (initiator.url) files.add(initiator.url);
  return [...files];
}

/** Starts a trace and a record of every request; the returned function stops both and hands them over. */
async function startTrace(session: CDPSession): Promise<() => Promise<NonNullable<ScreenLoad['trace']>>> {
  const events: TraceEvent[] = [];
  const pending = new Map<string, { url: string; type: string; startUs: number; initiators: string[] }>();
  const network: NetworkRecord[] = [];
  session.on('Network.requestWillBeSent', (event) => {
    // A CORS preflight is the browser's own request, reported beside the one it clears.
    if (event.request.url.startsWith('data:') || event.initiator.type === 'preflight') return;
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      startUs: event.timestamp * 1e6,
      initiators: initiatorFiles(event.initiator as CdpInitiator),
    });
  });
  const finish = (requestId: string, timestamp: number) => {
    const request = pending.get(requestId);
    if (!request) return;
    pending.delete(requestId);
    network.push({ ...request, endUs: timestamp * 1e6 });
  };
  session.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp));
  session.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp));
  session.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await session.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await complete;
    return { events, network };
  };
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
    const stopTrace = spec.trace ? await startTrace(session) : undefined;
    await page.goto(spec.path);
    await spec.ready(page);
    await page.waitForLoadState('networkidle');
    const trace = await stopTrace?.();
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
    return { jsFiles: scripts.length, jsGzip, wireBytes, requests, lcpMs, byOrigin, trace };
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

/**
 * Resolves once an element matching `selector` shows `text`. A plain query every 100 ms: waiting
 * costs the page next to nothing, where a role query at every frame (getByRole) takes main-thread
 * time from the very load a bench measures (the page's LCP came later for it on a throttled CPU).
 */
function textShown(page: Page, selector: string, text: string): Promise<unknown> {
  return page.waitForFunction(
    ({ selector: css, text: wanted }) =>
      Array.from(document.querySelectorAll(css)).some((element) => element.textContent?.trim() === wanted),
    { selector, text },
    { polling: 100, timeout: 60_000 },
  );
}

export interface FirstScreen {
  readonly label: string;
  readonly spec: ScreenSpec;
  /** The area's own origin (its share of the JavaScript), for a signed-in screen. */
  readonly areaOrigin?: string;
}

/** The first screens the benches load: the sign-in screen, then each area's, signed in (in English). */
export function firstScreens(): FirstScreen[] {
  return [
    { label: '/login', spec: { path: '/login', ready: (page) => textShown(page, 'button', 'LOGIN') } },
    ...AREAS.map((area) => ({
      label: area.route,
      areaOrigin: areaOrigin(area),
      spec: { path: area.route, account: NGO_ADMIN, ready: (page: Page) => textShown(page, 'h1', area.titles.en) },
    })),
  ];
}
