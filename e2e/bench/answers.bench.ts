import { test } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { signIn } from '../support/session';
import { gzipSize, gzipTotal as gzip, kibText as kib, recordAreaTraffic, scriptsOf, uniqueFiles } from '../support/traffic';

const ANSWERS = AREAS.find((area) => area.id === 'answers')!;
const unique = (files: Parameters<typeof uniqueFiles>[0]) => scriptsOf(uniqueFiles(files));

test('answers area: requests for a page of 20 threads and for one thread’s details, and the area’s own JS (issue 11)', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, NGO_ADMIN, 'en');
  const { api, files: scripts } = recordAreaTraffic(page, areaOrigin(ANSWERS), (url, method) =>
    url.pathname.startsWith('/api/') ? `${method} ${url.pathname}` : null,
  );
  const rows = page.locator('[data-area="answers"] ol.obs-answers-threads > li > a');

  const started = Date.now();
  await page.goto('/answers');
  await rows.nth(19).waitFor({ timeout: 60_000 });
  const listMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const listRequests = [...api];
  const firstScreenScripts = unique(scripts);

  const opening = Date.now();
  await rows.first().click();
  await page.locator('[data-area="answers"] [role="tabpanel"] article').first().waitFor({ timeout: 60_000 });
  const detailsMs = Date.now() - opening;
  await page.waitForLoadState('networkidle');
  const detailsRequests = api.slice(listRequests.length);
  const detailsScripts = unique(scripts).filter((file) => !firstScreenScripts.some((seen) => seen.url === file.url));

  // A second thread: the forms and the first form's definition are held.
  const before = api.length;
  await rows.nth(1).click();
  await page.locator('[data-area="answers"] [role="tabpanel"] article').first().waitFor();
  await page.waitForLoadState('networkidle');
  const secondRequests = api.slice(before);

  const entry = firstScreenScripts.filter((file) => file.url.includes('remoteEntry'));
  const own = firstScreenScripts.filter((file) => !file.url.includes('remoteEntry'));

  console.log('\nAnswers area benchmark (production builds on loopback, Chromium; gzip -9 of what the browser downloaded)');
  console.log(`page of 20 threads              API requests ${listRequests.length} (target <= 3)  [${listRequests.sort().join(', ')}]`);
  console.log(`  20 rows on screen after        ${listMs} ms (sign-in done, cold area load)`);
  console.log(
    `open one thread's details       API requests ${detailsRequests.length} (target <= 5)  [${detailsRequests.sort().join(', ')}]`,
  );
  console.log(`  first form on screen after     ${detailsMs} ms`);
  console.log(`open a second thread            API requests ${secondRequests.length} [${secondRequests.sort().join(', ')}] (forms held)`);
  console.log(`area's own JS, first screen     ${own.length} files, ${kib(gzip(own))} gzip (target <= 45 KiB)`);
  console.log(`  + remoteEntry.js (MF runtime)  ${kib(gzip(entry))} gzip`);
  console.log(`  + opening details              ${detailsScripts.length} files, ${kib(gzip(detailsScripts))} gzip`);
  for (const file of own) console.log(`    ${new URL(file.url).pathname.padEnd(48)} ${kib(gzipSize(file))}`);
  await context.close();
});
