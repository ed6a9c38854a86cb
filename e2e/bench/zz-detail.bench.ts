import { gzipSync } from 'node:zlib';
import { test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { signIn, useLanguage } from '../support/session';

test('detail', async ({ browser }) => {
  for (const [path, signed] of [
    ['/login', false],
    ['/observatori', true],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signed) await signIn(page, NGO_ADMIN, 'en');
    else await useLanguage(page, 'en');
    const rows: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return;
      const b = await r.body().catch(() => Buffer.alloc(0));
      rows.push(`${(gzipSync(b, { level: 9 }).length / 1024).toFixed(1).padStart(7)} KiB  ${r.url()}`);
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    console.log(`\n== ${path}\n${rows.sort().reverse().join('\n')}`);
    await context.close();
  }
});
