import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { signIn } from '../support/session';
import { gzipSize, gzipTotal, kibText as kib, recordAreaTraffic } from '../support/traffic';

const STATISTICS = AREAS.find((area) => area.id === 'statistics')!;

/** Records the statistics API calls and every script or stylesheet served by the statistics area's own origin. */
const record = (page: Page) =>
  recordAreaTraffic(page, areaOrigin(STATISTICS), (url) =>
    /\/api\/v1\/statistics\/\w+$/.test(url.pathname)
      ? `${url.pathname.split('/').pop()} ${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`
      : null,
  );

const sevenCards = (page: Page) => page.locator('[data-area="statistics"] section[data-statistic]');

test('statistics area: API requests per visit and the area’s own JS (issue 13)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, NGO_ADMIN, 'en');
  const { api, files } = record(page);

  const started = Date.now();
  await page.goto('/statistics');
  await sevenCards(page).nth(6).waitFor({ timeout: 60_000 });
  const firstScreenMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const firstVisit = [...api];

  // Revisit within a minute, inside the area: a complete list, its page, back to the dashboard.
  await sevenCards(page).first().getByRole('button').click();
  await page.getByRole('dialog').getByRole('list').locator(':scope > li').first().waitFor();
  await page.getByRole('dialog').getByRole('link').click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Back to statistics' }).click();
  await sevenCards(page).nth(6).waitFor();
  await page.waitForLoadState('networkidle');
  const revisit = api.slice(firstVisit.length);

  // Leaving for another area unmounts this one (its store goes with it, by design): a return asks again.
  await page.getByRole('link', { name: 'Observers', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Observers' }).waitFor();
  const beforeReturn = api.length;
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await sevenCards(page).nth(6).waitFor();
  await page.waitForLoadState('networkidle');
  const afterOtherArea = api.slice(beforeReturn);

  const gzip = gzipTotal;
  const scripts = files.filter((file) => /\.js(\?|$)/.test(file.url));
  const unique = [...new Map(scripts.map((file) => [file.url, file])).values()];
  const entry = unique.filter((file) => file.url.includes('remoteEntry'));
  const own = unique.filter((file) => !file.url.includes('remoteEntry'));

  console.log('\nStatistics area benchmark (production builds on loopback, Chromium; gzip -9 of what the browser downloaded)');
  console.log(`dashboard, first visit            API requests ${firstVisit.length} (target 7)  [${firstVisit.sort().join(', ')}]`);
  console.log(`  seven cards on screen after     ${firstScreenMs} ms (sign-in done, cold area load)`);
  console.log(
    `complete list + its page + back   API requests ${revisit.length} [${revisit.join(', ')}] (the modal's page of 20; the cards: none repeated)`,
  );
  console.log(
    `back from another area            API requests ${afterOtherArea.length} (target 0 within a minute: the area keeps its store)`,
  );
  console.log(`area's own JS                     ${own.length} files, ${kib(gzip(own))} gzip (target <= 30 KiB)`);
  console.log(`  + remoteEntry.js (MF runtime)   ${kib(gzip(entry))} gzip`);
  for (const file of own) console.log(`    ${new URL(file.url).pathname.padEnd(48)} ${kib(gzipSize(file))}`);
  await context.close();
});
