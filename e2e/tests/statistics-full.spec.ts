import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  AREA_LOAD_MS,
  card,
  readStatistic,
  recordStatisticsRequests,
  recordStatisticsResponses,
  rowsOf,
  signIn,
} from '../support/statistics';
import type { StatisticPage } from '../support/statistics';

const rankedList = (page: Page) => page.getByRole('list', { name: /(highest first|de la cea mai mare valoare)$/ });

test('a full statistic pages by 20 with the shared pagination', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  const token = await signIn(page, NGO_ADMIN, 'en');
  const calls = recordStatisticsRequests(page);
  // Spec files running beside this one send flagged answers, which can reorder stations of equal
  // value between two reads: each page is compared with what the screen itself received.
  const received = recordStatisticsResponses(page);
  const info = card('sesizari-deschidere-sectii');
  const seeded = await readStatistic(page.request, token, info.method, 1, 20);
  expect(seeded.totalItems, 'the seed has more than one page of stations').toBeGreaterThan(20);
  await page.goto(`/statistics/${info.key}`);
  await expect(page.getByRole('heading', { level: 1, name: info.titles.en })).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(rankedList(page).locator(':scope > li')).toHaveCount(20);
  const first = await shownAsReceived(page, received, `${info.method} 1/20`);
  await expect(page.getByText(`Showing 1 to 20 of ${first.totalItems}`)).toBeVisible();
  await expectNoAxeViolations(page, 'full statistic (en)');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing 21 to ${Math.min(40, first.totalItems)} of `)).toBeVisible();
  await expect(page).toHaveURL(`/statistics/${info.key}?page=2`);
  const second = await shownAsReceived(page, received, `${info.method} 2/20`);
  expect(second.data.length).toBe(Math.min(20, second.totalItems - 20));
  await expect(rankedList(page)).toHaveAttribute('start', '21');
  expect(calls.filter((call) => call.endsWith('/20'))).toEqual([`${info.method} 1/20`, `${info.method} 2/20`]);

  await page.getByRole('link', { name: 'Back to statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
});

/** Waits until the ranked list shows exactly the page the screen received for `key`, and returns that page. */
async function shownAsReceived(page: Page, received: Map<string, StatisticPage>, key: string): Promise<StatisticPage> {
  await expect(async () => {
    const got = received.get(key);
    expect(got, `the screen received ${key}`).toBeDefined();
    expect(await rowsOf(rankedList(page))).toEqual(got!.data);
  }).toPass({ timeout: AREA_LOAD_MS });
  return received.get(key)!;
}

test('downloads the whole statistic as CSV with headings in the current language', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  const token = await signIn(page, NGO_ADMIN, 'ro');
  // An opening statistic: the dashboard spec's flagged answer (voting form) never changes it meanwhile.
  const info = card('sesizari-deschidere-judete');
  await page.goto(`/statistics/${info.key}`);
  await expect(page.getByRole('heading', { level: 1, name: info.titles.ro })).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(rankedList(page).locator(':scope > li').first()).toBeVisible();
  await expectNoAxeViolations(page, 'full statistic (ro)');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarcă CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${info.key}.csv`);
  const text = readFileSync((await file.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Județ,Sesizări');
  const all = await readStatistic(page.request, token, info.method, 1, 1000);
  expect(lines).toHaveLength(all.totalItems + 1);
  expect(lines[1]).toBe(`${all.data[0]!.label},${all.data[0]!.value}`);
});

test('an unknown statistic says so inside the area', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/statistics/no-such-statistic');
  await expect(page.getByRole('heading', { level: 1, name: 'This statistic does not exist' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoAxeViolations(page, 'unknown statistic (en)');
  await page.getByRole('link', { name: 'Back to statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
});
