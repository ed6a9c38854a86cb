/**
 * Records what a page asks for while a bench drives it: the API calls (preflights aside) that a
 * filter keeps, and the scripts and stylesheets an area's own origin serves, with their bodies.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface Downloaded {
  readonly url: string;
  readonly body: Buffer;
}

export function recordAreaTraffic(page: Page, areaOrigin: string, describeApiCall: (url: URL, method: string) => string | null) {
  const api: string[] = [];
  const files: Downloaded[] = [];
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') return;
    const call = describeApiCall(new URL(request.url()), request.method());
    if (call) api.push(call);
  });
  page.on('response', async (response) => {
    if (!response.url().startsWith(areaOrigin) || !/\.(js|css)(\?|$)/.test(response.url())) return;
    files.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  return { api, files };
}

export const gzipSize = (file: Downloaded) => gzipSync(file.body, { level: 9 }).length;
export const gzipTotal = (files: readonly Downloaded[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
export const scriptsOf = (files: readonly Downloaded[]) => files.filter((file) => /\.js(\?|$)/.test(file.url));
/** Each URL once (a file asked twice is downloaded once). */
export const uniqueFiles = (files: readonly Downloaded[]) => [...new Map(files.map((file) => [file.url, file])).values()];
export const kibText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
